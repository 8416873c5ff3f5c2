import { Badge, Code, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Page } from '../../shell/Page';

const cookies = [
  {
    name: 'montor_session',
    purpose:
      'Håller reda på din session: att du är inloggad och vem du är. Den skyddar också formulären mot förfalskade anrop från andra webbplatser.',
    lifetime: 'Tills du stänger webbläsaren, eller längre om du kryssar i ”Kom ihåg mig”',
    flags: ['Nödvändig', 'HttpOnly'],
  },
  {
    name: 'cookies_agreed',
    purpose: 'Kommer ihåg att du har läst informationen om cookies, så att rutan inte visas igen.',
    lifetime: '1 år',
    flags: ['Nödvändig'],
  },
];

export function CookiesPage() {
  return (
    <Page
      title="Cookies"
      size="lg"
      intro="En cookie är en liten textfil som webbplatsen sparar i din webbläsare. Montör använder bara de cookies som behövs för att tjänsten ska fungera."
    >
      <Stack gap="xl">
        <Paper withBorder radius="md" shadow="xs" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="md" horizontalSpacing="md" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Namn</Table.Th>
                <Table.Th>Syfte</Table.Th>
                <Table.Th>Livslängd</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cookies.map((cookie) => (
                <Table.Tr key={cookie.name}>
                  <Table.Td valign="top">
                    <Code fz="sm">{cookie.name}</Code>
                    <Stack gap={4} mt={6} align="flex-start">
                      {cookie.flags.map((flag) => (
                        <Badge key={flag} size="xs" variant="light" tt="none">
                          {flag}
                        </Badge>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td valign="top">
                    <Text size="sm">{cookie.purpose}</Text>
                  </Table.Td>
                  <Table.Td valign="top">
                    <Text size="sm">{cookie.lifetime}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>

        <Stack gap="xs">
          <Title order={2} fz={20}>
            Det här gör vi inte
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              Vi använder inga cookies för annonser eller för att följa dig mellan webbplatser.
            </List.Item>
            <List.Item>Vi delar inga cookies med tredje part.</List.Item>
            <List.Item>
              Sessionscookien är märkt HttpOnly och kan inte läsas av skript på sidan, bara av Montörs server.
            </List.Item>
          </List>
        </Stack>

        <Stack gap="xs">
          <Title order={2} fz={20}>
            Så tar du bort cookies
          </Title>
          <Text size="sm">
            Du kan när som helst radera cookies i webbläsarens inställningar. Tar du bort{' '}
            <Code>montor_session</Code> loggas du ut, och tar du bort <Code>cookies_agreed</Code> visas
            informationen om cookies igen nästa gång du besöker Montör.
          </Text>
        </Stack>
      </Stack>
    </Page>
  );
}
