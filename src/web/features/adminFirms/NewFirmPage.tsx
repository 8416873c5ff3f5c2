import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminFirmsApi, type FirmSettings } from '@shared/api/adminFirms.api';
import { administrationApi } from '@shared/api/administration.api';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { QueryError } from '../../shell/QueryError';
import { emptyFirmSettings, FirmForm } from './FirmForm';
import { FIRMS_PATH } from './firm-labels';

/**
 * A new customer firm, blank or from a "Bli kund" application (`?ansokan=<uid>`): its name, organisation
 * number and chosen warehouse start the form, and creating the firm approves the application.
 */
export function NewFirmPage() {
  const [params] = useSearchParams();
  const applicationUid = params.get('ansokan');
  const applications = useApiQuery(
    administrationApi.customerApplications,
    { status: 'PENDING' },
    { enabled: applicationUid !== null },
  );
  const warehouses = useApiQuery(adminFirmsApi.warehouses, {}, { enabled: applicationUid !== null });
  const back = (
    <Anchor component={Link} to={applicationUid ? '/admin/ansokningar' : FIRMS_PATH} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {applicationUid ? 'Bli kund-ansökningar' : 'Alla företag'}
      </Group>
    </Anchor>
  );
  if (applicationUid === null) return <Form back={back} initial={emptyFirmSettings} applicationUid={null} />;
  const error = applications.error ?? warehouses.error;
  if (error) return <QueryError what="ansökan" error={error} onRetry={() => void applications.refetch()} />;
  if (!applications.data || !warehouses.data) return <Skeleton h={320} radius="md" />;
  const application = applications.data.items.find((a) => a.uid === applicationUid);
  if (!application)
    return (
      <Stack>
        {back}
        <Text>Ansökan är redan avgjord eller finns inte.</Text>
      </Stack>
    );
  const warehouse = warehouses.data.items.find((w) => w.code === application.warehouse.code);
  const initial: FirmSettings = {
    ...emptyFirmSettings,
    name: application.companyName,
    organisationNumber: application.organisationNumber,
    defaultWarehouseUid: warehouse?.uid ?? null,
  };
  return (
    <Form
      back={back}
      initial={initial}
      applicationUid={applicationUid}
      intro={`Från ansökan av ${application.contactName} (${application.email}). Ansökan godkänns när företaget skapas.`}
    />
  );
}

function Form({
  back,
  initial,
  applicationUid,
  intro,
}: {
  back: React.ReactNode;
  initial: FirmSettings;
  applicationUid: string | null;
  intro?: string;
}) {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      {back}
      <div>
        <Title order={2} fz={22}>
          Nytt företag
        </Title>
        {intro && (
          <Text size="sm" c="dimmed" mt={4}>
            {intro}
          </Text>
        )}
      </div>
      <FirmForm
        firm={null}
        initial={initial}
        applicationUid={applicationUid}
        onCancel={() => void navigate(-1)}
        onSaved={(firm) => {
          void queryClient.invalidateQueries({ queryKey: apiQueryKey(adminFirmsApi.list) });
          void queryClient.invalidateQueries({
            queryKey: apiQueryKey(administrationApi.customerApplications),
          });
          notifications.show({ color: 'green', message: `${firm.settings.name} är skapat.` });
          void navigate(`${FIRMS_PATH}/${firm.uid}`);
        }}
      />
    </Stack>
  );
}
