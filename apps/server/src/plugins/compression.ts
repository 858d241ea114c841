import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a response is sent as is: the compressed frame and the CPU would cost more than they save. */
export const compressionThresholdBytes = 1024;

/**
 * Brotli or gzip, as the client asks, for compressible responses (JSON, HTML, CSV) over 1 KB: a page of
 * 24 students is about 20 KB of JSON and shrinks to a tenth. Brotli at its default quality here (4)
 * compresses about as fast as gzip. Built files are not compressed per request: the build writes .br and
 * .gz beside them and the web app plugin serves those (decision 029).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: compressionThresholdBytes });
});
