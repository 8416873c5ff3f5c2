import { Button } from '@mantine/core';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { IconFileCode, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { openPrintTab, showPdf } from '../printing';
import { RotFilesDialog } from './RotFilesDialog';
import { useMayHandleRotFiles } from './RotFilesLink';
import { claimsTaxDeduction } from './RotListFilters';

/**
 * The invoice list's selection actions for ROT (issue #17): Skatteverket's file for the marked invoices,
 * and the ROT specification the buyers need (`printTaxDeduction`), one PDF for them all.
 */
export function RotListActions({
  docType,
  docUids,
  onDone,
}: {
  docType: DocumentType;
  docUids: readonly string[];
  onDone: () => void;
}) {
  const [creating, setCreating] = useState(false);
  const [printing, setPrinting] = useState(false);
  const mayMakeFiles = useMayHandleRotFiles();
  if (!claimsTaxDeduction(docType)) return null;

  function print() {
    // The tab is opened in the click itself: one opened after the call is stopped as a popup.
    const tab = openPrintTab();
    setPrinting(true);
    void showPdf(
      tab,
      (inline) => call(taxDeductionApi.printTaxDeduction, { invoiceUids: [...docUids], inline }),
      docUids.length,
    ).finally(() => setPrinting(false));
  }

  return (
    <>
      {mayMakeFiles && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileCode size={14} />}
          onClick={() => setCreating(true)}
          data-testid="bulk-rot-file"
        >
          Skapa ROT-fil
        </Button>
      )}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPrinter size={14} />}
        loading={printing}
        onClick={print}
        data-testid="bulk-rot-print"
      >
        Skriv ut ROT-specifikation
      </Button>
      <RotFilesDialog
        opened={creating}
        invoiceUids={docUids}
        onClose={() => setCreating(false)}
        onCreated={onDone}
      />
    </>
  );
}
