import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** The portal's address as the browser sees it: PUBLIC_ORIGIN, else the request's own. */
export const requestOrigin = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;

/**
 * The login redirect address when it may be used, else null. Only the portal's own origin (the
 * request's or PUBLIC_ORIGIN) is accepted: the scan page would otherwise be an open redirect handing
 * login codes to any site (another port of localhost included). Relative addresses are resolved
 * against the origin.
 */
export function allowedRedirect(uri: string, ctx: AppContext, request: FastifyRequest): URL | null {
  const own = [`${request.protocol}://${request.host}`, ctx.config.publicOrigin].filter((o) => o !== null);
  let url: URL;
  try {
    url = new URL(uri, requestOrigin(ctx, request));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const sameOrigin = own.some((o) => {
    try {
      return new URL(o).origin === url.origin;
    } catch {
      return false;
    }
  });
  return sameOrigin ? url : null;
}
