import { listsApi } from '@shared/api/documents';
import { paymentRemindersAccess } from '@shared/api/paymentReminders.api';
import { exportListAccess } from '@shared/api/payments.api';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import { timeReportAccess } from '@shared/api/timeLogs.api';
import { CLIENT_LINK_PATH } from '@shared/domain/documents/client-link';
import { documentAccess } from '@shared/domain/documents/document-access';
import { permissions } from '@shared/domain/permissions';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { accountPages } from '../features/account';
import { ACCOUNTING_SETTINGS_PATH, accountingPages } from '../features/accounting';
import { accountingExportPages, LEDGER_PATHS, TIME_REPORT_PATH } from '../features/accountingExport';
import { ADMIN_PATH, administrationPages } from '../features/administration';
import { authPages } from '../features/auth';
import { calendarPages, WEEK_VIEW_PATH } from '../features/calendar';
import { cataloguePages } from '../features/catalogue';
import { clientLinkPages } from '../features/clientLinks';
import { cookiePages } from '../features/cookies';
import { HomePage } from '../features/dashboard';
import { devPages } from '../features/dev';
import {
  ALL_INVOICES_PATH,
  documentPages,
  documentRouteSpecs,
  UNIX_INVOICE_SUMMARIES_PATH,
} from '../features/documents';
import { EVENTS_PATH, eventsPages, REGISTERED_EVENTS_PATH } from '../features/events';
import { favouritePages } from '../features/favourites';
import { formsPages } from '../features/forms';
import { FORTNOX_PATH, fortnoxPages } from '../features/fortnox';
import { kioskPages } from '../features/kiosk';
import { MESSAGES_PATH, NEWS_PATH, newsPages } from '../features/news';
import { paymentImportPages } from '../features/paymentImports';
import { paymentPages } from '../features/payments';
import { PRICE_LISTS_PATH, priceListPages } from '../features/priceLists';
import { providerPages } from '../features/provider';
import { INSTRUCTION_DOCUMENTS_PATH, providerDocumentPages } from '../features/providerDocuments';
import { ROT_FILES_PATH, rotFilesPages } from '../features/taxDeduction';
import { timeLogPages } from '../features/timeLogs';
import { unixDocumentPages } from '../features/unixDocuments';
import { NotFoundPage } from '../shell/NotFoundPage';
import { PageLoader } from '../shell/PageLoader';
import { ShellLayout } from '../shell/ShellLayout';
import { RequireAccess, type RouteAccess } from './RequireAccess';
import { RouteErrorPage } from './RouteErrorPage';

