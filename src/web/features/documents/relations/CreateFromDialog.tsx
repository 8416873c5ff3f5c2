import { Button, Checkbox, Group, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { similarItemSchema, unixPriceModes } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatNumber } from '@shared/domain/format';
import { useState } from 'react';
import type { z } from 'zod';
import { MoneyInput, PercentInput } from '../../../kit';
import { creationOptions, kindWord } from './create-from';

export type SimilarItem = z.infer<typeof similarItemSchema>;

export interface CreateChoices {
  articlesToCollapse: string[];
  ATA: boolean;
  postfixATA: string;
  unixPriceMode: (typeof unixPriceModes)[number];
  markupBp: number | null;
  /** A partial invoice's amount, öre including VAT; null for the whole source. */
  partialInvoiceSum: number | null;
  /** A work order's time: one line per article (true) or one per logged row. */
  collapseTimeLog: boolean;
  /** The time it takes as a PDF time report attached to the new document. */
  attachTimeLogAsPdf: boolean;
}

export interface PendingCreation {
  sourceDocType: DocumentType;
  targetDocType: DocumentType;
  sourceCount: number;
  similarItems: SimilarItem[];
  /** "Skapa delfaktura": the dialog asks for the amount (decision 0022). */
  partial: boolean;
}

interface CreateFromDialogProps {
  pending: PendingCreation | null;
  busy: boolean;
  /** The server's refusals by parameter (`partialInvoiceSum`), shown at their fields. */
  fieldErrors: Record<string, string>;
  onCreate: (choices: CreateChoices) => void;
  onClose: () => void;
}

/** What a creation asks before it runs: lines to merge, the ÄTA title postfix, the provider's prices. */
export function CreateFromDialog({ pending, ...props }: CreateFromDialogProps) {
  return (
    <Modal
      opened={pending !== null}
      onClose={props.onClose}
      title={pending ? dialogTitle(pending) : ''}
      size="lg"
      centered
    >
      {pending && <ChoicesForm pending={pending} {...props} />}
    </Modal>
  );
}

const DEFAULT_MARKUP_BP = 2000;

function dialogTitle(pending: PendingCreation): string {
  return pending.partial ? partialLabel : `Skapa ${kindWord(pending.targetDocType)}`;
}

export const partialLabel = 'Skapa delfaktura';

