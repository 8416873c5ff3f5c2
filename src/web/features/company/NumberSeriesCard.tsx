import { Checkbox, NumberInput, Switch, Table, Text } from '@mantine/core';
import type { CompanyProfile, CompanySettings } from '@shared/api/company.api';
import {
  MAX_DOCUMENT_NUMBER,
  numberedDocTypeLabels,
  numberedDocTypes,
  seriesGroup,
} from '@shared/domain/number-series';
import { previewNextNumber, type SeriesState } from './next-number';
import { SettingsCard } from './SettingsCard';
import { numberInput, useSettingsForm } from './settings-form';

function seriesState(settings: CompanySettings): SeriesState {
  return {
    joint: settings.numbering.jointNumberingForInvoicesEnabled,
    series: settings.numbering.docsNumbering,
  };
}

function NumberCell({ value }: { value: number | null }) {
  if (value === null) {
    return (
      <Text size="xs" c="dimmed">
        Visas när du sparat
      </Text>
    );
  }
  // Document numbers are printed without grouping (invoice 10001, not 10 001).
  return <Text size="sm">{value}</Text>;
}

function UsedCell({ value }: { value: number }) {
  return value > 0 ? (
    <Text size="sm">{value}</Text>
  ) : (
    <Text size="xs" c="dimmed">
      Inget ännu
    </Text>
  );
}

export function NumberSeriesCard({ info, saved }: { info: CompanyProfile['info']; saved: CompanySettings }) {
  const form = useSettingsForm();
  const values = form.getValues();
  const joint = values.numbering.jointNumberingForInvoicesEnabled;
  const clientChanged = values.numbering.clientMinNumber !== saved.numbering.clientMinNumber;

  return (
    <SettingsCard
      title="Nummerserier"
      description="Vilket nummer varje dokumenttyp börjar på. Med luckor ifyllda återanvänds nummer från borttagna utkast."
      testId="number-series"
    >
      <Switch
        label="Gemensam nummerserie för fakturor och kreditfakturor"
        description="Kreditfakturor får nästa nummer i fakturaserien."
        {...form.getInputProps('numbering.jointNumberingForInvoicesEnabled', { type: 'checkbox' })}
      />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} horizontalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dokument</Table.Th>
              <Table.Th w={170}>Börjar på</Table.Th>
              <Table.Th w={110}>Fyll luckor</Table.Th>
              <Table.Th w={120} ta="right">
                Senast använt
              </Table.Th>
              <Table.Th w={130} ta="right">
                Nästa nummer
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {numberedDocTypes.map((type) => {
              // A series shared with another kind (joint invoice numbering) is set on its first kind's row.
              const lead = seriesGroup(type, joint)[0]!;
              const followsLead = lead !== type;
              const path = `numbering.docsNumbering.${type}`;
              const used = info.numbering.docsNumbering[type]?.maxCurrentNumber ?? 0;
              return (
                <Table.Tr key={type}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {numberedDocTypeLabels[type]}
                    </Text>
                    {followsLead && (
                      <Text size="xs" c="dimmed">
                        Följer {numberedDocTypeLabels[lead].toLowerCase()}serien
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      aria-label={`${numberedDocTypeLabels[type]}: börjar på`}
                      min={1}
                      max={MAX_DOCUMENT_NUMBER}
                      allowDecimal={false}
                      allowNegative={false}
                      disabled={followsLead}
                      {...numberInput(form, `${path}.minNumber`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${numberedDocTypeLabels[type]}: fyll luckor`}
                      disabled={followsLead}
                      {...form.getInputProps(`${path}.fillGaps`, { type: 'checkbox' })}
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    <UsedCell value={used} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <NumberCell
                      value={previewNextNumber({
                        type,
                        edited: seriesState(values),
                        saved: seriesState(saved),
                        info: info.numbering.docsNumbering,
                      })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
            <Table.Tr>
              <Table.Td>
                <Text size="sm" fw={500}>
                  Kundnummer
                </Text>
                <Text size="xs" c="dimmed">
                  Förslag på nya kunder
                </Text>
              </Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  aria-label="Kundnummer: börjar på"
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  {...numberInput(form, 'numbering.clientMinNumber')}
                />
              </Table.Td>
              <Table.Td />
              <Table.Td ta="right">
                <UsedCell value={info.numbering.clientMaxCurrentNumber} />
              </Table.Td>
              <Table.Td ta="right">
                <NumberCell value={clientChanged ? null : info.numbering.clientNextNumber} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SettingsCard>
  );
}
