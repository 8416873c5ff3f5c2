import {
  Alert,
  Checkbox,
  Collapse,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { Client } from '@shared/api/clients.api';
import type { DocumentFormConfig, DocumentHeader } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { REVERSE_CHARGE_TEXT } from '@shared/domain/documents/document-lines';
import { addDays, applyClientToHeader, documentLimits } from '@shared/domain/documents/document-rules';
import { IconChevronDown, IconChevronRight, IconScale } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { PercentInput } from '../../../kit';
import { DateField, DateTimeField } from '../../../shell/DateField';
import { kindModules } from '../kinds';
import { ClientDetails, ClientPicker, clientForDocument } from './ClientPicker';
import classes from './DocumentEditor.module.css';

export type HeaderChange = (patch: Partial<DocumentHeader>, label: string, field?: string) => void;

interface HeaderFormProps {
  kind: DocumentKind;
  header: DocumentHeader;
  config: DocumentFormConfig;
  clientCaption: string | null;
  readOnly: boolean;
  errors: Record<string, string>;
  onChange: HeaderChange;
  onClientChosen: (caption: string) => void;
}

const emptyAddress = { streetAddress: '', streetAddressExt: '', zipCode: '', city: '', contactName: '' };
const emptyContact = { name: '', phone: '', mobile: '', email: '' };

/** The document header (api-spec §3.1): client, dates, texts, handläggare and the pricing terms. */
export const HeaderForm = memo(function HeaderForm(props: HeaderFormProps) {
  const { kind, header, config, readOnly, errors, onChange } = props;
  const has = (field: string) => (kind.extraFields as readonly string[]).includes(field);
  const text = (field: 'mark' | 'object' | 'title', label: string) => ({
    value: header[field],
    readOnly,
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ [field]: e.currentTarget.value }, label, field),
    maxLength: documentLimits[field] + 50,
  });

  function chooseClient(client: Client, caption: string) {
    props.onClientChosen(caption);
    onChange(applyClientToHeader(header, clientForDocument(client), header.docDate, has('dueDate')), 'Kund');
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="document-header">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <Stack gap={4} className={classes.span2}>
            <ClientPicker
              clientUid={header.clientUid}
              caption={props.clientCaption}
              readOnly={readOnly}
              error={errors.clientUid}
              onChoose={chooseClient}
              onClear={() =>
                onChange(
                  { clientUid: null, clientAddress: emptyAddress, clientContact: emptyContact },
                  'Ta bort kund',
                )
              }
            />
            <ClientDetails address={header.clientAddress} contact={header.clientContact} />
          </Stack>
          <DateField
            label="Datum"
            value={header.docDate}
            readOnly={readOnly}
            error={errors.docDate}
            onChange={(docDate) => {
              if (!docDate) return;
              const dueDate =
                has('dueDate') && header.paymentDelay !== null
                  ? addDays(docDate, header.paymentDelay)
                  : header.dueDate;
              onChange({ docDate, dueDate }, 'Datum');
            }}
            data-testid="document-date"
          />
          <KindFields {...props} />
          <TextInput
            label="Märkning"
            withAsterisk={config.mandatoryMark}
            {...text('mark', 'Märkning')}
            data-testid="document-mark"
          />
          <TextInput
            label="Objekt"
            withAsterisk={config.mandatoryObject}
            {...text('object', 'Objekt')}
            placeholder="T.ex. Badrum, Storgatan 3"
            data-testid="document-object"
          />
          <TextInput
            label="Rubrik"
            {...text('title', 'Rubrik')}
            className={classes.span2}
            data-testid="document-title"
          />
          <Select
            label="Handläggare"
            placeholder="Välj anställd"
            data={config.employees.map((e) => ({ value: e.uid, label: e.caption }))}
            value={header.employeeUid}
            readOnly={readOnly}
            clearable={!readOnly}
            onChange={(employeeUid) => onChange({ employeeUid }, 'Handläggare')}
          />
          <Select
            label="Moms"
            data={config.vatRates.map((r) => ({ value: String(r.value), label: r.label }))}
            value={String(header.vatRateBp)}
            readOnly={readOnly || header.reverseTaxLiability}
            allowDeselect={false}
            onChange={(value) => value !== null && onChange({ vatRateBp: Number(value) }, 'Moms')}
            data-testid="document-vat"
          />
          <PercentInput
            label="Dokumentrabatt på material"
            value={header.discountBp}
            emptyIsZero
            readOnly={readOnly}
            error={errors.discountBp}
            onChange={(bp) => onChange({ discountBp: bp ?? 0 }, 'Dokumentrabatt', 'discountBp')}
            data-testid="document-discount"
          />
          <Textarea
            label="Anteckningar"
            autosize
            minRows={1}
            maxRows={8}
            value={header.notes}
            readOnly={readOnly}
            error={errors.notes}
            onChange={(e) => onChange({ notes: e.currentTarget.value }, 'Anteckningar', 'notes')}
            description={
              <Text
                span
                size="xs"
                c={header.notes.length > config.noteMaxLength ? 'red' : 'dimmed'}
                data-testid="notes-counter"
              >
                {header.notes.length} / {config.noteMaxLength} tecken
              </Text>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="document-notes"
          />
        </SimpleGrid>
        <TermsSection {...props} />
      </Stack>
    </Paper>
  );
});