function ChoicesForm({
  pending,
  busy,
  fieldErrors,
  onCreate,
  onClose,
}: CreateFromDialogProps & { pending: PendingCreation }) {
  const options = creationOptions(pending.sourceDocType, pending.targetDocType);
  const [collapse, setCollapse] = useState<string[]>(() => pending.similarItems.map((s) => s.code));
  const [postfix, setPostfix] = useState('ÄTA');
  const [mode, setMode] = useState<CreateChoices['unixPriceMode']>('RETAIL');
  const [markupBp, setMarkupBp] = useState(DEFAULT_MARKUP_BP);
  const [partialSum, setPartialSum] = useState<number | null>(null);
  const [timeLog, setTimeLog] = useState<'PER_ARTICLE' | 'ONE_BY_ONE'>('PER_ARTICLE');
  const [attachTimeLog, setAttachTimeLog] = useState(false);
  const [partialMissing, setPartialMissing] = useState(false);
  // The server's refusal stands until the user types again; each submit shows the next answer's.
  const [typedSinceRefusal, setTypedSinceRefusal] = useState(false);

  function submit() {
    if (pending.partial && partialSum === null) {
      setPartialMissing(true);
      return;
    }
    setTypedSinceRefusal(false);
    onCreate({
      articlesToCollapse: collapse,
      ATA: options.ata,
      postfixATA: postfix.trim(),
      unixPriceMode: mode,
      markupBp: options.unixPricing && mode === 'MARKUP' ? markupBp : null,
      partialInvoiceSum: pending.partial ? partialSum : null,
      collapseTimeLog: timeLog === 'PER_ARTICLE',
      attachTimeLogAsPdf: options.timeLog && attachTimeLog,
    });
  }

  return (
    <Stack gap="md">
      {pending.partial && (
        <Text size="sm">
          Fakturan får en rad ”Delfakturering enligt …” per momssats och en rad om vad som är kvar att
          fakturera på dokumentet.
        </Text>
      )}
      {pending.partial && (
        <MoneyInput
          label="Belopp att fakturera"
          description="Inklusive moms, i hela kronor"
          value={partialSum}
          onChange={(ore) => {
            setPartialSum(ore);
            setPartialMissing(false);
            setTypedSinceRefusal(true);
          }}
          error={
            partialMissing
              ? 'Ange beloppet att fakturera'
              : typedSinceRefusal
                ? undefined
                : fieldErrors.partialInvoiceSum
          }
          w={{ base: '100%', xs: 240 }}
          withAsterisk
          data-autofocus
          data-testid="partial-invoice-sum"
        />
      )}
      {pending.sourceCount > 1 && (
        <Text size="sm">
          Raderna från {pending.sourceCount} dokument samlas i ett nytt dokument med huvudet från det första.
        </Text>
      )}
      {options.ata && (
        <TextInput
          label="Tillägg i rubriken"
          description="Läggs till efter arbetsorderns rubrik, t.ex. ”Badrum ÄTA”"
          maxLength={50}
          value={postfix}
          onChange={(e) => setPostfix(e.currentTarget.value)}
          data-autofocus
        />
      )}
      {options.unixPricing && (
        <Radio.Group label="Pris på raderna" value={mode} onChange={(v) => setMode(v as typeof mode)}>
          <Stack gap={6} mt={6}>
            <Radio value="RETAIL" label="Kundpris från leverantören" />
            <Radio value="MARKUP" label="Inköpspris + påslag %" />
            {mode === 'MARKUP' && (
              <PercentInput
                label="Påslag"
                w={140}
                value={markupBp}
                emptyIsZero
                onChange={(bp) => setMarkupBp(bp ?? 0)}
                maxBp={100_000}
              />
            )}
          </Stack>
        </Radio.Group>
      )}
      {options.timeLog && (
        <Radio.Group
          label="Rapporterad tid"
          description="Tid som inte är fakturerad förut tas med som arbetsrader."
          value={timeLog}
          onChange={(v) => setTimeLog(v as typeof timeLog)}
        >
          <Stack gap={6} mt={6}>
            <Radio value="PER_ARTICLE" label="En rad per artikel (timmarna summerade)" />
            <Radio value="ONE_BY_ONE" label="En rad per tidrad, med datum och montör" />
          </Stack>
        </Radio.Group>
      )}
      {options.timeLog && (
        <Checkbox
          label="Bifoga tidrapporten som PDF"
          description="Tiden per anställd och dag läggs som bilaga på det nya dokumentet."
          checked={attachTimeLog}
          onChange={(e) => setAttachTimeLog(e.currentTarget.checked)}
          data-testid="create-from-attach-time-log"
        />
      )}
      {pending.similarItems.length > 0 && !pending.partial && (
        <Checkbox.Group
          label="Slå ihop rader med samma artikel"
          description="Markerade artiklar blir en rad med summerat antal (rader med olika pris hålls isär)."
          value={collapse}
          onChange={setCollapse}
        >
          <ScrollArea.Autosize mah={280} mt={6}>
            <Stack gap={6}>
              {pending.similarItems.map((s) => (
                <Checkbox
                  key={s.code}
                  value={s.code}
                  label={`${s.code} ${s.description}`}
                  description={`${s.count} rader, totalt ${formatNumber(s.quantity / 1000, 2)}`}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Avbryt
        </Button>
        <Button onClick={submit} loading={busy} data-testid="create-from-confirm">
          {dialogTitle(pending)}
        </Button>
      </Group>
    </Stack>
  );
}
