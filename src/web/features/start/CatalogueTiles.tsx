import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { catalogueMenu } from '../../shell/catalogue-menu-data';

const VISIBLE_CHILDREN = 3;

export function CatalogueTiles() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Sortimentet</Title>
        <Text c="dimmed">Rör, sanitet, värme och allt däremellan – hela grossistens katalog.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {catalogueMenu.map((category) => (
          <Card key={category.id} withBorder radius="md" padding="lg" shadow="xs">
            <Group gap="sm" wrap="nowrap" mb="sm">
              <ThemeIcon size={42} radius="md" variant="light">
                <category.icon size={24} />
              </ThemeIcon>
              <Anchor component={Link} to={category.link} fw={700} c="dark.7" lh={1.25}>
                {category.name}
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              {category.description}
            </Text>
            <Stack gap={4} mt="auto">
              {category.children.slice(0, VISIBLE_CHILDREN).map((child) => (
                <Anchor key={child.id} component={Link} to={child.link} size="sm">
                  {child.name}
                </Anchor>
              ))}
              <Anchor component={Link} to={category.link} size="sm" fw={600} c="copper.7">
                <Group gap={2} component="span">
                  Visa alla {category.children.length} kategorier
                  <IconChevronRight size={14} />
                </Group>
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
