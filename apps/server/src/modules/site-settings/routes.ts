import { siteSettingsSchema, updateSiteSettingsSchema } from '@studiekraft/shared/schemas/site-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { getSiteSettings, updateSiteSettings } from './service.ts';

const settingsResponse = z.object({ data: siteSettingsSchema });

/** The site's own public details (issue 36): everyone reads them, staff set them on 'Indstillinger'. */
export async function siteSettingsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['settings'];

  app.get('/site', { schema: { tags, response: { 200: settingsResponse } } }, async () => ({
    data: await getSiteSettings(deps),
  }));
  app.put(
    '/site',
    {
      preValidation: onlyFor('EMPLOYEE'),
      schema: { tags, body: updateSiteSettingsSchema, response: { 200: settingsResponse } },
    },
    async (request) => ({ data: await updateSiteSettings(deps, requireViewer(request), request.body) }),
  );
}
