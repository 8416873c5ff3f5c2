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
          <UnstyledButton
            component={Link}
            to={NEWS_PATH}
            className={classes.navItem}
            data-testid="nav-novelties"
          >
            <IconNews size={16} />
            Aktuellt
            <UnreadNoveltiesBadge />
          </UnstyledButton>
        )}
        {session && (
          <UnstyledButton
            component={Link}
            to={EVENTS_PATH}
            className={classes.navItem}
            data-testid="nav-events"
          >
            <IconCalendarEvent size={16} />
            Evenemang
          </UnstyledButton>
        )}
        {session && canAccess(session, permissions.viewPriceLists) && (
          <UnstyledButton
            component={Link}
            to={PRICE_LISTS_PATH}
            className={classes.navItem}
            data-testid="nav-price-lists"
          >
            <IconFileSpreadsheet size={16} />
            Prislistor
          </UnstyledButton>
        )}
        {session && canAccess(session, permissions.useFavourites) && (
          <UnstyledButton component={Link} to="/favorites" className={classes.navItem}>
            <IconHeart size={16} />
            Mina favoriter
          </UnstyledButton>
        )}
        <UnstyledButton component={Link} to="/warehouses/" className={classes.navItem}>
          <IconBuildingWarehouse size={16} />
          Hitta lager
        </UnstyledButton>
      </Group>
    </Group>
  );
}
