import { Group, UnstyledButton } from '@mantine/core';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import {
  IconBuildingWarehouse,
  IconCalendarEvent,
  IconDiscount,
  IconFileSpreadsheet,
  IconHeart,
  IconNews,
  IconSparkles,
  IconTag,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CatalogueMegaMenu } from '../features/catalogue';
import { EVENTS_PATH } from '../features/events';
import { NEWS_PATH, UnreadNoveltiesBadge } from '../features/news';
import { PRICE_LISTS_PATH } from '../features/priceLists';
import { useSession } from '../session/session-store';
import classes from './Header.module.css';

/** The special listings beside the catalogue menu (product-spec §2 routes). */
export const offerLinks = [
  { to: '/campaigns', label: 'Kampanjer', icon: IconDiscount },
  { to: '/novelties', label: 'Nyheter', icon: IconSparkles },
  { to: '/catalogue/special?speciality=GOOD_DEALS', label: 'Fynd', icon: IconTag },
] as const;

export function CatalogueMenu() {
  const session = useSession();
  return (
    <Group gap={0} wrap="nowrap" justify="space-between" component="nav" aria-label="Sortiment">
      <Group gap={0} wrap="nowrap">
        <CatalogueMegaMenu triggerClassName={classes.navItem} />
        {offerLinks.map((link) => (
          <UnstyledButton key={link.to} component={Link} to={link.to} className={classes.navItem}>
            {link.label}
          </UnstyledButton>
        ))}
      </Group>
      <Group gap={0} wrap="nowrap">
        {session && (
          <MenuLink to={NEWS_PATH} icon={IconNews} testId="nav-novelties">
            Aktuellt
            <UnreadNoveltiesBadge />
          </MenuLink>
        )}
        {session && (
          <MenuLink to={EVENTS_PATH} icon={IconCalendarEvent} testId="nav-events">
            Evenemang
          </MenuLink>
        )}
        {session && canAccess(session, permissions.viewPriceLists) && (
          <MenuLink to={PRICE_LISTS_PATH} icon={IconFileSpreadsheet} testId="nav-price-lists">
            Prislistor
          </MenuLink>
        )}
        {session && canAccess(session, permissions.useFavourites) && (
          <MenuLink to="/favorites" icon={IconHeart}>
            Mina favoriter
          </MenuLink>
        )}
        <MenuLink to="/warehouses/" icon={IconBuildingWarehouse}>
          Hitta lager
        </MenuLink>
      </Group>
    </Group>
  );
}

/** One link of the menu's right side: an icon, then what it opens. */
function MenuLink({
  to,
  icon: Icon,
  testId,
  children,
}: {
  to: string;
  icon: typeof IconHeart;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.navItem} data-testid={testId}>
      <Icon size={16} />
      {children}
    </UnstyledButton>
  );
}
