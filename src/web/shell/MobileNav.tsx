import { Divider, Drawer, NavLink, ScrollArea, Text } from '@mantine/core';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import {
  IconBuildingWarehouse,
  IconCalendarEvent,
  IconCookie,
  IconFileSpreadsheet,
  IconFileText,
  IconHeart,
  IconHome,
  IconLayoutDashboard,
  IconListCheck,
  IconLogout,
  IconMail,
  IconNews,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { CatalogueNavTree } from '../features/catalogue';
import { EVENTS_PATH, REGISTERED_EVENTS_PATH } from '../features/events';
import { MESSAGES_PATH, NEWS_PATH } from '../features/news';
import { PRICE_LISTS_PATH } from '../features/priceLists';
import { INSTRUCTION_DOCUMENTS_PATH } from '../features/providerDocuments';
import { useSession } from '../session/session-store';
import { offerLinks } from './CatalogueMenu';
import { Logo } from './Logo';
import { useLogout } from './use-logout';

export function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useSession();
  const logout = useLogout();
  const link = (to: string, label: string, icon: React.ReactNode) => (
    <NavLink component={Link} to={to} label={label} leftSection={icon} onClick={onClose} />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Logo withTagline={false} />}
      size={320}
      padding="md"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Stäng menyn' }}
    >
      {link('/', 'Startsida', <IconHome size={18} />)}
      {session && link('/montor', 'Mina sidor', <IconLayoutDashboard size={18} />)}
      <Divider my="sm" />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        Sortiment
      </Text>
      <CatalogueNavTree onNavigate={onClose} />
      <Divider my="sm" />
      {offerLinks.map((offer) => (
        <NavLink
          key={offer.to}
          component={Link}
          to={offer.to}
          label={offer.label}
          leftSection={<offer.icon size={18} />}
          onClick={onClose}
        />
      ))}
      <Divider my="sm" />
      {session && link(NEWS_PATH, 'Nyheter från grossisten', <IconNews size={18} />)}
      {session && link(MESSAGES_PATH, 'Meddelanden', <IconMail size={18} />)}
      {session && link(EVENTS_PATH, 'Evenemang och utbildningar', <IconCalendarEvent size={18} />)}
      {session && link(REGISTERED_EVENTS_PATH, 'Mina anmälningar', <IconListCheck size={18} />)}
      {session &&
        canAccess(session, permissions.viewPriceLists) &&
        link(PRICE_LISTS_PATH, 'Prislistor', <IconFileSpreadsheet size={18} />)}
      {session &&
        link(INSTRUCTION_DOCUMENTS_PATH, 'Instruktioner och blanketter', <IconFileText size={18} />)}
      {session &&
        canAccess(session, permissions.useFavourites) &&
        link('/favorites', 'Mina favoriter', <IconHeart size={18} />)}
      {link('/warehouses/', 'Hitta lager', <IconBuildingWarehouse size={18} />)}
      {!session && link('/register/', 'Registrera dig som befintlig kund', <IconUserPlus size={18} />)}
      {link('/cookies/', 'Cookies', <IconCookie size={18} />)}
      {session && (
        <>
          <Divider my="sm" />
          {/* The header has no room for it below 384 px (Header.module.css). */}
          <NavLink
            component="button"
            label="Logga ut"
            leftSection={<IconLogout size={18} />}
            onClick={() => {
              onClose();
              void logout();
            }}
            data-testid="mobile-nav-logout"
          />
        </>
      )}
    </Drawer>
  );
}
