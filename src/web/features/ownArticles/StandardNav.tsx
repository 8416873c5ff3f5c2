import { IconListDetails, IconMessage2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageTabs } from '../../kit';

const pages = [
  { value: '/standard/articles', label: 'Egna artiklar', leftSection: <IconListDetails size={16} /> },
  { value: '/standard/comments', label: 'Egna kommentarer', leftSection: <IconMessage2 size={16} /> },
];

/**
 * Own articles and own comments are both typed into a document line's article cell: one place, two tabs,
 * the register as the active tab's panel.
 */
export function StandardNav({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <PageTabs tabs={pages} value={pathname} onChange={(v) => void navigate(v)} mb="lg">
      {children}
    </PageTabs>
  );
}
