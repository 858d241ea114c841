import type { FastifyReply } from 'fastify';

export const refreshCookieName = 'sk_refresh';
const cookiePath = '/api/auth';

/** httpOnly, SameSite=Strict and scoped to /api/auth: scripts never see it and other paths never send it. */
export function setRefreshCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean) {
  reply.setCookie(refreshCookieName, token, { httpOnly: true, sameSite: 'strict', secure, path: cookiePath, expires });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(refreshCookieName, { httpOnly: true, sameSite: 'strict', secure, path: cookiePath });
}
