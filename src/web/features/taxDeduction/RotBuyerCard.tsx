import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { DocumentTaxPayer, RotWork } from '@shared/api/documents';
import { formatKr } from '@shared/domain/format';
import type { RotPayerAmount } from '@shared/domain/rot/rot-amount';
import { rotWorkTypeLabels, rotWorkTypes } from '@shared/domain/rot/work-types';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MoneyInput, PercentInput, QuantityInput } from '../../kit';
import { nextWorkType } from './rot-draft';

/** Mantine's red.6 reads 3.3:1 on white; the messages use the darker red (axe, WCAG AA). */
export const readableError = {
  error: { color: 'var(--mantine-color-red-9)' },
};

export type BuyerChange = (patch: Partial<DocumentTaxPayer>, label: string, field?: string) => void;

interface RotBuyerCardProps {
  index: number;
  payer: DocumentTaxPayer;
  /** The computed amount and remaining cap; null before the period is known. */
  amount: RotPayerAmount | null;
  showShare: boolean;
  showManual: boolean;
  readOnly: boolean;
  /** Messages by field inside this buyer (`personalNumber`, `works.0.hours`). */
  errors: Record<string, string>;
  onChange: BuyerChange;
  onRemove: () => void;
}

/** One buyer (skattebetalare): who, which home, the share or typed amount, the works, the deduction. */
export function RotBuyerCard(props: RotBuyerCardProps) {
  const { index, payer, readOnly, errors, onChange } = props;
  const caption = payer.name.trim() || `Köpare ${index + 1}`;
  const text = (field: 'name' | 'personalNumber' | 'propertyDesignation' | 'flatNumber', label: string) => ({
    label,
    value: payer[field],
    error: errors[field],
    readOnly,
    styles: readableError,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ [field]: e.currentTarget.value }, label, field),
  });
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="rot-buyer" aria-label={caption}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {caption}
        </Text>
        {!readOnly && (
          <Tooltip label="Ta bort köparen">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Ta bort köparen ${caption}`}
              onClick={props.onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...text('name', 'Namn')} withAsterisk />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...text('personalNumber', 'Personnummer')}
            withAsterisk
            placeholder="ÅÅÅÅMMDDNNNN"
            inputMode="numeric"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput {...text('propertyDesignation', 'Fastighetsbeteckning (hus)')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput {...text('flatNumber', 'Lägenhetsnummer (bostadsrätt)')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput
            label="BRF:s organisationsnummer"
            placeholder="NNNNNN-NNNN"
            value={payer.associationOrgNumber}
            error={errors.associationOrgNumber}
            readOnly={readOnly}
            styles={readableError}
            onChange={(e) =>
              onChange(
                { associationOrgNumber: e.currentTarget.value },
                'BRF:s organisationsnummer',
                'associationOrgNumber',
              )
            }
          />
        </Grid.Col>
        <BuyerAmounts {...props} />
      </Grid>
      <RotWorks
        caption={caption}
        works={payer.works}
        readOnly={readOnly}
        errors={errors}
        onChange={(works, label, field) => onChange({ works }, label, field)}
      />
    </Paper>
  );
}

function BuyerAmounts({
  payer,
  amount,
  showShare,
  showManual,
  readOnly,
  errors,
  onChange,
}: RotBuyerCardProps) {
  return (
    <>
      {showShare && (
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <PercentInput
            label="Andel"
            placeholder="Lika delar"
            value={payer.shareBp}
            error={errors.shareBp}
            readOnly={readOnly}
            styles={readableError}
            onChange={(shareBp) => onChange({ shareBp }, 'Andel', 'shareBp')}
          />
        </Grid.Col>
      )}
      {showManual && (
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <MoneyInput
            label="Begärt belopp"
            placeholder="Beräknat"
            value={payer.manualOre}
            error={errors.manualOre}
            readOnly={readOnly}
            styles={readableError}
            onChange={(manualOre) => onChange({ manualOre }, 'Begärt belopp', 'manualOre')}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label="ROT-avdrag"
          value={formatKr(payer.amountOre)}
          readOnly
          variant="filled"
          data-testid="rot-buyer-amount"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Text size="sm" fw={500} component="div">
          Kvar av årets tak
        </Text>
        <Text size="sm" mt={6} data-testid="rot-buyer-cap">
          {amount ? formatKr(amount.maxOre) : '–'}
        </Text>
      </Grid.Col>
    </>
  );
}

interface RotWorksProps {
  caption: string;
  works: readonly RotWork[];
  readOnly: boolean;
  errors: Record<string, string>;
  onChange: (works: RotWork[], label: string, field?: string) => void;
}

/** The buyer's works: type, hours and material cost each; one of each type at most. */
function RotWorks({ caption, works, readOnly, errors, onChange }: RotWorksProps) {
  const next = nextWorkType(works);
  const update = (j: number, patch: Partial<RotWork>, label: string, field: string) =>
    onChange(
      works.map((w, k) => (k === j ? { ...w, ...patch } : w)),
      label,
      `works.${j}.${field}`,
    );
  return (
    <Stack gap={6} mt="sm" role="group" aria-label={`Arbeten för ${caption}`}>
      <Text size="sm" fw={600}>
        Arbeten
      </Text>
      {errors.works && (
        <Text size="sm" c="red.9" role="alert">
          {errors.works}
        </Text>
      )}
      {works.map((work, j) => (
        <Group key={work.type} gap="xs" align="flex-start" wrap="wrap" data-testid="rot-work">
          <Select
            label="Arbetstyp"
            w={{ base: '100%', xs: 180 }}
            data={rotWorkTypes.map((t) => ({
              value: t,
              label: rotWorkTypeLabels[t],
              disabled: t !== work.type && works.some((w) => w.type === t),
            }))}
            value={work.type}
            allowDeselect={false}
            readOnly={readOnly}
            error={errors[`works.${j}.type`]}
            styles={readableError}
            onChange={(type) => type && update(j, { type: type as RotWork['type'] }, 'Arbetstyp', 'type')}
          />
          <QuantityInput
            label="Timmar"
            w={{ base: 'calc(50% - 24px)', xs: 110 }}
            value={work.hours}
            readOnly={readOnly}
            error={errors[`works.${j}.hours`]}
            styles={readableError}
            onChange={(hours) => update(j, { hours: hours ?? 0 }, 'Timmar', 'hours')}
          />
          <MoneyInput
            label="Material"
            w={{ base: 'calc(50% - 24px)', xs: 150 }}
            value={work.materialCostOre}
            readOnly={readOnly}
            error={errors[`works.${j}.materialCostOre`]}
            styles={readableError}
            onChange={(ore) => update(j, { materialCostOre: ore ?? 0 }, 'Material', 'materialCostOre')}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={`Ta bort arbetet ${rotWorkTypeLabels[work.type]} för ${caption}`}
              onClick={() =>
                onChange(
                  works.filter((_, k) => k !== j),
                  'Ta bort arbete',
                )
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && next && (
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            aria-label={`Lägg till arbete för ${caption}`}
            onClick={() =>
              onChange([...works, { type: next, hours: 0, materialCostOre: 0 }], 'Lägg till arbete')
            }
          >
            Lägg till arbete
          </Button>
        </Group>
      )}
    </Stack>
  );
}