function KindFields({ kind, header, config, readOnly, errors, onChange }: HeaderFormProps) {
  const has = (field: string) => (kind.extraFields as readonly string[]).includes(field);
  return (
    <>
      {has('validTill') && (
        <DateField
          label="Giltig t.o.m."
          value={header.validTill}
          minDate={header.docDate}
          clearable
          readOnly={readOnly}
          error={errors.validTill}
          onChange={(validTill) => onChange({ validTill }, 'Giltig t.o.m.')}
          data-testid="document-valid-till"
        />
      )}
      {has('paymentDelay') && (
        <NumberInput
          label="Betalningsvillkor"
          suffix=" dagar"
          min={0}
          max={365}
          allowDecimal={false}
          value={header.paymentDelay ?? ''}
          readOnly={readOnly}
          error={errors.paymentDelay}
          onChange={(value) => {
            const paymentDelay = typeof value === 'number' ? value : null;
            onChange(
              {
                paymentDelay,
                dueDate: paymentDelay === null ? header.dueDate : addDays(header.docDate, paymentDelay),
              },
              'Betalningsvillkor',
              'paymentDelay',
            );
          }}
        />
      )}
      {has('dueDate') && (
        <DateField
          label="Förfallodag"
          value={header.dueDate}
          minDate={header.docDate}
          clearable
          readOnly={readOnly}
          error={errors.dueDate}
          onChange={(dueDate) => onChange({ dueDate }, 'Förfallodag')}
        />
      )}
      {/* A customer order asks for its delivery date in its Leverans section (DeliverySection). */}
      {has('deliveryDate') && !kindModules[kind.type].ordersFromProvider && (
        <DateField
          label="Leveransdatum"
          value={header.deliveryDate}
          clearable
          readOnly={readOnly}
          error={errors.deliveryDate}
          onChange={(deliveryDate) => onChange({ deliveryDate }, 'Leveransdatum')}
        />
      )}
      {has('plannedStartDate') && (
        <DateTimeField
          label="Planerad start"
          value={header.plannedStartDate}
          clearable
          readOnly={readOnly}
          error={errors.plannedStartDate}
          onChange={(plannedStartDate) => onChange({ plannedStartDate }, 'Planerad start')}
        />
      )}
      {has('plannedEndDate') && (
        <DateTimeField
          label="Planerat slut"
          value={header.plannedEndDate}
          minDate={header.plannedStartDate?.slice(0, 10)}
          clearable
          readOnly={readOnly}
          error={errors.plannedEndDate}
          onChange={(plannedEndDate) => onChange({ plannedEndDate }, 'Planerat slut')}
        />
      )}
      {has('assigneeUids') && (
        <MultiSelect
          label="Utförare"
          placeholder={header.assigneeUids.length ? undefined : 'Välj anställda'}
          data={config.employees.map((e) => ({ value: e.uid, label: e.caption }))}
          value={header.assigneeUids}
          readOnly={readOnly}
          onChange={(assigneeUids) => onChange({ assigneeUids }, 'Utförare')}
          className={classes.span2}
        />
      )}
      {has('workOrderNote') && (
        <Textarea
          label="Arbetsbeskrivning"
          autosize
          minRows={1}
          maxRows={6}
          value={header.workOrderNote}
          readOnly={readOnly}
          error={errors.workOrderNote}
          onChange={(e) =>
            onChange({ workOrderNote: e.currentTarget.value }, 'Arbetsbeskrivning', 'workOrderNote')
          }
          className={classes.span2}
        />
      )}
    </>
  );
}

