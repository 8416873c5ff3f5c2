import { Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminFirmsApi, type GuestApplication } from '@shared/api/adminFirms.api';
import { type SiteOption, siteOptionLabels } from '@shared/domain/access';
import { validateEmail, validateOrganisationNumber, validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { call } from '../../api/call';
import { DialogButtons, FormSection, RegisterDialog, refusalOf } from '../../kit';
import { emptyFirmSettings } from '../adminFirms';

/** What a guest tries: quoting and invoicing its own clients; the provider may add more before opening. */
const guestModules: SiteOption[] = ['OFFERS', 'INVOICES', 'CLIENTS', 'EMPLOYEES'];
const offeredModules: SiteOption[] = [...guestModules, 'COST_CALCULATIONS', 'WORK_ORDERS', 'PRICE_LISTS'];

interface Values {
  settings: { code: string; name: string; organisationNumber: string; siteOptions: SiteOption[] };
  admin: { login: string; displayName: string; email: string };
}

function initialValues(a: GuestApplication): Values {
  const login =
    a.email
      .split('@')[0]
      ?.toLowerCase()
      .replace(/[^a-z0-9._-]/g, '') ?? '';
  return {
    settings: {
      code: '',
      name: a.companyName,
      organisationNumber: a.organisationNumber,
      siteOptions: guestModules,
    },
    admin: { login, displayName: a.contactName, email: a.email },
  };
}

/** Opens the guest account in one step: the GUEST firm, its administrator and the mailed login link. */
export function GuestApprovalDialog({
  application,
  onClose,
  onApproved,
}: {
  application: GuestApplication | null;
  onClose: () => void;
  onApproved: (firmName: string) => void;
}) {
  return (
    <RegisterDialog opened={application !== null} onClose={onClose} title="Öppna gästkonto" size={640}>
      {application && <ApprovalForm application={application} onClose={onClose} onApproved={onApproved} />}
    </RegisterDialog>
  );
}

function ApprovalForm({
  application,
  onClose,
  onApproved,
}: {
  application: GuestApplication;
  onClose: () => void;
  onApproved: (firmName: string) => void;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: initialValues(application),
    validate: {
      settings: {
        code: validateRequired,
        name: validateRequired,
        organisationNumber: (v) => validateRequired(v) ?? validateOrganisationNumber(v),
      },
      admin: {
        login: validateRequired,
        displayName: validateRequired,
        email: (v) => validateRequired(v) ?? validateEmail(v),
      },
    },
  });
  const submit = form.onSubmit(async ({ settings, admin }) => {
    setGeneral(null);
    try {
      const firm = await call(
        adminFirmsApi.approveGuest,
        {
          answerUid: application.uid,
          settings: { ...emptyFirmSettings, ...settings, accessLevel: 'GUEST' },
          admin,
        },
        { handleErrors: false },
      );
      onApproved(firm.settings.name);
      onClose();
    } catch (error) {
      const { fields, general } = refusalOf(error);
      form.setErrors(fields);
      setGeneral(general);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="guest-approval-form">
      <Stack gap="md">
        <FormSection title="Gästföretaget">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Kundnummer"
              placeholder="t.ex. G-1001"
              withAsterisk
              {...form.getInputProps('settings.code')}
            />
            <TextInput label="Företagsnamn" withAsterisk {...form.getInputProps('settings.name')} />
            <TextInput
              label="Organisationsnummer"
              withAsterisk
              {...form.getInputProps('settings.organisationNumber')}
            />
          </SimpleGrid>
          <Checkbox.Group label="Moduler att prova" mt="md" {...form.getInputProps('settings.siteOptions')}>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs" spacing="xs">
              {offeredModules.map((option) => (
                <Checkbox key={option} value={option} label={siteOptionLabels[option]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </FormSection>
        <FormSection title="Administratören">
          <Text size="sm" mb="xs">
            Får användarnamnet per e-post med en länk för att välja lösenord (giltig en vecka).
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Användarnamn" withAsterisk {...form.getInputProps('admin.login')} />
            <TextInput label="Namn" withAsterisk {...form.getInputProps('admin.displayName')} />
            <TextInput label="E-post" type="email" withAsterisk {...form.getInputProps('admin.email')} />
          </SimpleGrid>
        </FormSection>
        <DialogButtons
          general={general}
          onCancel={onClose}
          saving={form.submitting}
          submitLabel="Öppna gästkonto och skicka inloggning"
        />
      </Stack>
    </form>
  );
}
