import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { placeholders } from '../../lib/placeholders';
import { categoryIcon, productCount, useCatalogueMenu } from '../catalogue';

const VISIBLE_CHILDREN = 3;

export function CatalogueTiles() {
  const { categories, isPending, error } = useCatalogueMenu();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Sortimentet</Title>
        <Text c="dimmed">Rör, sanitet, värme och allt däremellan – hela grossistens katalog.</Text>
      </div>
      {error ? (
        <Text c="dimmed" size="sm">
          Sortimentet kunde inte hämtas just nu.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {isPending
            ? placeholders(8).map((key) => <Skeleton key={key} h={190} radius="md" />)
            : categories.map((category) => {
                const Icon = categoryIcon(category.name);
                return (
                  <Card key={category.id} withBorder radius="md" padding="lg" shadow="xs">
                    <Group gap="sm" wrap="nowrap" mb="sm">
                      <ThemeIcon size={42} radius="md" variant="light">
                        <Icon size={24} />
                      </ThemeIcon>
                      <div>
                        <Anchor component={Link} to={category.link} fw={700} c="dark.7" lh={1.25}>
                          {category.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {productCount(category.productCount)}
                        </Text>
                      </div>
                    </Group>
                    <Stack gap={4} mt="auto">
                      {category.children.slice(0, VISIBLE_CHILDREN).map((child) => (
                        <Anchor key={child.id} component={Link} to={child.link} size="sm">
                          {child.name}
                        </Anchor>
                      ))}
                      <Anchor component={Link} to={category.link} size="sm" fw={600} c="copper.7">
                        <Group gap={2} component="span">
                          {category.children.length > VISIBLE_CHILDREN
                            ? `Visa alla ${category.children.length} kategorier`
                            : 'Visa alla produkter'}
                          <IconChevronRight size={14} />
                        </Group>
                      </Anchor>
                    </Stack>
                  </Card>
                );
              })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
