import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DocumentAddress, ReadState } from '@shared/api/documents';
import type { ReactNode } from 'react';
import { readStateLabels } from '../documents';

/** Unread states stand out (filled), the rest are quiet. */
export function ReadStateBadge({ state }: { state: ReadState | null }) {
  if (!state) return null;
  const unread = state === 'NEW' || state === 'UPDATED';
  const color = state === 'DELETED_IN_UNIX' ? 'red' : state === 'USED' ? 'green' : 'blue';
  return (
    <Badge variant={unread ? 'filled' : 'light'} color={color} tt="none" data-testid="read-state">
      {readStateLabels[state]}
    </Badge>
  );
}

export function addressLines(address: DocumentAddress): string[] {
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.contactName, address.streetAddress, address.streetAddressExt, place].filter(Boolean);
}

/** A labelled fact of the header: label above, value below, a dash when there is none. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children || '–'}
      </Text>
    </div>
  );
}

/** The header box of a provider document: its facts in a grid that folds to one column on a phone. */
export function FactsCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** Label–amount rows under the lines, the last one emphasised. */
export function SumsCard({ rows }: { rows: Array<[label: string, amount: string | null]> }) {
  const shown = rows.filter(([, amount]) => amount !== null);
  return (
    <Paper withBorder radius="md" p="md" mt="md" maw={420} ml="auto">
      <Stack gap={6}>
        {shown.map(([label, amount], index) => (
          <Group key={label} justify="space-between" gap="xl">
            <Text fz="sm" fw={index === shown.length - 1 ? 700 : 400}>
              {label}
            </Text>
            <Text fz="sm" fw={index === shown.length - 1 ? 700 : 400} ta="right" ff="monospace">
              {amount}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
