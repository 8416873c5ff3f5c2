import { Tabs } from '@mantine/core';
import { IconListDetails, IconMessage2 } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';

const pages = [
  { path: '/standard/articles', label: 'Egna artiklar', icon: IconListDetails },
  { path: '/standard/comments', label: 'Egna kommentarer', icon: IconMessage2 },
];

/** Own articles and own comments are both typed into a document line's article cell: one place. */
export function StandardNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs value={pathname} onChange={(v) => v && void navigate(v)} mb="lg">
      <Tabs.List>
        {pages.map((p) => (
          <Tabs.Tab key={p.path} value={p.path} fw={600} leftSection={<p.icon size={16} />}>
            {p.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
