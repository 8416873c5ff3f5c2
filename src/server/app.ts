import fastifyCookie from '@fastify/cookie';
import { LIMITS } from '@shared/api/limits';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config';
import { accountingRoutes } from './features/accounting';
import {
  accountingExportJobs,
  accountingExportRoutes,
  storeBookingInputOnCompletion,
} from './features/accountingExport';
import { adminCabinetRoutes } from './features/adminCabinet';
import { adminCatalogueRoutes } from './features/adminCatalogue';
import { adminContentRoutes } from './features/adminContent';
import { adminEventsRoutes } from './features/adminEvents';
import { adminFirmsRoutes } from './features/adminFirms';
import { administrationRoutes } from './features/administration';
import { adminOrdersRoutes } from './features/adminOrders';
import { adminSettingsRoutes } from './features/adminSettings';
import { attachmentsJobs, attachmentsRoutes } from './features/attachments';
import { authJobs, authRoutes, endEmployeeSessions, resolveSession } from './features/auth';
import { calendarRoutes } from './features/calendar';
import { catalogueRoutes } from './features/catalogue';
import { catalogueImportJobs } from './features/catalogueImport';
import { catalogueSearchRoutes } from './features/catalogueSearch';
import { clientLinkListing, clientLinksRoutes } from './features/clientLinks';
import { clientCounters, clientsRoutes } from './features/clients';
import { companyRoutes } from './features/company';
import { contentRoutes } from './features/content';
import { customerOrdersRoutes } from './features/customerOrders';
import { dashboardRoutes, documentCounters } from './features/dashboard';
import { devRoutes } from './features/dev';
import { docsRoutes } from './features/docs';
import {
  addWorkOrderCompletionRule,
  documentsRoutes,
  foldersJobs,
  interestRoutes,
  listClientLinkStates,
  onDocumentCompleted,
  setWorkOrderTimeBilling,
} from './features/documents';
import { AccessPointStubState, accessPointStubRoutes, eInvoiceRoutes } from './features/eInvoice';
import { emailingJobs, emailingRoutes } from './features/emailing';
import { employeeCounters, employeesRoutes } from './features/employees';
import { checkEventRegistration, eventsRoutes } from './features/events';
import { favouritesRoutes } from './features/favourites';
import { filesRoutes } from './features/files';
import { formsRoutes } from './features/forms';
import { FortnoxStubState, fortnoxJobs, fortnoxRoutes, fortnoxStubRoutes } from './features/fortnox';
import { kioskRoutes } from './features/kiosk';
import { listSettingsRoutes } from './features/listSettings';
import { newsCounters, newsRoutes } from './features/news';
import { notificationsRoutes } from './features/notifications';
import { ownArticleCounters, ownArticlesRoutes } from './features/ownArticles';
import { ownCommentCounters, ownCommentsRoutes } from './features/ownComments';
import { ownPriceCounters, ownPricesJobs, ownPricesRoutes } from './features/ownPrices';
import { paymentImportsRoutes } from './features/paymentImports';
import { paymentRemindersRoutes } from './features/paymentReminders';
import { payCashInvoiceOnCompletion, paymentsRoutes } from './features/payments';
import { priceListsJobs, priceListsRoutes } from './features/priceLists';
import { printingRoutes } from './features/printing';
import { providerRoutes } from './features/provider';
import { providerDocumentsRoutes } from './features/providerDocuments';
import { providerIntakeRoutes, resolveProviderApiKey } from './features/providerIntake';
import { providerSimulatorJobs } from './features/providerSimulator';
import { taxDeductionRoutes } from './features/taxDeduction';
import { runningTimerProblems, timeLogsRoutes, workOrderTimeBilling } from './features/timeLogs';
import { unixDocumentsRoutes } from './features/unixDocuments';
import {
  VvsGuidenStubState,
  vvsGuidenListing,
  vvsGuidenRoutes,
  vvsGuidenStubRoutes,
} from './features/vvsGuiden';
import type { CounterProvider } from './platform/counters';
import type { Db } from './platform/db/database';
import { acceptBinaryBodies } from './platform/http/binary-body';
import { clientErrorHandler } from './platform/http/client-error';
import { type AppDeps, type Clock, systemClock } from './platform/http/context';
import { errorHandler } from './platform/http/error-handler';
import { loggerOptions } from './platform/http/log-safe';
import { ApiRouter } from './platform/http/router';
import { serveWeb } from './platform/http/static-web';
import { JobQueue } from './platform/jobs/queue';
import type { RecurringJob } from './platform/jobs/runner';
import {
  MailService,
  type MailTransport,
  outboxOnlyTransport,
  smtpTransport,
} from './platform/mail/mail.outbox';
import { httpSmsSender, outboxOnlySmsSender, type SmsSender, SmsService } from './platform/sms/sms.outbox';

export interface CreateAppOptions {
  db: Db;
  config: AppConfig;
  clock?: Clock;
  mailTransport?: MailTransport;
  smsSender?: SmsSender;
  logger?: boolean;
}

export interface MontorApp {
  app: FastifyInstance;
  deps: AppDeps;
  router: ApiRouter;
  recurringJobs: RecurringJob[];
}

