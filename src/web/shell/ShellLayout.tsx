import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoginModal } from '../features/auth';
import { GdprNotice } from '../features/forms';
import { ActingAsBar } from './ActingAsBar';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { GlobalLoader } from './GlobalLoader';
import { Header } from './Header';
import { PageLoader } from './PageLoader';
import { SystemProblemDialog } from './SystemProblemDialog';

export function ShellLayout() {
  return (
    <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }}>
      <ActingAsBar />
      <Header />
      <Box component="main" style={{ flex: 1 }}>
        <GdprNotice />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <CookieNotice />
      <LoginModal />
      <GlobalLoader />
      <SystemProblemDialog />
      <ScrollRestoration />
    </Box>
  );
}
