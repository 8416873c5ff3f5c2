import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { CategoryRef } from '@shared/api/catalogue.api';
import { CATALOGUE_ROOT } from '@shared/domain/catalogue-links';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Sortiment › Blandare › Köksblandare; the last crumb is the page itself, so it is not a link. */
export function CatalogueBreadcrumb({ trail, current }: { trail: CategoryRef[]; current?: string }) {
  const links = current === undefined ? trail.slice(0, -1) : trail;
  const last = current ?? trail.at(-1)?.name;
  return (
    <Breadcrumbs
      separator={<IconChevronRight size={12} />}
      separatorMargin={6}
      mb="sm"
      aria-label="Brödsmulor"
      styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}
      data-testid="breadcrumb"
    >
      <Anchor component={Link} to={CATALOGUE_ROOT} size="sm">
        Sortiment
      </Anchor>
      {links.map((c) => (
        <Anchor key={c.id} component={Link} to={c.link} size="sm">
          {c.name}
        </Anchor>
      ))}
      {last && (
        <Text size="sm" c="dimmed" lineClamp={1} maw={420}>
          {last}
        </Text>
      )}
    </Breadcrumbs>
  );
}