const ProfilePage = lazyPage(() => import('../features/profile'), 'ProfilePage');
// One component for /new and /edit/:docUid, so replacing /new with /edit/:docUid after the first save
// keeps the editor mounted (same element type at the same place).
const DocumentListPage = lazyPage(documentPages.list, 'DocumentListPage');
const DocumentEditorPage = lazyPage(documentPages.editor, 'DocumentEditorPage');
const UnixDocumentViewPage = lazyPage(unixDocumentPages.view, 'UnixDocumentViewPage');

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
    Component: lazyPage(accountPages.account, 'AccountPage'),
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
    Component: lazyPage(() => import('../features/clients'), 'ActiveClientsPage'),
  },
  {
    path: '/clients/inactive',
    access: { kind: 'employee', ...permissions.viewClients },
    Component: lazyPage(() => import('../features/clients'), 'InactiveClientsPage'),
  },
  {
    path: '/clients/active/new',
    access: { kind: 'employee', ...permissions.editClients },
    Component: lazyPage(() => import('../features/clients'), 'ClientEditPage'),
  },
  {
    path: '/clients/active/edit/:uid',
    access: { kind: 'employee', ...permissions.viewClients },
    Component: lazyPage(() => import('../features/clients'), 'ClientEditPage'),
  },
  {
    path: '/clients/inactive/edit/:uid',
    access: { kind: 'employee', ...permissions.viewClients },
    Component: lazyPage(() => import('../features/clients'), 'ClientEditPage'),
  },
  {
    path: '/employees',
    access: { kind: 'employee', ...permissions.viewEmployees },
    Component: lazyPage(() => import('../features/employees'), 'EmployeesPage'),
  },
  {
    path: '/employees/new',
    access: { kind: 'employee', ...permissions.manageEmployees },
    Component: lazyPage(() => import('../features/employees'), 'EmployeeEditPage'),
  },
  {
    path: '/employees/edit/:uid',
    access: { kind: 'employee', ...permissions.viewEmployees },
    Component: lazyPage(() => import('../features/employees'), 'EmployeeEditPage'),
  },
  {
    path: ACCOUNTING_SETTINGS_PATH,
    access: { kind: 'employee', ...permissions.viewAccountingSettings },
    Component: lazyPage(accountingPages.settings, 'AccountingSettingsPage'),
  },
  // Open to visitors: Fortnox sends a logged-out browser here with its code (product-spec §4).
  { path: FORTNOX_PATH, access: visitor, Component: lazyPage(fortnoxPages.integration, 'FortnoxPage') },
  {
    path: '/montor/foretag/edit/:page',
    access: { kind: 'employee', ...permissions.viewCompanySettings },
    Component: lazyPage(() => import('../features/company'), 'CompanySettingsPage'),
  },
  {
    path: '/standard/articles',
    access: { kind: 'employee', ...permissions.viewOwnArticles },
    Component: lazyPage(() => import('../features/ownArticles'), 'OwnArticlesPage'),
  },
  {
    path: '/standard/comments',
    access: { kind: 'employee', ...permissions.viewOwnComments },
    Component: lazyPage(() => import('../features/ownComments'), 'OwnCommentsPage'),
  },
  {
    path: '/own_prices',
    access: { kind: 'employee', ...permissions.viewOwnPrices },
    Component: lazyPage(() => import('../features/ownPrices'), 'OwnPricesPage'),
  },
  {
    path: '/cookies/',
    access: visitor,
    Component: lazyPage(cookiePages.cookies, 'CookiesPage'),
  },
  {
    path: '/warehouses/',
    access: visitor,
    Component: lazyPage(providerPages.warehouses, 'WarehousesPage'),
  },
  {
    path: '/register/',
    access: visitor,
    Component: lazyPage(formsPages.register, 'RegisterPage'),
  },
  { path: '/about/survey', access: visitor, Component: lazyPage(formsPages.survey, 'GeneralSurveyPage') },
  { path: '/about/school', access: visitor, Component: lazyPage(formsPages.survey, 'SchoolRequestPage') },
  {
    path: '/about/guest-account',
    access: visitor,
    Component: lazyPage(formsPages.survey, 'GuestAccountPage'),
  },
  { path: '/about/feedback', access: visitor, Component: lazyPage(formsPages.feedback, 'FeedbackPage') },
  { path: '/about/contact', access: visitor, Component: lazyPage(formsPages.contact, 'ContactPage') },
  {
    path: '/aterstall-losenord',
    access: visitor,
    Component: lazyPage(authPages.setNewPassword, 'SetNewPasswordPage'),
  },
  {
    path: '/dev/outbox',
    access: visitor,
    Component: lazyPage(devPages.outbox, 'DevOutboxPage'),
  },
  {
    path: '/catalogue',
    access: visitor,
    Component: lazyPage(cataloguePages.item, 'CatalogueRootPage'),
  },
  {
    path: '/catalogue/index.html',
    access: visitor,
    Component: lazyPage(cataloguePages.item, 'CatalogueRootPage'),
  },
  {
    path: '/catalogue/search',
    access: visitor,
    Component: lazyPage(cataloguePages.search, 'SearchPage'),
  },
  {
    path: '/catalogue/special',
    access: visitor,
    Component: lazyPage(cataloguePages.special, 'SpecialPage'),
  },
  {
    path: '/catalogue/:slug',
    access: visitor,
    Component: lazyPage(cataloguePages.item, 'CatalogueItemPage'),
  },
  {
    path: '/campaigns',
    access: visitor,
    Component: lazyPage(cataloguePages.special, 'CampaignsPage'),
  },
  {
    path: '/novelties',
    access: visitor,
    Component: lazyPage(cataloguePages.special, 'NoveltiesPage'),
  },
  { path: NEWS_PATH, access: employee, Component: lazyPage(newsPages.list, 'NewsListPage') },
  {
    path: `${NEWS_PATH}/detailed/:uid`,
    access: employee,
    Component: lazyPage(newsPages.item, 'NewsItemPage'),
  },
  {
    path: MESSAGES_PATH,
    access: employee,
    Component: lazyPage(newsPages.messages, 'MessagesPage'),
  },
  { path: EVENTS_PATH, access: employee, Component: lazyPage(eventsPages.list, 'EventsPage') },
  {
    path: REGISTERED_EVENTS_PATH,
    access: employee,
    Component: lazyPage(eventsPages.list, 'RegisteredEventsPage'),
  },
  {
    path: PRICE_LISTS_PATH,
    access: { kind: 'employee', ...permissions.viewPriceLists },
    Component: lazyPage(priceListPages.list, 'PriceListsPage'),
  },
  {
    path: INSTRUCTION_DOCUMENTS_PATH,
    access: employee,
    Component: lazyPage(providerDocumentPages.instructions, 'InstructionDocumentsPage'),
  },
  {
    path: '/montor/varukorg',
    access: { kind: 'employee', ...documentAccess('CUSTOMER_ORDER') },
    Component: lazyPage(kioskPages.basket, 'BasketPage'),
  },
  {
    path: '/payment_reminders',
    access: paymentRemindersAccess,
    Component: lazyPage(() => import('../features/paymentReminders'), 'PaymentRemindersPage'),
  },
  {
    path: '/favorites',
    access: { kind: 'employee', ...permissions.useFavourites },
    Component: lazyPage(favouritePages.favourites, 'FavouritesPage'),
  },
  ...documentRouteSpecs().map(({ type, path, page }) => ({
    path,
    access: { kind: 'employee', ...documentAccess(type) } as const,
    Component:
      page === 'list' ? DocumentListPage : page === 'view' ? UnixDocumentViewPage : DocumentEditorPage,
  })),
  {
    path: '/exportlist/payments',
    access: { kind: 'employee', roles: documentAccess('INVOICE').roles, siteOptions: ['EXPORT_LISTS'] },
    Component: lazyPage(paymentPages.list, 'PaymentsListPage'),
  },
  {
    path: '/exportlist/bankfiles',
    access: { kind: 'employee', ...documentAccess('INVOICE') },
    Component: lazyPage(paymentImportPages.bankFiles, 'BankFilesPage'),
  },
  {
    path: LEDGER_PATHS.INVOICE,
    access: exportListAccess,
    Component: lazyPage(accountingExportPages.ledgers, 'InvoicesLedgerPage'),
  },
  {
    path: LEDGER_PATHS.CASH,
    access: exportListAccess,
    Component: lazyPage(accountingExportPages.ledgers, 'CashLedgerPage'),
  },
  {
    path: LEDGER_PATHS.JOURNAL,
    access: exportListAccess,
    Component: lazyPage(accountingExportPages.ledgers, 'JournalPage'),
  },
  {
    path: TIME_REPORT_PATH,
    access: timeReportAccess,
    Component: lazyPage(timeLogPages.timeReport, 'TimeReportPage'),
  },
  {
    path: WEEK_VIEW_PATH,
    access: { kind: 'employee', ...documentAccess('WORK_ORDER') },
    Component: lazyPage(calendarPages.week, 'WeekViewPage'),
  },
  {
    path: ALL_INVOICES_PATH,
    access: listsApi.allTypeInvoices.access,
    Component: lazyPage(documentPages.allInvoices, 'AllInvoicesPage'),
  },
  {
    path: ROT_FILES_PATH,
    access: taxDeductionApi.taxDeductionRequests.access,
    Component: lazyPage(rotFilesPages.list, 'RotFilesPage'),
  },
  {
    path: UNIX_INVOICE_SUMMARIES_PATH,
    access: { kind: 'employee', ...documentAccess('UNIX_INVOICE') },
    Component: lazyPage(unixDocumentPages.invoiceSummaries, 'UnixInvoiceSummariesPage'),
  },
];

const ClientLinkPage = lazyPage(clientLinkPages.public, 'ClientLinkPage');
const AdministrationApp = lazyPage(administrationPages.app, 'AdministrationApp');

export const router = createBrowserRouter([
  // The client's link (issue #21) opens without a login and outside the app's shell: no header, menus
  // or login, nothing of the firm but its document.
  {
    path: `${CLIENT_LINK_PATH}/:token`,
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={<PageLoader />}>
        <ClientLinkPage />
      </Suspense>
    ),
  },
  // The provider's administration (issue #23) has its own login and layout, none of the firms' shell.
  {
    path: `${ADMIN_PATH}/*`,
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={<PageLoader />}>
        <AdministrationApp />
      </Suspense>
    ),
  },
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
