import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUid } from '../account/sessions';
import type { AppContext } from '../context';
import { sendExpired } from './reply';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, set by the `requireUser` pre-handler. */
    uid: number;
  }
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h.trim()) : null;
  return m?.[1] ?? null;
}

/**
 * The uid of a valid bearer token, or null for a visitor: the one optional-user helper. Public calls
 * answer per-user fields (emxState, access, learningProcess, a room's stream) with it; a bad token on a
 * public call reads as a visitor, not as HTTP 401.
 */
export async function optionalUid(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  return token ? findSessionUid(ctx, token) : null;
}

/** Pre-handler for bearer-protected calls: HTTP 401 `{code:401,msg}` when the token is missing, unknown or expired. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const uid = token ? await findSessionUid(ctx, token) : null;
    if (uid === null) return sendExpired(reply);
    request.uid = uid;
  };
}
