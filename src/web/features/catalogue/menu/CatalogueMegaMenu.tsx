import {
  Anchor,
  Group,
  Loader,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { MenuCategory } from '@shared/api/catalogue.api';
import { IconArrowRight, IconCategory, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { productCount } from '../catalogue-format';
import { categoryIcon } from './category-icons';
import classes from './MegaMenu.module.css';
import { useCatalogueMenu } from './use-catalogue-menu';
import { useHoverIntent } from './use-hover-intent';

function CategoryDetail({ category, onNavigate }: { category: MenuCategory; onNavigate: () => void }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Title order={3} fz="lg">
          {category.name}
        </Title>
        <Anchor component={Link} to={category.link} onClick={onNavigate} size="sm" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            Visa alla {productCount(category.productCount)}
            <IconArrowRight size={14} />
          </Group>
        </Anchor>
      </Group>
      {category.children.length === 0 ? (
        <Text c="dimmed" size="sm">
          Kategorin har inga underkategorier – visa alla produkter ovan.
        </Text>
      ) : (
        <SimpleGrid cols={3} spacing="lg" verticalSpacing="lg">
          {category.children.map((child) => (
            <Stack key={child.id} gap={4}>
              <Link to={child.link} className={classes.childLink} onClick={onNavigate}>
                {child.name}
              </Link>
              <Text size="xs" c="dimmed">
                {productCount(child.productCount)}
              </Text>
              {child.children.map((grandchild) => (
                <Link
                  key={grandchild.id}
                  to={grandchild.link}
                  className={classes.grandchildLink}
                  onClick={onNavigate}
                >
                  {grandchild.name}
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * The header's "Sortiment" menu: the top categories on the left, the one under the pointer (or keyboard
 * focus) with its sub-lists on the right. A wholesaler has more top categories than fit side by side in
 * a 1366 px header, so they live in one panel instead of a row of separate menus.
 */
export function CatalogueMegaMenu({ triggerClassName }: { triggerClassName?: string }) {
  const { categories, isPending, error } = useCatalogueMenu();
  const [opened, setOpened] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const openClose = useHoverIntent();
  const switching = useHoverIntent();
  const listRef = useRef<HTMLDivElement | null>(null);
  // ArrowDown on the closed trigger opens the panel; its first category takes focus once it exists.
  const focusFirstOnMount = useRef(false);
  const attachList = (element: HTMLDivElement | null) => {
    listRef.current = element;
    if (element && focusFirstOnMount.current) {
      focusFirstOnMount.current = false;
      element.querySelector<HTMLAnchorElement>('a[data-top]')?.focus();
    }
  };
  const { pathname } = useLocation();

  // A page change from anywhere (the search bar, a link in the page) leaves no menu hanging open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => setOpened(false), [pathname]);

  const active = categories.find((c) => c.id === activeId) ?? categories[0];
  const close = () => {
    openClose.cancel();
    switching.cancel();
    setOpened(false);
  };

  function focusItem(index: number) {
    const items = listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-top]');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(listRef.current?.querySelectorAll('a[data-top]') ?? [])];
    const index = items.indexOf(document.activeElement as Element);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      event.currentTarget.parentElement?.querySelector<HTMLAnchorElement>('[data-detail] a')?.focus();
    }
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      offset={0}
      shadow="lg"
      radius="md"
      width="min(1080px, calc(100vw - 32px))"
      returnFocus
      zIndex={300}
    >
      <Popover.Target>
        <UnstyledButton
          className={triggerClassName}
          aria-haspopup="true"
          aria-expanded={opened}
          data-expanded={opened || undefined}
          data-testid="catalogue-menu-trigger"
          onClick={() => setOpened((o) => !o)}
          onMouseEnter={() => openClose.schedule(() => setOpened(true))}
          onMouseLeave={() => openClose.schedule(() => setOpened(false))}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            if (listRef.current) focusItem(0);
            else {
              focusFirstOnMount.current = true;
              setOpened(true);
            }
          }}
        >
          <IconCategory size={16} />
          Sortiment
          <IconChevronDown size={14} stroke={2} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown
        p={0}
        onMouseEnter={openClose.cancel}
        onMouseLeave={() => openClose.schedule(() => setOpened(false))}
        data-testid="catalogue-menu"
      >
        {isPending ? (
          <Group justify="center" p="xl">
            <Loader size="sm" />
          </Group>
        ) : error || !active ? (
          <Text p="xl" c="dimmed">
            Sortimentet kunde inte hämtas just nu. Försök igen om en stund.
          </Text>
        ) : (
          <div className={classes.panel}>
            <div className={classes.topList} ref={attachList} onKeyDown={onListKeyDown}>
              {categories.map((category) => {
                const Icon = categoryIcon(category.name);
                return (
                  <Link
                    key={category.id}
                    to={category.link}
                    data-top
                    data-active={category.id === active.id || undefined}
                    className={classes.topItem}
                    onMouseEnter={() => switching.schedule(() => setActiveId(category.id))}
                    onMouseLeave={switching.cancel}
                    onFocus={() => setActiveId(category.id)}
                    onClick={close}
                  >
                    <Icon size={18} stroke={1.7} />
                    <span style={{ flex: 1 }}>{category.name}</span>
                    <IconChevronRight size={14} />
                  </Link>
                );
              })}
            </div>
            <div className={classes.detail} data-detail>
              <CategoryDetail category={active} onNavigate={close} />
            </div>
          </div>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
