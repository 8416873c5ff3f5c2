import { Alert, Checkbox, Grid, Group, List, Select, Stack, Text } from '@mantine/core';
import type { DocumentTaxDeduction } from '@shared/api/documents';
import type { TaxDeductionCalculation } from '@shared/api/taxDeduction.api';
import type { DocumentTotals } from '@shared/domain/documents/document-lines';
import { formatDate, formatKr, formatNumber } from '@shared/domain/format';
import type { RotAmountResult } from '@shared/domain/rot/rot-amount';
import type { RotPeriod } from '@shared/domain/rot/rot-periods';
import type { HeatingPumpWorkType } from '@shared/domain/rot/work-types';
import { bpToPercentText, PercentInput } from '../../kit';
import { readableError } from './RotBuyerCard';

type Change = (next: DocumentTaxDeduction, label: string, field?: string) => void;

const pumpLabels: Record<HeatingPumpWorkType, string> = {
  NONE: 'Ingen',
  MOUNTAIN_HEATING_PUMP: 'Bergvärme',
  AIR_OR_WATER_HEATING_PUMP: 'Luft-vatten',
  OTHER: 'Annan',
};

function pumpShareBp(type: HeatingPumpWorkType, period: RotPeriod | null): number | null {
  if (type === 'MOUNTAIN_HEATING_PUMP') return period?.mountainHeatPumpLabourBp ?? null;
  if (type === 'AIR_OR_WATER_HEATING_PUMP') return period?.airWaterHeatPumpLabourBp ?? null;
  return null;
}

/** Automatic or manual distribution, and a heat pump's standard labour share. */
export function RotOptions({
  td,
  period,
  readOnly,
  errors,
  onChange,
}: {
  td: DocumentTaxDeduction;
  period: RotPeriod | null;
  readOnly: boolean;
  errors: Record<string, string>;
  onChange: Change;
}) {
  return (
    <Grid gutter="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Stack gap={6}>
          <Checkbox
            label="Automatisk fördelning"
            checked={td.autoDistribution}
            disabled={readOnly}
            onChange={(e) =>
              onChange({ ...td, autoDistribution: e.currentTarget.checked }, 'Automatisk fördelning')
            }
          />
          <Checkbox
            label="Manuell inmatning vid automatisk fördelning"
            checked={td.manualInputInAutoDistribution}
            disabled={readOnly || !td.autoDistribution}
            onChange={(e) =>
              onChange(
                { ...td, manualInputInAutoDistribution: e.currentTarget.checked },
                'Manuell inmatning vid automatisk fördelning',
              )
            }
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, sm: 3 }}>
        <Select
          label="Värmepump"
          data={(Object.keys(pumpLabels) as HeatingPumpWorkType[]).map((value) => {
            const bp = pumpShareBp(value, period);
            const share = bp === null ? '' : ` (arbete ${bpToPercentText(bp)} %)`;
            return { value, label: `${pumpLabels[value]}${share}` };
          })}
          value={td.heatingPumpsWorkType}
          allowDeselect={false}
          readOnly={readOnly}
          onChange={(v) =>
            v && onChange({ ...td, heatingPumpsWorkType: v as HeatingPumpWorkType }, 'Värmepump')
          }
        />
      </Grid.Col>
      {td.heatingPumpsWorkType === 'OTHER' && (
        <Grid.Col span={{ base: 12, xs: 6, sm: 3 }}>
          <PercentInput
            label="Arbetskostnadens andel"
            value={td.customHeatingPumpsWorkPart}
            readOnly={readOnly}
            error={errors.customHeatingPumpsWorkPart}
            styles={readableError}
            onChange={(bp) =>
              onChange(
                { ...td, customHeatingPumpsWorkPart: bp },
                'Arbetskostnadens andel',
                'customHeatingPumpsWorkPart',
              )
            }
          />
        </Grid.Col>
      )}
    </Grid>
  );
}

const hours = (thousandths: number) => formatNumber(thousandths / 1_000, 3).replace(/,?0+$/, '');

/** The period's rate and cap, the base and maximum, and the ROT lines the works must add up to. */
export function RotFigures({
  period,
  result,
  totals,
  calc,
}: {
  period: RotPeriod | null;
  result: RotAmountResult | null;
  totals: DocumentTotals;
  calc: { data?: TaxDeductionCalculation; isError: boolean; isFetching: boolean };
}) {
  return (
    <Stack gap={4} data-testid="rot-figures">
      {period ? (
        <Text size="sm">
          Procentsats <b>{bpToPercentText(period.rateBp)} %</b> · tak <b>{formatKr(period.capOre)}</b> per
          person och år{' '}
          <Text span size="sm" c="dimmed">
            (gäller från {formatDate(period.validFrom)})
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="orange.9">
          Det finns ingen ROT-procentsats för dokumentets datum
        </Text>
      )}
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          Underlag (arbete inkl. moms): <b data-testid="rot-base">{formatKr(result?.baseOre ?? 0)}</b>
        </Text>
        <Text size="sm">
          Högsta avdrag: <b data-testid="rot-max">{formatKr(result?.requestedMaxOre ?? 0)}</b>
        </Text>
        <Text size="sm">
          Totalt ROT-avdrag: <b data-testid="rot-total">{formatKr(result?.totalOre ?? 0)}</b>
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        ROT-raderna: {hours(totals.rotDurationThousandths)} timmar, material inkl. moms{' '}
        {formatKr(totals.materialDocDiscountedInclVatOre)} — arbetenas timmar och material ska bli samma
        summor.
      </Text>
      {calc.isError && (
        <Text size="sm" c="orange.9" role="status">
          Årets tidigare ROT-avdrag kunde inte hämtas; beloppen räknas om när dokumentet sparas.
        </Text>
      )}
    </Stack>
  );
}

/** The rules that concern the whole ROT part (shares, totals, the maximum). */
export function RotGeneralMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="rot-messages" p="xs">
      <List size="sm" c="red.9">
        {messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
