import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { DocumentListRow } from '@shared/api/documents';
import { formatKr } from '@shared/domain/format';
import { kindModules } from '../kinds';

/**
 * A document's sum wherever a list shows one: the payable sum after öresavrundning, the figure the
 * editor calls "Att betala" (decision 0021), a credit marked as one by its kind. A row stored before the
 * amount bounds whose sum is past exact integers shows a dash that says why, instead of failing the list.
 */
export function DocumentSum({ row }: { row: Pick<DocumentListRow, 'docType' | 'totalPayableSumOre'> }) {
  const ore = row.totalPayableSumOre;
  if (ore === null) {
    return (
      <Tooltip label="Summan kan inte räknas ut: öppna dokumentet och rätta raderna">
        <Text span c="dimmed" fz="sm" data-testid="document-sum">
          –
        </Text>
      </Tooltip>
    );
  }
  const credit = kindModules[row.docType].creditLabel;
  return (
    <Group component="span" gap={4} wrap="nowrap" justify="flex-end" style={{ display: 'inline-flex' }}>
      {credit && (
        <Badge size="xs" variant="outline" color="red.9" tt="none">
          {credit}
        </Badge>
      )}
      <span data-testid="document-sum" style={{ whiteSpace: 'nowrap' }}>
        {formatKr(ore)}
      </span>
    </Group>
  );
}
