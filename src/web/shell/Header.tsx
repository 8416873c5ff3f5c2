import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AccountWidget } from './AccountWidget';
import { CatalogueMenu } from './CatalogueMenu';
import classes from './Header.module.css';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { useStickyHeader } from './use-sticky-header';

export function Header() {
  const { wrapperRef, headerRef, stuck, height } = useStickyHeader<HTMLDivElement, HTMLElement>();
  const [navOpened, nav] = useDisclosure(false);

  return (
    <div ref={wrapperRef} style={{ minHeight: stuck ? height : undefined }}>
      <header
        ref={headerRef}
        className={stuck ? `${classes.header} ${classes.stuck}` : classes.header}
        data-stuck={stuck || undefined}
      >
        <Container size="xl">
          <Group justify="space-between" h={64} wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={navOpened}
                onClick={nav.toggle}
                hiddenFrom="lg"
                size="sm"
                aria-label="Visa menyn"
              />
              <Logo />
            </Group>
            <AccountWidget />
          </Group>
        </Container>
        <Box className={classes.nav} visibleFrom="lg">
          <Container size="xl">
            <CatalogueMenu />
          </Container>
        </Box>
      </header>
      <MobileNav opened={navOpened} onClose={nav.close} />
    </div>
  );
}
