import { Divider, Drawer, NavLink, ScrollArea, Text } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconCookie,
  IconHome,
  IconLayoutDashboard,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../session/session-store';
import { catalogueMenu } from './catalogue-menu-data';
import { Logo } from './Logo';

export function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useSession();
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
      {catalogueMenu.map((category) => (
        <NavLink
          key={category.id}
          label={category.name}
          leftSection={<category.icon size={18} />}
          childrenOffset={28}
        >
          {category.children.map((child) => (
            <NavLink key={child.id} component={Link} to={child.link} label={child.name} onClick={onClose} />
          ))}
          <NavLink component={Link} to={category.link} label="Visa allt" fw={600} onClick={onClose} />
        </NavLink>
      ))}
      <Divider my="sm" />
      {link('/warehouses/', 'Hitta lager', <IconBuildingWarehouse size={18} />)}
      {!session && link('/register/', 'Registrera dig som befintlig kund', <IconUserPlus size={18} />)}
      {link('/cookies/', 'Cookies', <IconCookie size={18} />)}
    </Drawer>
  );
}
