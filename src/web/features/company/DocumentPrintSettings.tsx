/**
 * Per kind of document: how many copies to print, which layout the print menu starts with and the
 * e-mail's subject and message (api-spec §3.12 documentSettings). Empty means the default: the firm's
 * number of copies, the kind's first layout, the kind's Swedish default text.
 */
import {
  Accordion,
  Badge,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TEXT } from '@shared/api/limits';
import { companyLimits } from '@shared/domain/company-settings';
import {
  type DocumentType,
  documentKinds,
  kindsOfOptions,
  type PrintLayout,
} from '@shared/domain/documents/document-kinds';
import { defaultEmailTexts, emailTextFields } from '@shared/domain/documents/email-texts';
import { printLayoutLabels } from '@shared/domain/documents/print-layout-labels';
import { useState } from 'react';
import { useSession } from '../../session/session-store';
import { SettingsCard } from './SettingsCard';
import { type SettingsForm, useSettingsForm } from './settings-form';

/** The fields a text may name, as one line under the e-mail texts. */
const fieldsHelp = `Tomt: standardtexten. Fält: ${Object.entries(emailTextFields)
  .map(([field, meaning]) => `${field} ${meaning}`)
  .join(', ')}.`;

const pathOf = (type: DocumentType) => `printingSettings.documentSettings.${type}` as const;

/** Copies may be left empty (the firm's number); an emptied input is null, never NaN. */
function copiesInput(form: SettingsForm, type: DocumentType) {
  const path = `${pathOf(type)}.numberOfCopies`;
  const props = form.getInputProps(path);
  return {
    ...props,
    value: typeof props.value === 'number' ? props.value : '',
    onChange: (next: number | string) =>
      form.setFieldValue(path, (next === '' ? null : Number(next)) as never),
  };
}

function summary(form: SettingsForm, type: DocumentType): string {
  const settings = form.getValues().printingSettings.documentSettings[type];
  const parts = [
    settings.numberOfCopies === null ? null : `${settings.numberOfCopies} ex.`,
    settings.layout === null ? null : printLayoutLabels[settings.layout],
    settings.emailSubject || settings.emailMessage ? 'egen e-posttext' : null,
  ].filter((p) => p !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Förval';
}

function KindSettings({ type, firmCopies }: { type: DocumentType; firmCopies: number }) {
  const form = useSettingsForm();
  const kind = documentKinds[type];
  const first = kind.printLayouts[0];
  const layout = form.getInputProps(`${pathOf(type)}.layout`);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      <NumberInput
        label="Antal exemplar"
        description="Tomt: företagets antal"
        placeholder={`${firmCopies} (företagets)`}
        min={1}
        max={companyLimits.numberOfCopies}
        allowDecimal={false}
        allowNegative={false}
        {...copiesInput(form, type)}
      />
      <Select
        label="Förvald layout"
        description="Står först i utskriftsmenyn"
        placeholder={first ? `${printLayoutLabels[first]} (förval)` : undefined}
        clearable
        clearButtonProps={{ 'aria-label': 'Använd förvalet' }}
        data={kind.printLayouts.map((l) => ({ value: l, label: printLayoutLabels[l] }))}
        {...layout}
        onChange={(value) => form.setFieldValue(`${pathOf(type)}.layout`, value as PrintLayout | null)}
      />
      {kind.creatable && (
        <>
          <TextInput
            label="Ämne i e-post"
            placeholder={defaultEmailTexts[type].subject}
            maxLength={TEXT.line}
            style={{ gridColumn: '1 / -1' }}
            {...form.getInputProps(`${pathOf(type)}.emailSubject`)}
          />
          <Textarea
            label="Meddelande i e-post"
            description={fieldsHelp}
            placeholder={defaultEmailTexts[type].message}
            autosize
            minRows={3}
            maxRows={8}
            style={{ gridColumn: '1 / -1' }}
            {...form.getInputProps(`${pathOf(type)}.emailMessage`)}
          />
        </>
      )}
    </SimpleGrid>
  );
}

/** One row per kind the firm has switched on; a kind with an error opens so the message is seen. */
export function DocumentPrintSettingsCard() {
  const form = useSettingsForm();
  const session = useSession();
  const [opened, setOpened] = useState<string[]>([]);
  const types = kindsOfOptions(session?.enabledSiteOption ?? []);
  const firmCopies = form.getValues().printingSettings.numberOfCopies;
  const withErrors = types.filter((t) =>
    Object.keys(form.errors).some((field) => field.startsWith(`${pathOf(t)}.`) && form.errors[field]),
  );
  const value = [...new Set([...opened, ...withErrors])];
  return (
    <SettingsCard
      title="Utskrift och e-post per dokumenttyp"
      description="Antal exemplar, förvald layout och e-posttext för varje dokumenttyp. Tomma fält följer förvalet."
      testId="document-print-settings"
    >
      <Accordion multiple variant="contained" radius="md" value={value} onChange={setOpened}>
        {types.map((type) => (
          <Accordion.Item key={type} value={type} data-testid={`print-settings-${type}`}>
            <Accordion.Control>
              <Group justify="space-between" gap="xs" wrap="nowrap" pr="xs">
                <Text fw={600} size="sm">
                  {documentKinds[type].pluralLabel}
                </Text>
                {withErrors.includes(type) ? (
                  <Badge size="sm" color="red" tt="none">
                    Fel
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed" ta="right">
                    {summary(form, type)}
                  </Text>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <KindSettings type={type} firmCopies={Number.isFinite(firmCopies) ? firmCopies : 1} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </SettingsCard>
  );
}
