import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';

/** 127.0.0.0/8 and ::1, also as dual-stack sockets report IPv4 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * onRequest hook: only the machine itself may read the mailbox. It reads the socket's peer, never
 * request.ip, so no X-Forwarded-For (trusted proxy or not) can make a remote client look local; behind
 * a proxy on the same machine every client would, so such a set-up must say DEV_MAILBOX=off or on.
 * Others get the same 404 as any unknown API path.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) throw notFound();
}
