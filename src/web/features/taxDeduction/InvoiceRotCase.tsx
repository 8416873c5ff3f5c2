import { Anchor, Badge, Button, Group, Menu, Skeleton, Stack, Text } from '@mantine/core';
import type { InvoiceTaxDeduction } from '@shared/api/taxDeduction.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatDate, formatDateTime, formatKr } from '@shared/domain/format';
import { type TaxDeductionState, taxDeductionStateLabels } from '@shared/domain/rot/work-types';
import { IconChevronDown, IconHomeDollar, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../kit';
import { RotDecisionDialog } from './RotDecisionDialog';
import { useInvoiceRotCase } from './use-invoice-rot-case';

const stateColor: Record<TaxDeductionState, string> = {
  NOT_APPLICABLE: 'gray',
  NOT_PAID: 'red',
  PAID_BY_CLIENT: 'orange',
  XML_SENT: 'blue',
  PAID_BY_AUTHORITY: 'green',
};

interface InvoiceRotCaseProps {
  docType: DocumentType;
  docUid: string | null;
  completed: boolean;
  /** Where an invoice opens (the documents feature's path, passed in: features import no cycle). */
  invoicePath: (invoiceUid: string) => string;
}

/**
 * A completed invoice's ROT case (issue #17, decision 0039): the state with its confirmed changes, the
 * claim, the file it went in, Skatteverket's decision and a remainder invoice, the client's specification.
 * Nothing for kinds that do not claim ROT, for drafts, or for an invoice without ROT.
 */
export function InvoiceRotCase({ docType, docUid, completed, invoicePath }: InvoiceRotCaseProps) {
  const { applies, query, changeState, decide, print } = useInvoiceRotCase(docType, docUid, completed);
  const [deciding, setDeciding] = useState(false);
  if (!applies) return null;
  const state = query.data;
  if (state?.state === 'NOT_APPLICABLE') return null;

  return (
    <CardSection
      titleId="rot-case-title"
      title="ROT-ärende"
      icon={<IconHomeDollar size={18} aria-hidden />}
      testId="invoice-rot-case"
      badge={
        state && (
          <Badge color={stateColor[state.state]} variant="light" data-testid="rot-state">
            {taxDeductionStateLabels[state.state]}
          </Badge>
        )
      }
      action={
        state &&
        state.allowedStates.length > 0 && (
          <StateMenu state={state} onPick={(to) => void changeState(state.state, to)} />
        )
      }
    >
      {query.isPending && <Skeleton h={40} />}
      {query.isError && (
        <Text size="sm" c="red.9" role="alert">
          ROT-ärendet kunde inte hämtas.
        </Text>
      )}
      {state && (
        <Stack gap="xs">
          <CaseFacts state={state} invoicePath={invoicePath} />
          <Group gap="xs">
            {state.state === 'XML_SENT' && state.decision === null && (
              <Button size="sm" onClick={() => setDeciding(true)}>
                Registrera beslut
              </Button>
            )}
            <Button
              size="sm"
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={print}
            >
              Skriv ut ROT-specifikation
            </Button>
          </Group>
          {deciding && (
            <RotDecisionDialog state={state} opened onClose={() => setDeciding(false)} onDecide={decide} />
          )}
        </Stack>
      )}
    </CardSection>
  );
}

function StateMenu({
  state,
  onPick,
}: {
  state: InvoiceTaxDeduction;
  onPick: (to: TaxDeductionState) => void;
}) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="compact-sm" variant="light" rightSection={<IconChevronDown size={14} aria-hidden />}>
          Ändra status
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {state.allowedStates.map((s) => (
          <Menu.Item key={s} onClick={() => onPick(s)}>
            {taxDeductionStateLabels[s]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function CaseFacts({
  state,
  invoicePath,
}: {
  state: InvoiceTaxDeduction;
  invoicePath: (uid: string) => string;
}) {
  const { request, decision } = state;
  const remainder = decision?.remainderInvoice ?? null;
  return (
    <Stack gap={4}>
      <Text size="sm">
        Begärt ROT-avdrag: <b data-testid="rot-requested">{formatKr(state.requestedOre)}</b>
      </Text>
      <Text size="sm" data-testid="rot-request-file">
        Fil till Skatteverket:{' '}
        {request ? (
          <>
            <b>{request.name}</b> ({formatDateTime(request.createdAt)})
          </>
        ) : (
          <Text span size="sm" c="dimmed">
            ingen fil skapad ännu
          </Text>
        )}
      </Text>
      {decision && (
        <Text size="sm" data-testid="rot-decision">
          Beslut {formatDate(decision.decidedOn)}: godkänt <b>{formatKr(decision.approvedOre)}</b>
          {decision.approvedOre < state.requestedOre && <> av {formatKr(state.requestedOre)}</>}
        </Text>
      )}
      {remainder && (
        <Anchor component={Link} to={invoicePath(remainder.uid)} size="sm" data-testid="rot-remainder-link">
          {remainder.number !== null ? `Restfaktura ${remainder.number}` : 'Restfaktura (utkast)'}
        </Anchor>
      )}
    </Stack>
  );
}
