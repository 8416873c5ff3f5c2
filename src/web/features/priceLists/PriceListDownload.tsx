import { Alert, Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import type { FileLink } from '@shared/api/files.api';
import { type PriceListFile, priceListsApi } from '@shared/api/priceLists.api';
import { formatNumber } from '@shared/domain/format';
import { IconAlertTriangle, IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useApiQuery } from '../../api/hooks';

const POLL_MS = 1000;

/** The made file: a direct link (a PDF opens in a new tab, CSV and Excel save under their name). */
export function ReadyLink({ file, label }: { file: FileLink; label: string }) {
  const pdf = file.fileType === 'application/pdf';
  return (
    <Group gap={6} wrap="nowrap" data-testid="price-list-ready">
      {pdf ? <IconExternalLink size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />}
      <Anchor
        href={file.link}
        {...(pdf ? { target: '_blank', rel: 'noopener' } : { download: file.fileName })}
        fw={600}
        size="sm"
        data-testid="price-list-link"
      >
        {pdf ? `Öppna ${label}` : `Ladda ned ${label}`}
      </Anchor>
      <Text size="xs" c="dimmed" visibleFrom="xs">
        (länken gäller i 15 minuter)
      </Text>
    </Group>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      p="xs"
      data-testid="price-list-failed"
    >
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

/** A list being made: the job's progress from the server, then its link. */
function JobProgress({ jobUid, label }: { jobUid: string; label: string }) {
  const status = useApiQuery(
    priceListsApi.status,
    { jobUid },
    { refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? POLL_MS : false), staleTime: 0 },
  );
  const data = status.data;
  if (status.isError) return <Failed message="Det gick inte att följa prislistan. Försök igen." />;
  if (data?.status === 'READY' && data.file) return <ReadyLink file={data.file} label={label} />;
  if (data?.status === 'FAILED') return <Failed message={data.message} />;
  const percent = data?.progressTotal ? Math.round((100 * data.progress) / data.progressTotal) : 0;
  return (
    <Stack gap={4} data-testid="price-list-progress">
      <Text size="sm">
        Skapar {label} …{' '}
        {data?.progressTotal
          ? `${formatNumber(data.progress, 0)} av ${formatNumber(data.progressTotal, 0)} artiklar`
          : 'väntar på sin tur'}
      </Text>
      <Progress
        value={percent}
        animated
        size="sm"
        aria-label={`Skapar ${label}`}
        aria-valuetext={`${percent} procent`}
      />
    </Stack>
  );
}

/** What a request answered: the file at once, or a job to follow. */
export function PriceListDownload({ answer, label }: { answer: PriceListFile; label: string }) {
  if (answer.status === 'READY' && answer.file) return <ReadyLink file={answer.file} label={label} />;
  if (answer.status === 'FAILED' || !answer.jobUid) return <Failed message={answer.message} />;
  return <JobProgress jobUid={answer.jobUid} label={label} />;
}
