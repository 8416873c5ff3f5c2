import { Badge, Group } from '@mantine/core';
import type { CatalogueCard } from '@shared/api/catalogue.api';
import { type BadgeKind, badgeLabels, cardBadges } from '../catalogue-format';

const colors: Record<BadgeKind, string> = {
  CAMPAIGN: 'red',
  GOOD_DEAL: 'copper',
  NOVELTY: 'teal',
  POPULAR: 'montor',
};

type Flags = Pick<CatalogueCard, 'campaign' | 'goodDeal' | 'novelty' | 'popular'>;

export function ProductBadges({ card, className }: { card: Flags; className?: string }) {
  const badges = cardBadges(card);
  if (badges.length === 0) return null;
  return (
    <div className={className}>
      <Group gap={4}>
        {badges.map((kind) => (
          <Badge key={kind} color={colors[kind]} variant="filled" size="sm" radius="sm">
            {badgeLabels[kind]}
          </Badge>
        ))}
      </Group>
    </div>
  );
}
