import { documentAccess } from '@shared/domain/documents/document-access';
import { permissions } from '@shared/domain/permissions';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/dashboard/HomePage';
import { documentRouteSpecs, UNIX_INVOICE_SUMMARIES_PATH } from '../features/documents/document-paths';
import { NotFoundPage } from '../shell/NotFoundPage';
import { ShellLayout } from '../shell/ShellLayout';
import { RequireAccess, type RouteAccess } from './RequireAccess';
import { RouteErrorPage } from './RouteErrorPage';

const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
// One component for /new and /edit/:docUid, so replacing /new with /edit/:docUid after the first save
// keeps the editor mounted (same element type at the same place).
const DocumentListPage = lazyPage(
  () => import('../features/documents/list/DocumentListPage'),
  'DocumentListPage',
);
const DocumentEditorPage = lazyPage(
  () => import('../features/documents/editor/DocumentEditorPage'),
  'DocumentEditorPage',
);
const UnixDocumentViewPage = lazyPage(
  () => import('../features/unixDocuments/UnixDocumentViewPage'),
  'UnixDocumentViewPage',
);

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
  // Visitors see the public start page, a logged-in employee the firm's dashboard (issue #6).
  { path: '/', access: visitor, Component: HomePage },
  {
    path: '/montor',
    access: employee,
    Component: lazyPage(() => import('../features/account/AccountPage'), 'AccountPage'),
  },
  {
    path: '/montor/profil',
    access: { kind: 'employee', ...permissions.editOwnProfile },
    Component: ProfilePage,
  },
  {
    // The spec's personal settings page among the customer settings is the employee's own profile.
    path: '/montor/foretag/edit/personal',
    access: { kind: 'employee', ...permissions.editOwnProfile },
    Component: ProfilePage,
  },
  {
    path: '/clients/active',
    access: { kind: 'employee', ...permissions.viewClients },
    Component: lazyPage(() => import('../features/clients/ClientListPage'), 'ActiveClientsPage'),
  },
  {
    path: '/clients/inactive',
    access: { kind: 'employee', ...permissions.viewClients },
    Component: lazyPage(() => import('../features/clients/ClientListPage'), 'InactiveClientsPage'),
  },
  {
    path: '/clients/active/new',
    access: { kind: 'employee', ...permissions.editClients },
    Component: lazyPage(() => import('../features/clients/ClientEditPage'), 'ClientEditPage'),
  },
  {
    path: '/clients/active/edit/:uid',
    access: { kind: 'employee', ...permissions.viewClients },
    Component: lazyPage(() => import('../features/clients/ClientEditPage'), 'ClientEditPage'),
  },
  {
    path: '/clients/inactive/edit/:uid',
    access: { kind: 'employee', ...permissions.viewClients },
    Component: lazyPage(() => import('../features/clients/ClientEditPage'), 'ClientEditPage'),
  },
  {
    path: '/employees',
    access: { kind: 'employee', ...permissions.viewEmployees },
    Component: lazyPage(() => import('../features/employees/EmployeesPage'), 'EmployeesPage'),
  },
  {
    path: '/employees/new',
    access: { kind: 'employee', ...permissions.manageEmployees },
    Component: lazyPage(() => import('../features/employees/EmployeeEditPage'), 'EmployeeEditPage'),
  },
  {
    path: '/employees/edit/:uid',
    access: { kind: 'employee', ...permissions.viewEmployees },
    Component: lazyPage(() => import('../features/employees/EmployeeEditPage'), 'EmployeeEditPage'),
  },
  {
    path: '/montor/foretag/edit/:page',
    access: { kind: 'employee', ...permissions.viewCompanySettings },
    Component: lazyPage(() => import('../features/company/CompanySettingsPage'), 'CompanySettingsPage'),
  },
  {
    path: '/standard/articles',
    access: { kind: 'employee', ...permissions.viewOwnArticles },
    Component: lazyPage(() => import('../features/ownArticles/OwnArticlesPage'), 'OwnArticlesPage'),
  },
  {
    path: '/standard/comments',
    access: { kind: 'employee', ...permissions.viewOwnComments },
    Component: lazyPage(() => import('../features/ownComments/OwnCommentsPage'), 'OwnCommentsPage'),
  },
  {
    path: '/own_prices',
    access: { kind: 'employee', ...permissions.viewOwnPrices },
    Component: lazyPage(() => import('../features/ownPrices/OwnPricesPage'), 'OwnPricesPage'),
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
  {
    path: '/catalogue',
    access: visitor,
    Component: lazyPage(() => import('../features/catalogue/CatalogueItemPage'), 'CatalogueRootPage'),
  },
  {
    path: '/catalogue/index.html',
    access: visitor,
    Component: lazyPage(() => import('../features/catalogue/CatalogueItemPage'), 'CatalogueRootPage'),
  },
  {
    path: '/catalogue/search',
    access: visitor,
    Component: lazyPage(() => import('../features/catalogue/search/SearchPage'), 'SearchPage'),
  },
  {
    path: '/catalogue/special',
    access: visitor,
    Component: lazyPage(() => import('../features/catalogue/SpecialPage'), 'SpecialPage'),
  },
  {
    path: '/catalogue/:slug',
    access: visitor,
    Component: lazyPage(() => import('../features/catalogue/CatalogueItemPage'), 'CatalogueItemPage'),
  },
  {
    path: '/campaigns',
    access: visitor,
    Component: lazyPage(() => import('../features/catalogue/SpecialPage'), 'CampaignsPage'),
  },
  {
    path: '/novelties',
    access: visitor,
    Component: lazyPage(() => import('../features/catalogue/SpecialPage'), 'NoveltiesPage'),
  },
  {
    path: '/montor/varukorg',
    access: { kind: 'employee', ...documentAccess('CUSTOMER_ORDER') },
    Component: lazyPage(() => import('../features/kiosk/BasketPage'), 'BasketPage'),
  },
  {
    path: '/favorites',
    access: { kind: 'employee', ...permissions.useFavourites },
    Component: lazyPage(() => import('../features/favourites/FavouritesPage'), 'FavouritesPage'),
  },
  ...documentRouteSpecs().map(({ type, path, page }) => ({
    path,
    access: { kind: 'employee', ...documentAccess(type) } as const,
    Component:
      page === 'list' ? DocumentListPage : page === 'view' ? UnixDocumentViewPage : DocumentEditorPage,
  })),
  {
    path: UNIX_INVOICE_SUMMARIES_PATH,
    access: { kind: 'employee', ...documentAccess('UNIX_INVOICE') },
    Component: lazyPage(
      () => import('../features/unixDocuments/UnixInvoiceSummariesPage'),
      'UnixInvoiceSummariesPage',
    ),
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
