import { Button, Divider, Group, Menu } from '@mantine/core';
import { type ItemsExportFormat, printingApi, type ReportFormat } from '@shared/api/printing.api';
import { type DocumentType, documentKinds, type PrintLayout } from '@shared/domain/documents/document-kinds';
import {
  IconChevronDown,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconReportAnalytics,
} from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { PrintLayoutPopover } from './PrintLayoutPopover';
import { downloadFile, type MakeFile, openPrintTab, showPdf } from './print-flow';
import { SendReportItem } from './SendReportItem';

export interface PrintDocumentButtonProps {
  docType: DocumentType;
  /** Null before the first save: nothing to print yet. */
  docUid: string | null;
  /** Saves pending edits; false when the document could not be saved (print nothing then). */
  prepare: () => Promise<boolean>;
}

/** Runs one file action at a time, with the button busy meanwhile. */
function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  return { busy, run };
}

function printFile(docType: DocumentType, docUids: string[], layout: PrintLayout): MakeFile {
  return (inline) =>
    call(printingApi.printDocuments, { docType, documentUids: docUids, pdfFormat: layout, inline });
}

/** The print panel of the editor: the document in a layout, in a new tab or downloaded; its lines as a file. */
export function PrintDocumentButton({ docType, docUid, prepare }: PrintDocumentButtonProps) {
  const { busy, run } = useBusy();

  function print(layout: PrintLayout, inline: boolean) {
    if (!docUid) return;
    const tab = inline ? openPrintTab() : null;
    const make = printFile(docType, [docUid], layout);
    run(async () => {
      if (!(await prepare())) {
        tab?.close();
        return;
      }
      await (inline ? showPdf(tab, make, 1) : downloadFile(make, 1));
    });
  }

  function exportRows(format: ItemsExportFormat) {
    if (!docUid) return;
    run(async () => {
      if (!(await prepare())) return;
      await downloadFile(() => call(printingApi.exportDocumentItems, { docType, docUid, format }), 1, false);
    });
  }

  return (
    <PrintLayoutPopover type={docType} busy={busy} disabled={!docUid} onPrint={print}>
      {(close) =>
        documentKinds[docType].hasItems && (
          <>
            <Divider label="Exportera rader" labelPosition="left" mt="md" mb="xs" />
            <Group grow gap="xs" wrap="nowrap">
              {(['XLSX', 'CSV'] as const).map((format) => (
                <Button
                  key={format}
                  size="xs"
                  variant="light"
                  leftSection={<IconFileSpreadsheet size={14} />}
                  onClick={() => {
                    close();
                    exportRows(format);
                  }}
                  data-testid={`export-rows-${format}`}
                >
                  {format === 'XLSX' ? 'Excel' : 'CSV'}
                </Button>
              ))}
            </Group>
          </>
        )
      }
    </PrintLayoutPopover>
  );
}

/** Print and report actions for the documents marked in a list: one PDF of them all, or their report. */
export function PrintSelectionActions({ docType, docUids }: { docType: DocumentType; docUids: string[] }) {
  const { busy, run } = useBusy();
  const count = docUids.length;

  function print(layout: PrintLayout, inline: boolean) {
    const tab = inline ? openPrintTab() : null;
    const make = printFile(docType, docUids, layout);
    run(() => (inline ? showPdf(tab, make, count) : downloadFile(make, count)));
  }

  function report(reportType: ReportFormat) {
    const tab = reportType === 'PDF' ? openPrintTab() : null;
    const make: MakeFile = (inline) => call(printingApi.report, { docType, docUids, reportType, inline });
    run(() => (reportType === 'PDF' ? showPdf(tab, make, count) : downloadFile(make, count, false)));
  }

  return (
    <>
      <PrintLayoutPopover
        type={docType}
        size="xs"
        variant="light"
        busy={busy}
        label={count === 1 ? 'Skriv ut dokumentet' : `Skriv ut ${count} dokument`}
        onPrint={print}
      />
      <Menu position="bottom-end" shadow="md" width={240}>
        <Menu.Target>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconReportAnalytics size={14} />}
            rightSection={<IconChevronDown size={12} />}
            loading={busy}
            data-testid="report-button"
          >
            Rapport
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Lista med summor över de markerade</Menu.Label>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => report('PDF')}>
            Rapport som PDF
          </Menu.Item>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => report('XLSX')}>
            Rapport som Excel
          </Menu.Item>
          <SendReportItem docType={docType} docUids={docUids} />
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
