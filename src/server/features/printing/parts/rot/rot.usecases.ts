import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { StoreDeps } from '../../../../platform/http/context';
import { httpErrors } from '../../../../platform/http/errors';
import type { PdfSection } from '../../../../platform/pdf/pdf';
import { assertKindAccess, type EmployeeSession, kindModules } from '../../../documents';
import { type PrintContext, pageFooter } from '../../layouts/layouts.pdf';
import { type PrintDocument, toPrintDocument } from '../../printing.mapper';
import { renderSectionBook } from '../../printing.pdf';
import { findPrintCompany, findPrintRows, type PrintCompany } from '../../printing.repository';
import { printViewer } from '../../printing.shown';
import { ROT_SPECIFICATION_TITLE, type RotSpecificationPrint, rotSpecificationContent } from './rot.pdf';

export type { RotSpecificationPrint } from './rot.pdf';

/** An invoice's ROT specification to print: which invoice, and the facts of its claim. */
export interface RotSpecificationToPrint extends RotSpecificationPrint {
  docType: DocumentType;
  docUid: string;
}

/** The buyer's paper has no line table: only the firm's footer message and picture apply. */
function footerContext(company: PrintCompany): PrintContext {
  return {
    table: {
      printCode: false,
      printArticle: false,
      printRowsCount: false,
      printLines: false,
      showMarkup: false,
    },
    footerMessage: company.settings.printingSettings.documentsFooterMessage,
    footerImage: company.footer !== null,
  };
}

/**
 * The invoices read as every printout reads them, one query per kind among them; another firm's or a
 * trashed invoice is "not found" for the whole call.
 */
async function printedInvoices(
  args: { deps: StoreDeps; firmId: string; session: EmployeeSession; company: PrintCompany },
  specs: readonly RotSpecificationToPrint[],
): Promise<Map<string, PrintDocument>> {
  const netVisible = printViewer(args.session).netVisible;
  const printed = new Map<string, PrintDocument>();
  for (const docType of new Set(specs.map((s) => s.docType))) {
    assertKindAccess(args.session, docType);
    const uids = [...new Set(specs.filter((s) => s.docType === docType).map((s) => s.docUid))];
    const rows = await findPrintRows(args.deps.db, args.firmId, docType, uids);
    if (rows.length !== uids.length) throw httpErrors.NOT_FOUND();
    const module = kindModules[docType];
    for (const row of rows)
      printed.set(
        row.id,
        toPrintDocument({ row, module, company: args.company, assigneeNames: new Map(), netVisible }),
      );
  }
  return printed;
}

/**
 * ROT specifications as one PDF (issue #17, decision 0039): one page (a section with its own page
 * numbers) per invoice in the order given, for the buyers to keep with the invoice.
 */
export async function renderTaxDeductionPdf(args: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  specifications: readonly RotSpecificationToPrint[];
}): Promise<{ content: Buffer; fileName: string }> {
  const company = await findPrintCompany(args.deps.db, args.firmId);
  if (!company) throw httpErrors.NOT_FOUND();
  const invoices = await printedInvoices({ ...args, company }, args.specifications);
  const context = footerContext(company);
  const sections: PdfSection[] = args.specifications.map((spec) => {
    const doc = invoices.get(spec.docUid)!;
    return { content: rotSpecificationContent(doc, spec), footer: (page) => pageFooter(doc, context, page) };
  });
  const only = args.specifications.length === 1 ? invoices.get(args.specifications[0]!.docUid) : undefined;
  const title = only
    ? `${ROT_SPECIFICATION_TITLE} faktura ${only.number ?? ''}`.trim()
    : 'ROT-specifikationer';
  const content = await renderSectionBook({
    sections,
    context,
    pictures: { logo: company.logo, footer: company.footer },
    title,
    author: company.settings.companyName,
  });
  return { content, fileName: `${title}.pdf` };
}
