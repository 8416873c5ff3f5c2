import { ActionIcon, Badge, Button, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import type { ChartAccountRow } from '@shared/api/accounting.api';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, FormSection } from '../../kit';
import { AccountDialog, type AccountDialogTarget } from './AccountDialog';

const originLabels: Record<ChartAccountRow['origin'], string | null> = {
  BAS: null,
  RENAMED: 'Eget namn',
  OWN: 'Eget konto',
};

function matches(account: ChartAccountRow, search: string): boolean {
  const s = search.trim().toLowerCase();
  return s === '' || account.account.startsWith(s) || account.name.toLowerCase().includes(s);
}

/** The chart: BAS accounts seeded with their SRU codes, the firm's names for them and its own accounts. */
export function AccountsCard({
  accounts,
  editable,
}: {
  accounts: readonly ChartAccountRow[];
  editable: boolean;
}) {
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ opened: boolean; target: AccountDialogTarget }>({
    opened: false,
    target: null,
  });
  const shown = accounts.filter((a) => matches(a, search));
  return (
    <FormSection
      title="Kontoplan"
      description="BAS-kontoplanen med SRU-koder. Lägg till egna konton, t.ex. ett för arbete och ett för material."
      testId="accounting-accounts"
      actions={
        editable && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ opened: true, target: null })}
            data-testid="account-add"
          >
            Lägg till konto
          </Button>
        )
      }
    >
      <TextInput
        aria-label="Sök konto"
        placeholder="Sök på nummer eller namn"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="sm"
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={IconSearch}
          title="Inget konto matchar sökningen"
          text="Sök på kontonummer, t.ex. 30, eller på en del av namnet."
        />
      ) : (
        <ScrollArea.Autosize mah={480} type="auto">
          <Table striped highlightOnHover verticalSpacing={6} data-testid="accounts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>Konto</Table.Th>
                <Table.Th>Namn</Table.Th>
                <Table.Th w={60}>SRU</Table.Th>
                {editable && <Table.Th w={44} aria-label="Byt namn" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((a) => (
                <Table.Tr key={a.account} data-testid={`account-row-${a.account}`}>
                  <Table.Td fw={600}>{a.account}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{a.name}</Text>
                    {originLabels[a.origin] && (
                      <Badge size="xs" variant="light" tt="none">
                        {originLabels[a.origin]}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{a.sru ?? '–'}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Byt namn på konto ${a.account}`}
                        onClick={() => setDialog({ opened: true, target: a })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <AccountDialog
        opened={dialog.opened}
        target={dialog.target}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
    </FormSection>
  );
}
