import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, when its answer has been sent: method, route pattern and request id (the
 * `req` serializer in app.ts), status and milliseconds; 'request errored' as before when the response
 * failed. Fastify's default writes two, an 'incoming request' line before the route runs and this one
 * after; under load the pair was the largest cost of a small answer left in the server's own code
 * (decision 036: 4-10 % of `GET /api/levels`). The first line only ever told of a request that never
 * finished, which still shows in its error's line (error-handler.ts) or the client's timeout.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
