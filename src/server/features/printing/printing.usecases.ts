import type { DocumentType, PrintLayout } from '@shared/domain/documents/document-kinds';
import type { StoreDeps } from '../../platform/http/context';
import { renderPdf } from '../../platform/pdf/pdf';
import type { EmployeeSession } from '../documents';

/** Scaffold until the print system lands: the agreed signature, a one-line PDF. */
export async function renderDocumentsPdf(args: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUids: readonly string[];
  layout: PrintLayout | null;
}): Promise<{ content: Buffer; fileName: string }> {
  const content = await renderPdf({ content: [`${args.docType} ${args.docUids.join(', ')}`] });
  return { content, fileName: 'dokument.pdf' };
}
