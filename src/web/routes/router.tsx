import { type ComponentType, lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { StartPage } from '../features/start/StartPage';
import { NotFoundPage } from '../shell/NotFoundPage';
import { ShellLayout } from '../shell/ShellLayout';
import { RequireAccess, type RouteAccess } from './RequireAccess';
import { RouteErrorPage } from './RouteErrorPage';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  Component: ComponentType;
}

/** Pages other than the start page load on first visit, so the first paint stays small. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

const visitor: RouteAccess = { kind: 'visitor' };
const employee: RouteAccess = { kind: 'employee' };

/** Every page of the app; a feature adds its pages here. */
export const appRoutes: AppRoute[] = [
  { path: '/', access: visitor, Component: StartPage },
  {
    path: '/montor',
    access: employee,
    Component: lazyPage(() => import('../features/account/AccountPage'), 'AccountPage'),
  },
  {
    path: '/cookies/',
    access: visitor,
    Component: lazyPage(() => import('../features/cookies/CookiesPage'), 'CookiesPage'),
  },
  {
    path: '/warehouses/',
    access: visitor,
    Component: lazyPage(() => import('../features/provider/WarehousesPage'), 'WarehousesPage'),
  },
  {
    path: '/register/',
    access: visitor,
    Component: lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage'),
  },
  {
    path: '/aterstall-losenord',
    access: visitor,
    Component: lazyPage(() => import('../features/auth/SetNewPasswordPage'), 'SetNewPasswordPage'),
  },
  {
    path: '/dev/outbox',
    access: visitor,
    Component: lazyPage(() => import('../features/dev/DevOutboxPage'), 'DevOutboxPage'),
  },
];

export const router = createBrowserRouter([
  {
    element: <ShellLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...appRoutes.map(({ path, access, Component }) => ({
            path,
            element: (
              <RequireAccess access={access}>
                <Component />
              </RequireAccess>
            ),
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
