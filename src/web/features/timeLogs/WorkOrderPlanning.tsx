import { Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DocumentHeader } from '@shared/api/documents';
import { timeLogsApi } from '@shared/api/timeLogs.api';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatKr } from '@shared/domain/format';
import {
  type AssigneeStatus,
  assigneeStatuses,
  assigneeStatusLabels,
  sumWithoutWorksOre,
} from '@shared/domain/time-logs';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useApiQuery } from '../../api/hooks';
import { CardSection } from '../../kit';

type HeaderChange = (patch: Partial<DocumentHeader>, label: string, field?: string) => void;

interface WorkOrderPlanningProps {
  docType: DocumentType;
  header: DocumentHeader;
  readOnly: boolean;
  onChange: HeaderChange;
  /** The order's invoiced sum as loaded (api-spec §3.1) and its live totals for the sum without work. */
  sums: { invoicedOre: number | null; totals: Parameters<typeof sumWithoutWorksOre>[0] };
}

const flags = [
  ['booked', 'Bokad'],
  ['marked', 'Markerad'],
  ['partiallyComplete', 'Delvis klar'],
  ['ata', 'ÄTA'],
] as const;

/**
 * A work order's planning (issue #19, api-spec §3.1): booked, marked, partially complete, ÄTA, and how
 * far each assignee has come (the assignees themselves are chosen in the header, "Utförare").
 */
export function WorkOrderPlanning({ docType, header, readOnly, onChange, sums }: WorkOrderPlanningProps) {
  const timeLogged = documentKinds[docType].timeLogged;
  const config = useApiQuery(timeLogsApi.workOrderListFormConfig, {}, { enabled: timeLogged });
  if (!timeLogged) return null;
  const names = new Map((config.data?.employees ?? []).map((e) => [e.uid, e.caption]));
  const statusOf = (uid: string): AssigneeStatus =>
    header.assigneeStatuses.find((s) => s.employeeUid === uid)?.status ?? 'NOT_STARTED';
  const setStatus = (employeeUid: string, status: AssigneeStatus) =>
    onChange(
      {
        assigneeStatuses: [
          ...header.assigneeStatuses.filter(
            (s) => s.employeeUid !== employeeUid && header.assigneeUids.includes(s.employeeUid),
          ),
          { employeeUid, status },
        ],
      },
      'Status för utförare',
    );
  return (
    <CardSection
      titleId="work-order-planning-title"
      title="Planering"
      icon={<IconCalendarCheck size={18} aria-hidden />}
      testId="work-order-planning"
    >
      <Stack gap="sm">
        <Group gap="lg" wrap="wrap">
          {flags.map(([field, label]) => (
            <Checkbox
              key={field}
              label={label}
              checked={header[field]}
              disabled={readOnly}
              onChange={(e) => onChange({ [field]: e.currentTarget.checked }, label)}
            />
          ))}
        </Group>
        <Group gap="xl" wrap="wrap" data-testid="work-order-sums">
          <Text size="sm">
            Fakturerat hittills (inkl. moms): <b>{formatKr(sums.invoicedOre ?? 0)}</b>
          </Text>
          <Text size="sm">
            Summa utan arbete (exkl. moms): <b>{formatKr(sumWithoutWorksOre(sums.totals))}</b>
          </Text>
        </Group>
        {header.assigneeUids.length === 0 ? (
          <Text size="sm" c="dimmed">
            Välj utförare ovan för att följa deras status.
          </Text>
        ) : (
          <Stack gap={6}>
            {header.assigneeUids.map((uid) => (
              <Group key={uid} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">{names.get(uid) ?? 'Anställd'}</Text>
                <SegmentedControl
                  size="xs"
                  disabled={readOnly}
                  value={statusOf(uid)}
                  onChange={(value) => setStatus(uid, value as AssigneeStatus)}
                  data={assigneeStatuses.map((s) => ({ value: s, label: assigneeStatusLabels[s] }))}
                  aria-label={`Status för ${names.get(uid) ?? 'utföraren'}`}
                />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </CardSection>
  );
}
