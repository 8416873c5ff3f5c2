import { NavLink, Skeleton, Stack, Text } from '@mantine/core';
import type { MenuCategory } from '@shared/api/catalogue.api';
import { Link } from 'react-router';
import { placeholders } from '../../../lib/placeholders';
import { categoryIcon } from './category-icons';
import { useCatalogueMenu } from './use-catalogue-menu';

function Branch({ category, onNavigate }: { category: MenuCategory; onNavigate: () => void }) {
  if (category.children.length === 0) {
    return <NavLink component={Link} to={category.link} label={category.name} onClick={onNavigate} />;
  }
  return (
    <NavLink label={category.name} childrenOffset={16}>
      <NavLink component={Link} to={category.link} label="Visa alla" fw={600} onClick={onNavigate} />
      {category.children.map((child) => (
        <Branch key={child.id} category={child} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** The category tree for the phone's menu drawer: a tap opens a level, "Visa alla" opens its page. */
export function CatalogueNavTree({ onNavigate }: { onNavigate: () => void }) {
  const { categories, isPending, error } = useCatalogueMenu();
  if (isPending) {
    return (
      <Stack gap={6} px="sm">
        {placeholders(6).map((key) => (
          <Skeleton key={key} h={28} />
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <Text size="sm" c="dimmed" px="sm">
        Sortimentet kunde inte hämtas just nu.
      </Text>
    );
  }
  return categories.map((category) => {
    const Icon = categoryIcon(category.name);
    return (
      <NavLink key={category.id} label={category.name} leftSection={<Icon size={18} />} childrenOffset={28}>
        <NavLink component={Link} to={category.link} label="Visa alla" fw={600} onClick={onNavigate} />
        {category.children.map((child) => (
          <Branch key={child.id} category={child} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  });
}
