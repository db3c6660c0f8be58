import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { createWindowLimit } from '../http/windowLimit';
import { createLoginCode } from './loginCodes';
import { stateSchema } from './loginState';
import { allowedRedirect } from './redirect';
import { renderScanError, renderScanPage, SCAN_AS, SCAN_PAGE_PATH } from './scanPage';
import { createNewUser, findUser } from './users';

/** 以新用户登录 creates an account per click: at most this many per client address a minute … */
export const DEMO_NEW_USERS_PER_IP = 5;
/** … and this many a minute in all (one process), whatever the number of addresses. */
export const DEMO_NEW_USERS_TOTAL = 30;
export const DEMO_NEW_USERS_WINDOW_MS = 60_000;

const scanQuery = z.object({ state: stateSchema, redirect_uri: z.string().min(1).max(2048) });
const scanForm = scanQuery.extend({ as: z.enum(['demo', 'doctor', 'new']) });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The demo login (decision 0003): a local page standing in for WeChat's scan page, registered only
 * when the configuration says demo (no WeChat credentials; not in production unless DEMO_LOGIN=1).
 */
export function demoScanRoutes(app: FastifyInstance, ctx: AppContext) {
  const window = { windowMs: DEMO_NEW_USERS_WINDOW_MS, now: ctx.now };
  const perIp = createWindowLimit({ ...window, limit: DEMO_NEW_USERS_PER_IP });
  const total = createWindowLimit({ ...window, limit: DEMO_NEW_USERS_TOTAL });

  app.get(SCAN_PAGE_PATH, async (request, reply) => {
    const q = scanQuery.safeParse(request.query);
    if (!q.success) return html(reply, 400, renderScanError(msg.login.callbackMissing));
    if (!allowedRedirect(q.data.redirect_uri, ctx, request)) {
      return html(reply, 400, renderScanError(msg.login.scanInvalidRedirect));
    }
    return html(reply, 200, renderScanPage(q.data.state, q.data.redirect_uri));
  });

  // The "scan": creates a single-use login code bound to the user and the state, then sends the browser
  // to `redirect_uri?code=…&state=…` exactly as the messenger would.
  app.post(SCAN_PAGE_PATH, async (request, reply) => {
    const f = scanForm.safeParse(request.body);
    if (!f.success) return html(reply, 400, renderScanError(msg.login.callbackMissing));
    const target = allowedRedirect(f.data.redirect_uri, ctx, request);
    if (!target) return html(reply, 400, renderScanError(msg.login.scanInvalidRedirect));
    const seeded = SCAN_AS[f.data.as];
    if (seeded === null) {
      if (!perIp.allows(request.ip) || !total.allows('all')) {
        return html(reply, 429, renderScanError(msg.login.tooManyNewUsers));
      }
      perIp.take(request.ip);
      total.take('all');
    }
    const uid = seeded ?? (await createNewUser(ctx));
    if (!(await findUser(ctx.db, uid))) return html(reply, 400, renderScanError(msg.login.codeInvalid));
    target.searchParams.set('code', await createLoginCode(ctx, uid, f.data.state));
    target.searchParams.set('state', f.data.state);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });
}
