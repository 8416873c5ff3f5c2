import {
  Anchor,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formsApi } from '@shared/api/forms.api';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';

const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Row({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>{children}</div>
    </Group>
  );
}

/** Kontakta oss: the provider's branches, one at a time, with phone, e-mail, hours and people. */
export function ContactPage() {
  const [location, setLocation] = useState<string | undefined>(undefined);
  const contact = useApiQuery(formsApi.mainSiteContactUs, location ? { location } : {}, {
    placeholderData: (previous) => previous,
  });
  const selected = contact.data?.selected;
  return (
    <Page
      title="Kontakta oss"
      intro={
        <>
          Ring eller mejla lagret närmast dig. Har du synpunkter på Montör?{' '}
          <Anchor component={Link} to="/about/feedback" underline="always">
            Tyck till
          </Anchor>
          .
        </>
      }
    >
      {contact.isPending ? (
        <Skeleton h={320} radius="lg" />
      ) : contact.error ? (
        <QueryError what="kontaktuppgifterna" error={contact.error} onRetry={() => void contact.refetch()} />
      ) : !selected ? (
        <Text c="dimmed">Inga kontaktuppgifter är publicerade ännu. Ring kundtjänst.</Text>
      ) : (
        <Stack gap="lg">
          <SegmentedControl
            aria-label="Ort"
            value={selected.location}
            onChange={setLocation}
            data={contact.data.locations.map((l) => ({ value: l.location, label: l.city }))}
            w="fit-content"
            maw="100%"
          />
          <Grid gutter="lg" data-testid="contact-location">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Paper withBorder radius="lg" p="lg" h="100%">
                <Title order={2} size="h3" mb="md">
                  {selected.title}
                </Title>
                <Stack gap="md">
                  <Row icon={<IconMapPin size={18} />}>
                    <Text>{selected.address}</Text>
                    <Text>
                      {selected.postalCode} {selected.city}
                    </Text>
                  </Row>
                  <Row icon={<IconPhone size={18} />}>
                    <Anchor href={telLink(selected.phone)}>{selected.phone}</Anchor>
                  </Row>
                  <Row icon={<IconMail size={18} />}>
                    <Anchor href={`mailto:${selected.email}`}>{selected.email}</Anchor>
                  </Row>
                  <Row icon={<IconClock size={18} />}>
                    {selected.openingHours.map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                  </Row>
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Kontaktpersoner
                </Title>
                {selected.persons.length === 0 && <Text c="dimmed">Ring lagret så kopplar vi dig rätt.</Text>}
                {selected.persons.map((person) => (
                  <Paper key={person.name} withBorder radius="md" p="md">
                    <Text fw={600}>{person.name}</Text>
                    <Text size="sm" c="dimmed">
                      {person.role}
                    </Text>
                    {person.phone && (
                      <Anchor size="sm" href={telLink(person.phone)} display="block">
                        {person.phone}
                      </Anchor>
                    )}
                    {person.email && (
                      <Anchor size="sm" href={`mailto:${person.email}`} style={{ wordBreak: 'break-all' }}>
                        {person.email}
                      </Anchor>
                    )}
                  </Paper>
                ))}
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </Page>
  );
}
