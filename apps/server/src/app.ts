import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import qs from 'qs';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { pgliteStatisticsPlugin } from './db/pglite-statistics-job.ts';
import type { MailTransport } from './emails/mail-transport.ts';
import type { MailContext } from './emails/rendered-email.ts';
import { type CvrClient, createCvrClient } from './integrations/cvr/cvr-client.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { applicationRetentionPlugin } from './modules/applications/retention-job.ts';
import { applicationsModule } from './modules/applications/routes.ts';
import { auditLogModule } from './modules/audit-log/routes.ts';
import { hasRateLimit } from './modules/auth/rate-limits.ts';
import { authModule } from './modules/auth/routes.ts';
import { blogImageSources, blogPlugin } from './modules/blog/blog-plugin.ts';
import { blogModule } from './modules/blog/routes.ts';
import { conversationsModule } from './modules/conversations/routes.ts';
import { csvExportsModule } from './modules/csv-exports/routes.ts';
import { customersModule } from './modules/customers/routes.ts';
import { devMailsModule } from './modules/dev-mails/routes.ts';
import { employeesModule } from './modules/employees/routes.ts';
import { filesModule } from './modules/files/routes.ts';
import { readinessRoutes } from './modules/health/readiness-routes.ts';
import { healthModule } from './modules/health/routes.ts';
import { invoiceRemindersPlugin } from './modules/invoices/reminders/reminder-job.ts';
import { invoicesModule } from './modules/invoices/routes.ts';
import { levelsModule } from './modules/levels/routes.ts';
import { mediaModule } from './modules/media/routes.ts';
import { newsletterPendingSignupsPlugin } from './modules/newsletters/pending-signups-job.ts';
import { newslettersModule } from './modules/newsletters/routes.ts';
import { payoutsModule } from './modules/payouts/routes.ts';
import { projectsModule } from './modules/projects/routes.ts';
import { projectRatingRoutes } from './modules/ratings/project-rating-routes.ts';
import { ratingsModule } from './modules/ratings/routes.ts';
import { referencesModule } from './modules/references/routes.ts';
import { siteSettingsModule } from './modules/site-settings/routes.ts';
import { skillsModule } from './modules/skills/routes.ts';
import { studentProfilesModule } from './modules/student-profiles/routes.ts';
import { studentRecordsModule } from './modules/student-records/routes.ts';
import { studentSearchModule } from './modules/student-search/routes.ts';
import { testimonialsModule } from './modules/testimonials/routes.ts';
import { avatarRoutes } from './modules/users/avatar-routes.ts';
import { bookkeepingRetentionPlugin } from './modules/users/bookkeeping-retention-job.ts';
import { contactRoutes } from './modules/users/contact-routes.ts';
import { usersModule } from './modules/users/routes.ts';
import { vatModule } from './modules/vat/routes.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { publicDataChangesPlugin } from './plugins/public-data-changes.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { loggerOptions, OneLinePerRequest } from './plugins/request-log.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { seoRoutesPlugin } from './plugins/seo/seo-routes.ts';
import { sessionRevocationPlugin } from './plugins/session-revocation.ts';
import { storagePlugin } from './plugins/storage-plugin.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** A preHandler of modules/auth/rate-limits.ts can answer 429 with Retry-After. */
  rateLimited: boolean;
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Overrides the transport chosen from SMTP_URL (tests pass one). */
  mailTransport?: MailTransport;
  /** Start the outbox worker (off in most tests, which drain it by hand). */
  startMailWorker?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailContext: MailContext;
    /** CVR register lookup with its in-memory cache (one per app instance). */
    cvr: CvrClient;
    /** Every route as registered (method and full URL pattern): the authorisation matrix and the fuzzer read it. */
    registeredRoutes: RegisteredRoute[];
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new OneLinePerRequest(),
    // Unset TRUST_PROXY trusts nobody: X-Forwarded-For cannot change request.ip (decision 015).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request that reaches a closing process is served (with Connection: close), not refused with a 503:
    // nginx cannot pass a refused POST on, and the process is still whole until the listener has drained.
    return503OnClosing: false,
    // Bracket notation of the list-query convention (filter_groups[0][filters][0][key]=...).
    routerOptions: { querystringParser: (s: string) => qs.parse(s, { depth: 6, arrayLimit: 100, parameterLimit: 500 }) },
  }).withTypeProvider<ZodTypeProvider>();

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD is Fastify's automatic twin of each GET; it is covered by the GET's row.
    const rateLimited = hasRateLimit(route.preHandler);
    for (const method of methods) if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url, rateLimited });
  });
  app.setValidatorCompiler(validatorCompiler);
  // The test suite checks every answer's fast text against zod's (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.env === 'test' }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailContext', { brandName: config.brandName, publicUrl: config.publicUrl });
  app.decorate(
    'cvr',
    createCvrClient({
      url: config.cvrApiUrl,
      timeoutMs: config.cvrTimeoutMs,
      userAgent: `${config.brandName} CVR-opslag (${config.publicUrl})`,
      log: app.log.child({ module: 'cvr' }),
    }),
  );

  await app.register(errorHandlerPlugin);
  // Off unless METRICS_PORT is set; first, so its hook counts every route's answers and the jobs get their observers.
  await app.register(metricsPlugin);
  // GET /api/ready turns 503 once server.ts starts draining (decision 072).
  await app.register(readinessPlugin);
  await app.register(securityHeadersPlugin, {
    // Answers under /api/ get a policy that allows nothing (plugins/security-headers.ts); the API
    // reference is a page.
    apiPrefix: '/api/',
    pagesUnderApi: ['/api/docs'],
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // A WordPress blog's images live on its own host and authors' avatars on Gravatar (decision 028).
          imgSrc: ["'self'", 'data:', 'blob:', ...blogImageSources(config.blogFeedUrl)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          // The socket is on the site's own origin: 'self' covers ws(s) in CSP 3 browsers, the public URL's
          // origin as ws(s) the older ones. Never any host (issue 33).
          connectSrc: ["'self'", new URL(config.publicUrl).origin.replace(/^http/, 'ws')],
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });
  // Before every route, whose replies it compresses (decision 029).
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin);
  // Off in production unless API_DOCS=on: the full API surface is a map for an attacker.
  if (config.apiDocs) await app.register(apiDocsPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(mailerPlugin, { transport: deps.mailTransport, start: deps.startMailWorker ?? true });
  await app.register(realtimePlugin);
  await app.register(sessionRevocationPlugin);
  await app.register(storagePlugin);
  // Deletes rejected applicants after 6 months (decision 023); started with the mail worker, so tests drive it by hand.
  await app.register(applicationRetentionPlugin, { start: deps.startMailWorker ?? true });
  // Reminds customers of unpaid invoices (decision 026); like the retention job, tests drive it by hand.
  await app.register(invoiceRemindersPlugin, { start: deps.startMailWorker ?? true });
  // Purges what a deleted account left for bookkeeping once the 5 years are over (decision 034); by hand in tests too.
  await app.register(bookkeepingRetentionPlugin, { start: deps.startMailWorker ?? true });
  // Deletes newsletter sign-ups never confirmed within their week (issue 33); by hand in tests.
  await app.register(newsletterPendingSignupsPlugin, { start: deps.startMailWorker ?? true });
  // PGlite has no autovacuum: ANALYZE now and then, so the planner sees the data (decision 037).
  await app.register(pgliteStatisticsPlugin, { start: deps.startMailWorker ?? true });

  // The blog feed behind its cache and /blog/feed.xml (decision 028); before /api and the web app, which read it.
  await app.register(blogPlugin);
  // Before the routes: it hooks every write route as it is registered (decision 046).
  await app.register(publicDataChangesPlugin);
  await app.register(
    async (api) => {
      await api.register(healthModule);
      await api.register(readinessRoutes);
      // Only the auth and users routes read or set a cookie (the refresh token's): parsing every request's
      // cookies and running the plugin's hooks everywhere was 8 % of the server's time under load (issue 14).
      await api.register(async (withCookies) => {
        await withCookies.register(cookie);
        await withCookies.register(authModule, { prefix: '/auth' });
        await withCookies.register(usersModule, { prefix: '/users' });
      });
      await api.register(avatarRoutes, { prefix: '/users' });
      await api.register(contactRoutes, { prefix: '/users' });
      await api.register(employeesModule, { prefix: '/employees' });
      // Full paths: /audit-log and its export /audit-log.csv.
      await api.register(auditLogModule);
      await api.register(levelsModule, { prefix: '/levels' });
      await api.register(skillsModule, { prefix: '/skills' });
      // Students by what they serve: the search, one profile, the staff record; ratings and references below /students/:id.
      await api.register(studentSearchModule, { prefix: '/students' });
      await api.register(studentProfilesModule, { prefix: '/students' });
      await api.register(studentRecordsModule, { prefix: '/students' });
      await api.register(ratingsModule, { prefix: '/students' });
      await api.register(referencesModule, { prefix: '/students' });
      // POST /students/applications and the staff review below /students/:id/application (decision 023).
      await api.register(applicationsModule, { prefix: '/students' });
      await api.register(newslettersModule, { prefix: '/newsletters' });
      await api.register(vatModule, { prefix: '/vat' });
      await api.register(customersModule, { prefix: '/customers' });
      await api.register(testimonialsModule, { prefix: '/testimonials' });
      await api.register(blogModule, { prefix: '/blog' });
      await api.register(projectsModule, { prefix: '/projects' });
      await api.register(invoicesModule, { prefix: '/invoices' });
      await api.register(conversationsModule, { prefix: '/conversations' });
      // Full paths: /projects.csv, /customers.csv and /employees.csv, the staff tables' exports.
      await api.register(csvExportsModule);
      // Full paths (/files, /projects/:id/files) so the projects module keeps only its own routes.
      await api.register(filesModule);
      // Full paths (/projects/:id/rating): the customer's rating of a finalized project.
      await api.register(projectRatingRoutes);
      await api.register(mediaModule, { prefix: '/media' });
      await api.register(siteSettingsModule, { prefix: '/settings' });
      // Full paths: /payout-rates, /payouts, /payouts/summary, /payouts/months/:month/paid, /payouts.csv.
      await api.register(payoutsModule);
    },
    { prefix: '/api' },
  );
  // GET /api/dev/mails and the /dev/mailbox page: captured mail for newcomers (config/dev-mailbox-setting.ts).
  if (config.devMailbox.served) await app.register(devMailsModule);
  // Before the web app: it answers every other GET with index.html.
  await app.register(seoRoutesPlugin);
  await app.register(webAppPlugin);
  return app;
}
