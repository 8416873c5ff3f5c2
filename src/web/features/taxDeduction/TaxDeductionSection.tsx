import { Button, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import type { ClientTaxPayer } from '@shared/api/clients.api';
import type { DocumentTaxDeduction, DocumentTaxPayer } from '@shared/api/documents';
import { IconChevronDown, IconHomeDollar, IconPlus } from '@tabler/icons-react';
import { confirm } from '../../shell/dialogs';
import { RotBuyerCard } from './RotBuyerCard';
import { RotFigures, RotGeneralMessages, RotOptions } from './RotOptions';
import { RotReversedCard } from './RotReversedCard';
import { buyerFromClient, newTaxDeduction, storedPayersLeft } from './rot-draft';
import { type TaxDeductionEditorProps, useTaxDeduction } from './use-tax-deduction';

/** The schema's limit of buyers on one document. */
const MAX_BUYERS = 10;

type State = ReturnType<typeof useTaxDeduction>;

/**
 * The document's ROT part (issue #17) for the kinds that show or claim the deduction: on with the
 * client's stored tax payers, the buyers and their works, the options, and each buyer's deduction as
 * the totals subtract it. Nothing for kinds without ROT.
 */
export function TaxDeductionSection(props: TaxDeductionEditorProps) {
  const state = useTaxDeduction(props);
  if (state.reversed) return <RotReversedCard taxDeduction={props.header.taxDeduction} />;
  if (!state.applies) return null;
  const td = state.taxDeduction;

  async function toggle(on: boolean) {
    if (on) {
      state.change(newTaxDeduction(state.storedPayers), 'ROT-avdrag på');
      return;
    }
    if (td && td.taxPayers.length > 0) {
      const ok = await confirm({
        title: 'Ta bort ROT-avdraget?',
        message: 'Köparna, deras arbeten och avdraget tas bort från dokumentet.',
        confirmLabel: 'Ta bort ROT-avdraget',
        danger: true,
      });
      if (!ok) return;
    }
    state.change(null, 'ROT-avdrag av');
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="rot-title"
      data-testid="document-rot"
    >
      <Group justify="space-between" mb={td ? 'sm' : 0} gap="xs">
        <Group gap={6}>
          <IconHomeDollar size={18} aria-hidden />
          <Text fw={600} id="rot-title">
            ROT
          </Text>
        </Group>
        <Switch
          label="ROT-avdrag"
          checked={td !== null}
          disabled={props.readOnly}
          onChange={(e) => void toggle(e.currentTarget.checked)}
          data-testid="rot-switch"
        />
      </Group>
      {td && <RotBody {...props} state={state} td={td} />}
    </Paper>
  );
}

function RotBody({
  state,
  td,
  ...props
}: TaxDeductionEditorProps & { state: State; td: DocumentTaxDeduction }) {
  const { readOnly } = props;
  const { messages, result } = state;
  const manual = !td.autoDistribution || td.manualInputInAutoDistribution;

  function changePayer(i: number, patch: Partial<DocumentTaxPayer>, label: string, field?: string) {
    const taxPayers = td.taxPayers.map((p, k) => (k === i ? { ...p, ...patch } : p));
    state.change({ ...td, taxPayers }, label, field ? `taxPayers.${i}.${field}` : undefined);
  }
  function addPayer(stored: ClientTaxPayer | null) {
    state.change({ ...td, taxPayers: [...td.taxPayers, buyerFromClient(stored)] }, 'Lägg till köpare');
  }
  async function removePayer(i: number) {
    const name = td.taxPayers[i]?.name.trim() || `köpare ${i + 1}`;
    const ok = await confirm({
      title: 'Ta bort köparen?',
      message: `${name} och köparens arbeten tas bort från ROT-avdraget.`,
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (ok) state.change({ ...td, taxPayers: td.taxPayers.filter((_, k) => k !== i) }, 'Ta bort köpare');
  }

  return (
    <Stack gap="sm">
      <RotFigures period={state.period} result={result} totals={props.totals} calc={state.calc} />
      <RotOptions
        td={td}
        period={state.period}
        readOnly={readOnly}
        errors={messages.fields}
        onChange={state.change}
      />
      <RotGeneralMessages messages={messages.general} />
      {td.taxPayers.length === 0 && (
        <Text size="sm" c="dimmed">
          Inga köpare ännu. Lägg till de som äger bostaden och ska göra avdraget.
        </Text>
      )}
      {td.taxPayers.map((payer, i) => (
        <RotBuyerCard
          // The order is the identity: a buyer's personnummer may be typed or changed.
          // biome-ignore lint/suspicious/noArrayIndexKey: buyers have no id of their own in the draft
          key={i}
          index={i}
          payer={payer}
          amount={result?.perPayer[i] ?? null}
          showShare={td.autoDistribution}
          showManual={manual}
          readOnly={readOnly}
          errors={buyerErrors(messages.fields, i)}
          onChange={(patch, label, field) => changePayer(i, patch, label, field)}
          onRemove={() => void removePayer(i)}
        />
      ))}
      {!readOnly && td.taxPayers.length < MAX_BUYERS && (
        <AddBuyer stored={storedPayersLeft(state.storedPayers, td)} onAdd={addPayer} />
      )}
    </Stack>
  );
}

/** `taxPayers.1.works.0.hours` → `works.0.hours` for buyer 1. */
function buyerErrors(fields: Record<string, string>, i: number): Record<string, string> {
  const prefix = `taxPayers.${i}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

/** A new empty buyer, or one of the client's stored tax payers not on the document yet. */
function AddBuyer({
  stored,
  onAdd,
}: {
  stored: readonly ClientTaxPayer[];
  onAdd: (payer: ClientTaxPayer | null) => void;
}) {
  const icon = <IconPlus size={16} aria-hidden />;
  if (stored.length === 0) {
    return (
      <Group>
        <Button variant="light" leftSection={icon} onClick={() => onAdd(null)}>
          Lägg till köpare
        </Button>
      </Group>
    );
  }
  return (
    <Group>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button variant="light" leftSection={icon} rightSection={<IconChevronDown size={14} aria-hidden />}>
            Lägg till köpare
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Kundens ROT-köpare</Menu.Label>
          {stored.map((p) => (
            <Menu.Item key={p.uid ?? p.personalNumber} onClick={() => onAdd(p)}>
              {p.name} ({p.personalNumber})
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => onAdd(null)}>Ny köpare</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