function TermsSection({ header, config, readOnly, errors, onChange }: HeaderFormProps) {
  const priceTermsLocked = readOnly || !config.netPricesVisible;
  const anyOn =
    header.markupToPurchasePrice || header.reverseTaxLiability || header.includeDocumentDiscountToProfit;
  const [open, setOpen] = useState(anyOn || Boolean(errors.vatRegistrationId));
  const shown = open || Boolean(errors.vatRegistrationId);
  return (
    <Stack gap="sm">
      <UnstyledButton
        onClick={() => setOpen(!shown)}
        aria-expanded={shown}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6, alignSelf: 'flex-start' }}
        data-testid="document-terms-toggle"
      >
        {shown ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        <Text fw={600} size="sm">
          Påslag och omvänd betalningsskyldighet
        </Text>
        {!shown && anyOn && (
          <Text size="xs" c="dimmed">
            (inställt)
          </Text>
        )}
      </UnstyledButton>
      <Collapse in={shown}>
        <Stack gap="sm">
          <Group gap="lg" wrap="wrap">
            <Stack gap={6}>
              <Checkbox
                label="Påslag på inköpspris för material"
                checked={header.markupToPurchasePrice}
                disabled={priceTermsLocked}
                onChange={(e) =>
                  onChange({ markupToPurchasePrice: e.currentTarget.checked }, 'Påslag på inköpspris')
                }
              />
              <Checkbox
                label="Påslag även på egna materialartiklar"
                checked={header.markupToMaterialOwnArticles}
                disabled={priceTermsLocked || !header.markupToPurchasePrice}
                onChange={(e) =>
                  onChange(
                    { markupToMaterialOwnArticles: e.currentTarget.checked },
                    'Påslag på egna materialartiklar',
                  )
                }
              />
              {config.netPricesVisible && (
                <Checkbox
                  label="Dokumentrabatten minskar täckningsbidraget"
                  checked={header.includeDocumentDiscountToProfit}
                  disabled={readOnly}
                  onChange={(e) =>
                    onChange(
                      { includeDocumentDiscountToProfit: e.currentTarget.checked },
                      'Rabatt i täckningsbidrag',
                    )
                  }
                />
              )}
            </Stack>
          </Group>
          <Group gap="md" align="flex-start" wrap="wrap">
            <Checkbox
              mt={4}
              label="Omvänd betalningsskyldighet (byggtjänst)"
              checked={header.reverseTaxLiability}
              disabled={readOnly}
              onChange={(e) =>
                onChange({ reverseTaxLiability: e.currentTarget.checked }, 'Omvänd betalningsskyldighet')
              }
              data-testid="document-reverse-tax"
            />
            {header.reverseTaxLiability && (
              <TextInput
                label="Köparens momsregistreringsnummer"
                withAsterisk
                placeholder="SE556677889901"
                value={header.vatRegistrationId}
                readOnly={readOnly}
                error={errors.vatRegistrationId}
                onChange={(e) =>
                  onChange(
                    { vatRegistrationId: e.currentTarget.value },
                    'Momsregistreringsnummer',
                    'vatRegistrationId',
                  )
                }
                w={260}
              />
            )}
          </Group>
          {header.reverseTaxLiability && (
            <Alert
              variant="light"
              color="blue"
              icon={<IconScale size={18} />}
              p="xs"
              data-testid="reverse-charge-text"
            >
              <Text size="sm">
                På dokumentet står: <b>{REVERSE_CHARGE_TEXT}</b>
                {header.vatRegistrationId ? ` – köparens momsnr ${header.vatRegistrationId}` : ''}. Ingen moms
                tas ut.
              </Text>
            </Alert>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
