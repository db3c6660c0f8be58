import type { FastifyRequest } from 'fastify';
import { findSessionUid } from '../account/sessions';
import type { AppContext } from '../context';
import { bearerToken } from '../http/auth';

/**
 * The uid of a valid bearer token, or null for a visitor. Public calls answer per-user fields
 * (emxState, access) with it; a bad token on a public call reads as a visitor, not as HTTP 401.
 */
export async function optionalUid(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  return token ? findSessionUid(ctx, token) : null;
}
