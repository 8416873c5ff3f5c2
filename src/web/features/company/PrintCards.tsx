import { Checkbox, NumberInput, Select, SimpleGrid, Switch, Textarea } from '@mantine/core';
import type { CompanyProfile, companyApi } from '@shared/api/company.api';
import type { ResultOf } from '@shared/api/endpoint';
import { companyLimits } from '@shared/domain/company-settings';
import type { OwnPriceMode } from '@shared/domain/own-price';
import { DocumentPrintSettingsCard } from './DocumentPrintSettings';
import { PictureField } from './PictureField';
import { SettingsCard } from './SettingsCard';
import { numberInput, useSettingsForm } from './settings-form';

type FormConfig = ResultOf<typeof companyApi.formConfig>;

const printOptions = [
  ['printCode', 'RSK-nummer på raderna'],
  ['printArticle', 'Grossistens artikelnummer på raderna'],
  ['printRowsCount', 'Radnummer'],
  ['printLines', 'Linjer mellan raderna'],
  ['showMarkup', 'Påslag (på interna utskrifter)'],
  ['hideCompanyName', 'Dölj företagsnamnet i sidhuvudet (när logotypen redan visar det)'],
] as const;

export function PrintCard({
  info,
  config,
  editable,
}: {
  info: CompanyProfile['info'];
  config: FormConfig;
  editable: boolean;
}) {
  const form = useSettingsForm();
  const footer = form.getValues().printingSettings.documentsFooterMessage;
  // The per-kind settings follow the firm's print settings, in the same column of the documents page.
  return (
    <>
      <SettingsCard
        title="Utskrift"
        description="Vad offerter, fakturor och andra dokument visar när de skrivs ut."
      >
        <PictureField
          kind="logo"
          link={info.customerLogoLink}
          editable={editable}
          maxBytes={config.maxImageBytes}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
          {printOptions.map(([key, label]) => (
            <Checkbox
              key={key}
              label={label}
              {...form.getInputProps(`printingSettings.${key}`, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
        <NumberInput
          label="Antal exemplar"
          description="Förval för alla dokumenttyper; en typ kan ha ett eget antal nedan"
          w={220}
          min={1}
          max={companyLimits.numberOfCopies}
          allowDecimal={false}
          allowNegative={false}
          {...numberInput(form, 'printingSettings.numberOfCopies')}
        />
        <Textarea
          label="Text i sidfoten"
          description={`${[...footer].length} av ${companyLimits.footerMessage} tecken`}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('printingSettings.documentsFooterMessage')}
        />
        <PictureField
          kind="footer"
          link={info.documentsFooterImageLink}
          editable={editable}
          maxBytes={config.maxImageBytes}
        />
      </SettingsCard>
      <DocumentPrintSettingsCard />
    </>
  );
}

export function DocumentOptionsCard({ config }: { config: FormConfig }) {
  const form = useSettingsForm();
  const mode = form.getInputProps('ownPricesMode');
  const { min, max } = companyLimits.documentNoteMaxLength;
  return (
    <SettingsCard title="Dokument och priser">
      <Switch
        label="Arkivera dokument automatiskt"
        description="Dokument som inte ändrats på 18 månader flyttas till arkivet."
        {...form.getInputProps('autoArchivingDocuments', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label="Längsta anteckning på dokument"
          suffix=" tecken"
          description={`${min}–${max} tecken`}
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=" "
          {...numberInput(form, 'documentNoteMaxLength')}
        />
        <Select
          label="Läge för nya egna priser"
          description="Förval när ni lägger till ett eget pris"
          allowDeselect={false}
          data={config.ownPricesModes}
          {...mode}
          onChange={(v) => v && form.setFieldValue('ownPricesMode', v as OwnPriceMode)}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
