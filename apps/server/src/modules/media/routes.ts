import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { isValidStorageKey } from '../../plugins/storage.ts';

// Only public media; project files live under `files/` and are served by GET /files/:id to participants.
const publicPrefixes = ['avatars/', 'references/'];

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const fallbackSvg = readFileSync(new URL('../../../assets/media-fallback.svg', import.meta.url));

const mediaParams = z.object({ '*': z.string() });

/** The stored media type by the key's extension (the server chose it when it wrote the file), or null. */
function mediaType(key: string): string | null {
  if (!isValidStorageKey(key) || !publicPrefixes.some((prefix) => key.startsWith(prefix))) return null;
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return contentTypes[ext] ?? null;
}

function sendFallback(reply: FastifyReply) {
  // Short-lived: the same URL may get real bytes later (a seeded path whose file is added afterwards).
  return reply
    .header('Content-Type', 'image/svg+xml')
    .header('Cache-Control', 'public, max-age=300')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(fallbackSvg);
}

/**
 * GET /media/*: avatars and reference images from storage. Anything missing, malformed or outside the
 * public prefixes gets the placeholder image (200), so an <img> never breaks and a probe learns nothing.
 */
export async function mediaModule(fastify: FastifyInstance) {
  fastify.get('/*', { schema: { tags: ['media'], params: mediaParams } }, async (request, reply) => {
    const key = (request.params as z.infer<typeof mediaParams>)['*'];
    const type = mediaType(key);
    if (!type) return sendFallback(reply);
    try {
      const stored = await fastify.storage.get(key);
      if (!stored) return sendFallback(reply);
      // Keys are random per upload, so a URL's bytes never change.
      return reply
        .header('Content-Type', type)
        .header('Content-Length', stored.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(stored.stream);
    } catch (error) {
      request.log.warn({ err: error }, 'media read failed');
      return sendFallback(reply);
    }
  });
}
