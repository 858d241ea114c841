import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { MailContext } from './emails/email-message.ts';
import { authModule } from './modules/auth/routes.ts';
import { devMailsModule } from './modules/dev-mails/routes.ts';
import { employeesModule } from './modules/employees/routes.ts';
import { healthModule } from './modules/health/routes.ts';
import { levelsModule } from './modules/levels/routes.ts';
import { newslettersModule } from './modules/newsletters/routes.ts';
import { skillsModule } from './modules/skills/routes.ts';
import { studentsModule } from './modules/students/routes.ts';
import { usersModule } from './modules/users/routes.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { type MailTransport, mailerPlugin } from './plugins/mailer.ts';
import { seoRoutesPlugin } from './plugins/seo/seo-routes.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Overrides the transport chosen from SMTP_URL (tests pass one). */
  mailTransport?: MailTransport;
  /** Start the outbox worker (off in most tests, which drain it by hand). */
  startMailWorker?: boolean;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailContext: MailContext;
  }
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      // Log the route pattern, never the raw URL: confirmation and reset tokens travel in paths and queries.
      req: (req) => ({ method: req.method, route: req.routeOptions?.url ?? 'unmatched', reqId: req.id }),
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: config.env === 'production',
    bodyLimit: 1024 * 1024,
    // Bracket notation of the list-query convention (filter_groups[0][filters][0][key]=...).
    routerOptions: { querystringParser: (s: string) => qs.parse(s, { depth: 6, arrayLimit: 100, parameterLimit: 500 }) },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailContext', { brandName: config.brandName, publicUrl: config.publicUrl });

  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(apiDocsPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(mailerPlugin, { transport: deps.mailTransport, start: deps.startMailWorker ?? true });

  await app.register(
    async (api) => {
      await api.register(healthModule);
      await api.register(authModule, { prefix: '/auth' });
      await api.register(usersModule, { prefix: '/users' });
      await api.register(employeesModule, { prefix: '/employees' });
      await api.register(levelsModule, { prefix: '/levels' });
      await api.register(skillsModule, { prefix: '/skills' });
      await api.register(studentsModule, { prefix: '/students' });
      await api.register(newslettersModule, { prefix: '/newsletters' });
    },
    { prefix: '/api' },
  );
  // GET /api/dev/mails and the /dev/mailbox page: captured mail for newcomers, never in production.
  if (config.env !== 'production') await app.register(devMailsModule);
  // Before the web app: it answers every other GET with index.html.
  await app.register(seoRoutesPlugin);
  await app.register(webAppPlugin);
  return app;
}
