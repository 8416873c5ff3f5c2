import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { clientLimits } from '@shared/domain/client-rules';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { FormSection } from '../../kit';
import { type ClientFormValues, emptyContact } from './client-form-values';

type Form = UseFormReturnType<ClientFormValues>;

interface ClientContactsSectionProps {
  form: Form;
  /** Duplicate phone warnings from the server's check, by form path (`contacts.0.mobile`). */
  warnings: Record<string, string>;
  onCheck: (path: string) => void;
}

function Warning({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" mt={4} c="orange.8" data-testid="phone-warning">
      <IconAlertTriangle size={14} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="orange.8">
        {text}
      </Text>
    </Group>
  );
}

/** Contacts at the client; exactly one is the main contact, whose name and numbers the lists show. */
export function ClientContactsSection({ form, warnings, onCheck }: ClientContactsSectionProps) {
  const contacts = form.getValues().contacts;
  const listError = form.errors.contacts;

  function setMain(index: number) {
    form.setFieldValue(
      'contacts',
      contacts.map((c, i) => ({ ...c, main: i === index })),
    );
  }

  function remove(index: number) {
    const wasMain = contacts[index]?.main;
    form.removeListItem('contacts', index);
    // The rule wants a main contact whenever there are contacts: the first remaining one takes over.
    if (wasMain && contacts.length > 1) form.setFieldValue('contacts.0.main', true);
  }

  const phoneProps = (path: string) => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(e);
        onCheck(path);
      },
    };
  };

  return (
    <FormSection
      title="Kontakter"
      description="Huvudkontakten visas i kundlistan och föreslås på offerter och fakturor."
      testId="client-contacts"
      actions={
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('contacts', emptyContact(contacts.length === 0))}
          disabled={contacts.length >= clientLimits.contacts}
          data-testid="add-contact"
        >
          Lägg till kontakt
        </Button>
      }
    >
      {listError && (
        <Text c="red.7" size="sm" mb="sm" data-field-error="true" role="alert">
          {listError}
        </Text>
      )}
      {contacts.length === 0 ? (
        <Text c="dimmed" size="sm">
          Inga kontakter ännu. Lägg till den ni pratar med hos kunden.
        </Text>
      ) : (
        <Stack gap="sm">
          {contacts.map((contact, i) => (
            <Paper key={contact.key} withBorder radius="md" p="sm" bg="gray.0" data-testid="contact-row">
              <Group justify="space-between" mb="xs">
                <Radio
                  name="main-contact"
                  label="Huvudkontakt"
                  checked={contact.main}
                  onChange={() => setMain(i)}
                  error={form.errors[`contacts.${i}.main`] as string | undefined}
                  data-testid="contact-main"
                />
                <Tooltip label="Ta bort kontakten">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Ta bort kontakten ${contact.name || i + 1}`}
                    onClick={() => remove(i)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Grid gutter="sm">
                <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                  <TextInput
                    label="Namn"
                    withAsterisk
                    maxLength={clientLimits.contactName}
                    {...form.getInputProps(`contacts.${i}.name`)}
                    data-testid="contact-name"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                  <TextInput
                    label="Titel eller roll"
                    maxLength={clientLimits.contactTitle}
                    {...form.getInputProps(`contacts.${i}.title`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6, lg: 5 }}>
                  <TextInput
                    label="E-post"
                    type="email"
                    maxLength={clientLimits.email}
                    {...form.getInputProps(`contacts.${i}.email`)}
                    data-testid="contact-email"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                  <TextInput
                    label="Mobil"
                    type="tel"
                    maxLength={clientLimits.phone}
                    {...phoneProps(`contacts.${i}.mobile`)}
                    data-testid="contact-mobile"
                  />
                  <Warning text={warnings[`contacts.${i}.mobile`]} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                  <TextInput
                    label="Telefon"
                    type="tel"
                    maxLength={clientLimits.phone}
                    {...phoneProps(`contacts.${i}.phone`)}
                    data-testid="contact-phone"
                  />
                  <Warning text={warnings[`contacts.${i}.phone`]} />
                </Grid.Col>
              </Grid>
            </Paper>
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
