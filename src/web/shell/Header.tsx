import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SearchBar } from '../features/catalogue';
import { OverdueInvoicesLink } from '../features/dashboard';
import { documentEditPath } from '../features/documents';
import { UnreadMessageNotice } from '../features/news';
import { OfflineIndicator } from '../features/offline';
import { ActiveTimer } from '../features/timeLogs';
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
          <div className={classes.topRow}>
            <div className={classes.brand}>
              <Burger
                opened={navOpened}
                onClick={nav.toggle}
                hiddenFrom="lg"
                size="sm"
                aria-label="Visa menyn"
              />
              <Logo />
            </div>
            <div className={classes.search}>
              <SearchBar />
            </div>
            <div className={classes.notice}>
              <UnreadMessageNotice />
            </div>
            <Group className={classes.accountArea} gap="sm" wrap="nowrap">
              <ActiveTimer orderPath={(uid) => documentEditPath('WORK_ORDER', uid)} />
              <OverdueInvoicesLink />
              <AccountWidget />
            </Group>
          </div>
          <OfflineIndicator />
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
