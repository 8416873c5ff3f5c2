import { Alert, Anchor, Button, Collapse, Container, Group, List, Text } from '@mantine/core';
import { formsApi } from '@shared/api/forms.api';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiMutation } from '../../api/hooks';
import { setSession, useSession } from '../../session/session-store';

/**
 * The personal-data terms, shown to the firm's admin on every page until the firm approves them
 * (`customerGdprApprove`, decision 0052); other employees are not asked, the approval is the firm's.
 */
export function GdprNotice() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const approve = useApiMutation(formsApi.gdprApprove, {
    onSuccess: (state) => {
      if (session) setSession({ ...session, gdprApproved: state.gdprApproved });
    },
  });
  if (!session || session.gdprApproved || session.role !== 'ADMIN') return null;
  return (
    <Container size="xl" pt="md">
      <Alert
        variant="light"
        color="yellow"
        icon={<IconShieldCheck />}
        title="Godkänn villkoren för personuppgifter"
        data-testid="gdpr-notice"
      >
        <Text size="sm">
          {session.customerName} behandlar personuppgifter om sina kunder i Montör. Som administratör
          godkänner du villkoren för hela företaget.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen((o) => !o)}>
            {open ? 'Dölj villkoren' : 'Läs villkoren'}
          </Anchor>
        </Text>
        <Collapse in={open}>
          <List size="sm" mt="xs" spacing={4}>
            <List.Item>
              Företaget är personuppgiftsansvarigt för sina kunder; leverantören är personuppgiftsbiträde.
            </List.Item>
            <List.Item>Uppgifterna används bara för offerter, order, fakturor och ROT-avdrag.</List.Item>
            <List.Item>
              Personuppgifter sparas inte längre än 18 månader utan affärsmässigt skäl; inaktiva kunder kan
              avidentifieras.
            </List.Item>
          </List>
        </Collapse>
        <Group mt="sm">
          <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate({})}>
            Jag godkänner villkoren
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
