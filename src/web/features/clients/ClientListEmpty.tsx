import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconPlus, IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';

interface ClientListEmptyProps {
  inactive: boolean;
  filtered: boolean;
  search: string;
  canCreate: boolean;
  onClear: () => void;
}

export function ClientListEmpty({ inactive, filtered, search, canCreate, onClear }: ClientListEmptyProps) {
  if (filtered) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="client-list-empty">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconSearchOff size={26} />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {search ? `Inga kunder matchar ”${search}”` : 'Inga kunder matchar filtret'}
          </Title>
          <Text c="dimmed" size="sm">
            Sök på en del av namnet, kundnumret, telefonnumret eller orten.
          </Text>
          <Button variant="light" onClick={onClear}>
            Visa alla kunder
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="xl" data-testid="client-list-empty">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconAddressBook size={26} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          {inactive ? 'Inga inaktiva kunder' : 'Inga kunder ännu'}
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {inactive
            ? 'Kunder som inte har haft någon aktivitet på 12 månader hamnar här.'
            : 'Lägg upp dina kunder med kontakter och ROT-uppgifter så hittar du dem när du skriver offerter och fakturor.'}
        </Text>
        {canCreate && !inactive && (
          <Button component={Link} to="/clients/active/new" leftSection={<IconPlus size={18} />}>
            Ny kund
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
