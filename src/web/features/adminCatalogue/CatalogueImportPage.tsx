import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { adminCatalogueApi } from '@shared/api/adminCatalogue.api';
import { IconFileUpload, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { uploadFile } from '../../api/upload';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { CampaignsCard } from './CampaignsCard';
import { FirmDiscountsCard } from './FirmDiscountsCard';
import { ImportCard } from './ImportCard';

const running = (status: string) => status === 'QUEUED' || status === 'RUNNING';

/**
 * Price files and rabattbrev from the browser (decision 0062): the same import as `npm run catalogue:import`,
 * run as a job any app server takes; the list follows its progress every second while one runs.
 */
export function CatalogueImportPage() {
  const imports = useApiQuery(
    adminCatalogueApi.imports,
    {},
    {
      refetchInterval: (query) => (query.state.data?.items.some((i) => running(i.status)) ? 1000 : false),
    },
  );
  return (
    <Stack gap="lg">
      <UploadForm />
      <Title order={2} fz="h4">
        Senaste importer
      </Title>
      {imports.error ? (
        <QueryError what="importerna" error={imports.error} onRetry={() => void imports.refetch()} />
      ) : !imports.data ? (
        <Skeleton h={120} radius="md" />
      ) : imports.data.items.length === 0 ? (
        <EmptyState
          icon={IconInbox}
          title="Inga importer ännu"
          text="Ladda upp en prisfil eller ett rabattbrev ovan."
        />
      ) : (
        imports.data.items.map((item) => <ImportCard key={item.importId} item={item} />)
      )}
      <FirmDiscountsCard />
      <CampaignsCard />
    </Stack>
  );
}

function UploadForm() {
  const [file, setFile] = useState<File | null>(null);
  const [firmCode, setFirmCode] = useState('');
  const [errors, setErrors] = useState<{ content?: string; firmCode?: string; general?: string }>({});
  const [sending, setSending] = useState(false);
  async function start() {
    if (!file) return setErrors({ content: 'Välj en fil' });
    setErrors({});
    setSending(true);
    try {
      await uploadFile(adminCatalogueApi.startImport, file, {
        fileName: file.name,
        ...(firmCode.trim() ? { firmCode: firmCode.trim() } : {}),
      });
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: apiQueryKey(adminCatalogueApi.imports) });
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      const fields = error.fieldMessages();
      setErrors(
        fields.content || fields.firmCode
          ? { content: fields.content, firmCode: fields.firmCode }
          : { general: error.displayText },
      );
    } finally {
      setSending(false);
    }
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed" mb="sm" maw={760}>
        En prisfil (Artikelnummer, Benämning, Bruttopris, Rabattgrupp …) uppdaterar katalogen för alla kunder.
        Ett rabattbrev (Kundnummer, Rabattgrupp, Rabatt) ersätter kundens rabatter; saknar det kolumnen
        Kundnummer anger du kunden här. Semikolonseparerad text, UTF-8 eller Windows-1252.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FileInput
          label="Fil"
          placeholder="Välj prisfil eller rabattbrev"
          accept=".csv,.txt,text/csv,text/plain"
          leftSection={<IconFileUpload size={18} />}
          value={file}
          onChange={setFile}
          error={errors.content}
          clearable
        />
        <TextInput
          label="Kundnummer"
          description="Bara för ett rabattbrev utan kolumnen Kundnummer"
          value={firmCode}
          onChange={(e) => setFirmCode(e.currentTarget.value)}
          error={errors.firmCode}
        />
      </SimpleGrid>
      {errors.general && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {errors.general}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button onClick={() => void start()} loading={sending}>
          Starta import
        </Button>
      </Group>
    </Paper>
  );
}
