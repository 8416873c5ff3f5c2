import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';

/** The app's theme with reduced motion honoured: transitions end at once (setup-components.ts). */
const testTheme = { ...theme, respectReducedMotion: true };

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={testTheme} cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider labels={{ confirm: 'OK', cancel: 'Avbryt' }}>
        <Notifications />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}

/** Renders a component the way the app does: Mantine, its dialogs and notifications. */
export function renderWithProviders(ui: ReactNode) {
  return render(<Providers>{ui}</Providers>);
}

/**
 * Renders pages in a memory router (a data router, so navigation blockers work), starting at the first
 * path given.
 */
export function renderWithRouter(routes: Record<string, ReactNode>, start = Object.keys(routes)[0]!) {
  const router = createMemoryRouter(
    Object.entries(routes).map(([path, element]) => ({ path, element: <Providers>{element}</Providers> })),
    { initialEntries: [start] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
