import {
  ActionIcon,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AdminPriceListSettings, adminContentApi } from '@shared/api/adminContent.api';
import { formatDate } from '@shared/domain/format';
import { validateRequired } from '@shared/domain/validators';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { QueryError } from '../../shell/QueryError';
import { GeneralAlert, showRefusal } from './content-parts';

const store = (result: AdminPriceListSettings) =>
  queryClient.setQueryData(apiQueryKey(adminContentApi.priceListSettings, {}), result);

/** The dates the firms' price lists carry, and the sale terms shown above them (decision 0054). */
export function PriceListsPage() {
  const settings = useApiQuery(adminContentApi.priceListSettings, {});
  if (settings.error) {
    return (
      <QueryError
        what="prislistornas inställningar"
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <Skeleton h={240} radius="md" />;
  return (
    <Stack gap="lg">
      <DatesForm settings={settings.data} />
      <SaleTermsForm settings={settings.data} />
    </Stack>
  );
}

function DatesForm({ settings }: { settings: AdminPriceListSettings }) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      mainPriceListDate: settings.mainPriceListDate ?? '',
      netPriceListDate: settings.netPriceListDate ?? '',
    },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      store(
        await call(
          adminContentApi.savePriceListDates,
          {
            mainPriceListDate: values.mainPriceListDate || null,
            netPriceListDate: values.netPriceListDate || null,
          },
          { handleErrors: false },
        ),
      );
      notifications.show({ message: 'Prislistornas datum är sparade.' });
    } catch (error) {
      showRefusal(error, form.setErrors, setGeneral);
    }
  });
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          Prislistornas datum
        </Title>
        <Text size="sm" c="dimmed">
          Datumen visas på företagens prislistor. Lämna tomt om listan inte ska ha något datum.
        </Text>
        <Group grow align="flex-start">
          <TextInput type="date" label="Bruttoprislista" {...form.getInputProps('mainPriceListDate')} />
          <TextInput type="date" label="Nettoprislista" {...form.getInputProps('netPriceListDate')} />
        </Group>
        <GeneralAlert text={general} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Spara datum
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SaleTermsForm({ settings }: { settings: AdminPriceListSettings }) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      title: settings.saleTerms?.title ?? 'Försäljningsvillkor',
      sections: settings.saleTerms?.sections ?? [{ heading: '', text: '' }],
    },
    validate: {
      title: validateRequired,
      sections: { heading: validateRequired, text: validateRequired },
    },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      store(await call(adminContentApi.saveSaleTerms, values, { handleErrors: false }));
      notifications.show({ message: 'Försäljningsvillkoren är sparade och visas för företagen.' });
    } catch (error) {
      showRefusal(error, form.setErrors, setGeneral);
    }
  });
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          Försäljningsvillkor
        </Title>
        {settings.saleTerms && (
          <Text size="sm" c="dimmed">
            Senast ändrade {formatDate(settings.saleTerms.updatedOn)}.
          </Text>
        )}
        <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
        {form.values.sections.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sections have no id; the form's path is the index
          <Stack key={index} gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={`Avsnitt ${index + 1}: rubrik`}
                withAsterisk
                {...form.getInputProps(`sections.${index}.heading`)}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Ta bort avsnitt ${index + 1}`}
                disabled={form.values.sections.length === 1}
                onClick={() => form.removeListItem('sections', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Textarea
              label={`Avsnitt ${index + 1}: text`}
              withAsterisk
              autosize
              minRows={2}
              {...form.getInputProps(`sections.${index}.text`)}
            />
          </Stack>
        ))}
        <GeneralAlert text={general} />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('sections', { heading: '', text: '' })}
          >
            Nytt avsnitt
          </Button>
          <Button type="submit" loading={form.submitting}>
            Spara villkoren
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
