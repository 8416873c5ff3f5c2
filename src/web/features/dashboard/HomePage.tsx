import { lazy, Suspense } from 'react';
import { useSession, useSessionStatus } from '../../session/session-store';
import { PageLoader } from '../../shell/PageLoader';
import { StartPage } from '../start';

// Visitors get the public start page at once; the dashboard loads with the first logged-in visit.
const DashboardPage = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage })));

/** `/`: the public start page for visitors, the firm's dashboard once logged in. */
export function HomePage() {
  const session = useSession();
  const status = useSessionStatus();
  // Until the first /auth/current answer it is not known which page is wanted: no flash of the wrong one.
  if (status === 'loading') return <PageLoader />;
  if (!session) return <StartPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <DashboardPage />
    </Suspense>
  );
}
