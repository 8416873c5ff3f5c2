import { Button, Paper } from '@mantine/core';
import { IconAddressBook, IconPlus, IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../kit';

interface ClientListEmptyProps {
  inactive: boolean;
  filtered: boolean;
  search: string;
  canCreate: boolean;
  onClear: () => void;
}

export function ClientListEmpty({ inactive, filtered, search, canCreate, onClear }: ClientListEmptyProps) {
  return (
    <Paper withBorder radius="md" data-testid="client-list-empty">
      {filtered ? (
        <EmptyState
          icon={IconSearchOff}
          color="gray"
          title={search ? `Inga kunder matchar ”${search}”` : 'Inga kunder matchar filtret'}
          text="Sök på en del av namnet, kundnumret, telefonnumret eller orten."
          action={
            <Button variant="light" onClick={onClear}>
              Visa alla kunder
            </Button>
          }
          testId="list-empty"
        />
      ) : (
        <EmptyState
          icon={IconAddressBook}
          title={inactive ? 'Inga inaktiva kunder' : 'Inga kunder ännu'}
          text={
            inactive
              ? 'Kunder som inte har haft någon aktivitet på 12 månader hamnar här.'
              : 'Lägg upp dina kunder med kontakter och ROT-uppgifter så hittar du dem när du skriver offerter och fakturor.'
          }
          action={
            canCreate &&
            !inactive && (
              <Button component={Link} to="/clients/active/new" leftSection={<IconPlus size={18} />}>
                Ny kund
              </Button>
            )
          }
        />
      )}
    </Paper>
  );
}