/** The menu counters, each from the feature that owns it; content only adds them up. */
const counterProviders: readonly CounterProvider[] = [
  employeeCounters,
  clientCounters,
  documentCounters,
  ownArticleCounters,
  ownCommentCounters,
  ownPriceCounters,
  newsCounters,
];

/** Builds the whole server without listening: `main` listens on it, tests call `app.inject`. */
export async function createApp(options: CreateAppOptions): Promise<MontorApp> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ? loggerOptions(process.env.LOG_LEVEL ?? 'info') : false,
    // Per-request lines drown the log; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Routes declare their own limit (the router); this one holds for the rest (the web, unknown paths).
    bodyLimit: LIMITS.bodyBytes,
    clientErrorHandler,
  });
  await app.register(fastifyCookie);

  const jobs = new JobQueue(db);
  const transport =
    options.mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxOnlyTransport((text) => app.log.info(text)));
  const mail = new MailService(db, jobs, transport, config.mailFrom);
  const smsSender =
    options.smsSender ??
    (config.smsUrl
      ? httpSmsSender({ url: config.smsUrl, token: config.smsToken ?? '' })
      : outboxOnlySmsSender((text) => app.log.info(text)));
  const sms = new SmsService(db, jobs, smsSender);
  const deps: AppDeps = { db, config, clock: options.clock ?? systemClock, jobs, mail, sms };

  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  acceptBinaryBodies(app);
  const router = new ApiRouter(app, deps, resolveSession, resolveProviderApiKey);
  authRoutes(router);
  contentRoutes(router, counterProviders);
  newsRoutes(router);
  formsRoutes(router, { checkCalendarEvent: checkEventRegistration });
  administrationRoutes(router);
  adminSettingsRoutes(router);
  adminCatalogueRoutes(router);
  adminOrdersRoutes(router);
  adminFirmsRoutes(router);
  adminContentRoutes(router);
  adminCabinetRoutes(router);
  adminEventsRoutes(router);
  eventsRoutes(router);
  priceListsRoutes(router);
  providerDocumentsRoutes(router);
  providerRoutes(router);
  devRoutes(router);
  clientsRoutes(router);
  employeesRoutes(router, { endSessions: endEmployeeSessions });
  listSettingsRoutes(router);
  companyRoutes(router, { listing: vvsGuidenListing });
  vvsGuidenRoutes(router);
  accountingRoutes(router);
  accountingExportRoutes(router);
  ownArticlesRoutes(router);
  ownCommentsRoutes(router);
  ownPricesRoutes(router);
  catalogueRoutes(router);
  catalogueSearchRoutes(router);
  favouritesRoutes(router);
  documentsRoutes(router);
  interestRoutes(router);
  customerOrdersRoutes(router);
  kioskRoutes(router);
  providerIntakeRoutes(router);
  filesRoutes(router);
  calendarRoutes(router);
  unixDocumentsRoutes(router);
  dashboardRoutes(router);
  notificationsRoutes(router);
  printingRoutes(router);
  emailingRoutes(router);
  clientLinksRoutes(router);
  listClientLinkStates(clientLinkListing);
  attachmentsRoutes(router);
  paymentsRoutes(router);
  onDocumentCompleted(payCashInvoiceOnCompletion);
  onDocumentCompleted(storeBookingInputOnCompletion);
  paymentImportsRoutes(router);
  paymentRemindersRoutes(router);
  taxDeductionRoutes(router);
  fortnoxRoutes(router);
  eInvoiceRoutes(router);
  timeLogsRoutes(router);
  addWorkOrderCompletionRule(runningTimerProblems);
  setWorkOrderTimeBilling(workOrderTimeBilling);
  emailingJobs(deps);
  docsRoutes(router);

  const recurringJobs = [
    ...attachmentsJobs(jobs),
    ...authJobs(jobs),
    ...ownPricesJobs(jobs),
    ...catalogueImportJobs(deps),
    ...accountingExportJobs(deps),
    ...priceListsJobs(deps),
    ...foldersJobs(jobs),
    ...providerSimulatorJobs(deps),
    ...fortnoxJobs(deps),
  ];

  if (config.fortnox.builtInStub) {
    // Development and demo: Fortnox's stand-in on this server (decision 0047), the app's default Fortnox.
    const stub = new FortnoxStubState({
      clientId: config.fortnox.clientId,
      clientSecret: config.fortnox.clientSecret,
    });
    await app.register((instance) => fortnoxStubRoutes(instance, stub), { prefix: '/dev/fortnox' });
  }

  if (config.eInvoice.builtInStub) {
    // Development and demo: a PEPPOL access point's stand-in on this server (decision 0050).
    const stub = new AccessPointStubState(config.eInvoice.accessPointToken);
    await app.register((instance) => accessPointStubRoutes(instance, stub), { prefix: '/dev/access-point' });
  }

  if (config.vvsGuiden.builtInStub) {
    // Development and demo: VVS-guiden's stand-in on this server (decision 0057).
    const stub = new VvsGuidenStubState(config.vvsGuiden.apiKey, `${config.publicUrl}/dev/vvs-guiden/profil`);
    await app.register((instance) => vvsGuidenStubRoutes(instance, stub), { prefix: '/dev/vvs-guiden' });
  }

  await serveWeb(app, config.webDistDir);

  return { app, deps, router, recurringJobs };
}
