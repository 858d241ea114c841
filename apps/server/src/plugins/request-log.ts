import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { type DestinationStream, destination } from 'pino';
import type { Config } from '../config.ts';
import { logSafeError } from '../lib/log-safe-error.ts';

/**
 * stdout, written asynchronously: a request's log line never waits for a write (a slow pipe would stall
 * every request). pino's destination gathers about 4 KB of lines per write, since each write is a round
 * trip through libuv's thread pool (decision 051), writes what it holds at least every second on a quiet
 * server, and all of it when the process exits, a crash included.
 */
export const logDestination = () => destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });

/**
 * What the server's log may hold: each serializer is an allow-list, so a request's headers (the bearer
 * token, the refresh cookie, the project token), its raw URL (confirmation and reset tokens travel in
 * paths and queries) and the values a failed query was given never reach a line. It replaced pino's
 * `redact` paths, which named headers these serializers never write and cost ~3 % of a small answer's
 * time under load, cloning each line's `req` and `res` to look for them (decision 041).
 */
export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    stream: stream ?? logDestination(),
    serializers: {
      req: (req) => ({ method: req.method, route: req.routeOptions?.url ?? 'unmatched', reqId: req.id }),
      res: (reply) => ({ statusCode: reply.statusCode }),
      err: logSafeError,
    },
  };
}

/**
 * One log line per request, when its answer has been sent: request id, method, route pattern, status and
 * milliseconds; 'request errored' as before when the response
 * failed. Fastify's default writes two, an 'incoming request' line before the route runs and this one
 * after; under load the pair was the largest cost of a small answer left in the server's own code
 * (decision 036: 4-10 % of `GET /api/levels`). The first line only ever told of a request that never
 * finished, which still shows in its error's line (error-handler.ts) or the client's timeout.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    // Flat fields (the request id is the request logger's own binding): pino writes a nested object through
    // the serializers and a JSON.stringify of its own, about 2 % of a small answer's CPU (decision 048).
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
