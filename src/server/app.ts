import fastifyCookie from '@fastify/cookie';
import { allEndpoints } from '@shared/api/index';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config';
import { authJobs } from './features/auth/auth.jobs';
import { authRoutes } from './features/auth/auth.routes';
import { resolveSession } from './features/auth/auth.session';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { catalogueImportJobs } from './features/catalogueImport/catalogueImport.jobs';
import { clientsRoutes } from './features/clients/clients.routes';
import { companyFileRoutes, companyRoutes } from './features/company/company.routes';
import { contentRoutes } from './features/content/content.routes';
import { customerOrdersRoutes } from './features/customerOrders/customerOrders.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { devRoutes } from './features/dev/dev.routes';
import { documentItemsRoutes } from './features/documentItems/documentItems.routes';
import { documentRelationsRoutes } from './features/documentRelations/documentRelations.routes';
import { documentsRoutes } from './features/documents/documents.routes';
import { employeesRoutes } from './features/employees/employees.routes';
import { favouritesRoutes } from './features/favourites/favourites.routes';
import { foldersJobs } from './features/folders/folders.jobs';
import { foldersRoutes } from './features/folders/folders.routes';
import { kioskRoutes } from './features/kiosk/kiosk.routes';
import { listSettingsRoutes } from './features/listSettings/listSettings.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { ownArticlesRoutes } from './features/ownArticles/ownArticles.routes';
import { ownCommentsRoutes } from './features/ownComments/ownComments.routes';
import { ownPricesJobs } from './features/ownPrices/ownPrices.jobs';
import { ownPricesRoutes } from './features/ownPrices/ownPrices.routes';
import { providerRoutes } from './features/provider/provider.routes';
import { providerIntakeRoutes } from './features/providerIntake/providerIntake.routes';
import { providerSimulatorJobs } from './features/providerSimulator/providerSimulator.jobs';
import { unixDocumentsRoutes } from './features/unixDocuments/unixDocuments.routes';
import type { Db } from './platform/db/database';
import type { AppDeps, Clock } from './platform/http/context';
import { errorHandler } from './platform/http/error-handler';
import { buildOpenApi } from './platform/http/openapi';
import { ApiRouter } from './platform/http/router';
import { serveWeb } from './platform/http/static-web';
import { JobQueue } from './platform/jobs/queue';
import type { RecurringJob } from './platform/jobs/runner';
import {
  MailService,
  type MailTransport,
  outboxOnlyTransport,
  smtpTransport,
} from './platform/mail/mail.service';
import { httpSmsSender, outboxOnlySmsSender, type SmsSender, SmsService } from './platform/sms/sms.service';

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

const systemClock: Clock = { now: () => new Date() };

/** Builds the whole server without listening: `main` listens on it, tests call `app.inject`. */
export async function createApp(options: CreateAppOptions): Promise<MontorApp> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // Per-request lines drown the log; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: true,
    bodyLimit: 30 * 1024 * 1024,
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

  const router = new ApiRouter(app, deps, resolveSession);
  authRoutes(router);
  contentRoutes(router);
  providerRoutes(router);
  devRoutes(router);
  clientsRoutes(router);
  employeesRoutes(router);
  listSettingsRoutes(router);
  companyRoutes(router);
  companyFileRoutes(app, deps);
  ownArticlesRoutes(router);
  ownCommentsRoutes(router);
  ownPricesRoutes(router);
  catalogueRoutes(router, app, deps);
  favouritesRoutes(router);
  documentsRoutes(router);
  documentItemsRoutes(router);
  customerOrdersRoutes(router);
  kioskRoutes(router);
  providerIntakeRoutes(app, deps);
  unixDocumentsRoutes(router);
  documentRelationsRoutes(router);
  dashboardRoutes(router);
  foldersRoutes(router);
  notificationsRoutes(router);

  const recurringJobs = [
    ...authJobs(jobs),
    ...ownPricesJobs(jobs),
    ...catalogueImportJobs(jobs),
    ...foldersJobs(jobs),
    ...providerSimulatorJobs(deps),
  ];

  const openApi = buildOpenApi(allEndpoints);
  app.get('/api/docs', async () => openApi);
  await serveWeb(app, config.webDistDir);

  return { app, deps, router, recurringJobs };
}
