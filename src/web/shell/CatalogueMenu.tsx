import { Group, Menu, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconBuildingWarehouse, IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { catalogueMenu } from './catalogue-menu-data';
import classes from './Header.module.css';

/** product-spec §9: sub-lists open and close only after the pointer has rested this long. */
const HOVER_INTENT_MS = 200;

export function CatalogueMenu() {
  return (
    <Group gap={0} wrap="nowrap" justify="space-between" component="nav" aria-label="Sortiment">
      <Group gap={0} wrap="nowrap">
        {catalogueMenu.map((category) => (
          <Menu
            key={category.id}
            trigger="hover"
            openDelay={HOVER_INTENT_MS}
            closeDelay={HOVER_INTENT_MS}
            position="bottom-start"
            offset={0}
            width={290}
            shadow="lg"
            radius="md"
          >
            <Menu.Target>
              <UnstyledButton component={Link} to={category.link} className={classes.navItem}>
                {category.name}
                <IconChevronDown size={14} stroke={2} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{category.description}</Menu.Label>
              {category.children.map((child) => (
                <Menu.Item key={child.id} component={Link} to={child.link}>
                  {child.name}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item
                component={Link}
                to={category.link}
                c="montor.7"
                fw={600}
                rightSection={<IconArrowRight size={14} />}
              >
                Visa allt inom {category.name.toLowerCase()}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ))}
      </Group>
      <UnstyledButton component={Link} to="/warehouses/" className={classes.navItem}>
        <IconBuildingWarehouse size={16} />
        Hitta lager
      </UnstyledButton>
    </Group>
  );
}
