import type { FastifyInstance } from 'fastify';
import {
  modifyProfileBody,
  PHONE_BIND_POINTS,
  profileFormSchema,
  smsRequestSchema,
} from '../../src/schemas/account';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/types';
import { bearerToken, requireUser } from '../http/auth';
import { createWindowLimit } from '../http/windowLimit';
import { fail, ok, okWith, Refusal, refusing, sendExpired } from '../http/reply';
import { blankMissing, valid } from '../http/validate';
import { CAPTCHA_WINDOW_MS, CAPTCHAS_PER_MINUTE, consumeCaptcha, createCaptcha } from './captcha';
import { setInviter } from './invite';
import { deleteSession } from './sessions';
import { claimSmsCode, sendSmsCode, verifySmsCode } from './sms';
import { bindPhone, findUser, phoneOwner, updateProfileFields } from './users';
import { defineArea } from '../area';
import { loginRoutes } from './login';
import { usersSeed } from '../seed/users';

/** Text fields a client may leave out: treated as empty so the schema answers its own required message. */
const PROFILE_TEXT = ['nickName', 'realName', 'hospital', 'phone', 'code', 'uuid', 'smsCode'] as const;
/** A JSON null for the optional inviter's code is no code. */
const withoutNullInvite = (body: unknown): unknown =>
  typeof body === 'object' &&
  body !== null &&
  (body as { otherInviteCode?: unknown }).otherInviteCode === null
    ? { ...body, otherInviteCode: undefined }
    : body;

/** showWorkInfo arrives as 1/0, '1'/'0' or a boolean; the shared schema wants 1 | 0. */
function normaliseProfile(body: unknown): unknown {
  const b = withoutNullInvite(blankMissing(body, PROFILE_TEXT));
  if (typeof b !== 'object' || b === null) return b;
  const s = (b as { showWorkInfo?: unknown }).showWorkInfo;
  const flag =
    s === true || s === 1 || s === '1' ? 1 : s === false || s === 0 || s === '0' || s == null ? 0 : s;
  return { ...b, showWorkInfo: flag };
}

/** 000 §7.1: captcha, SMS code, profile, logout. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = requireUser(ctx);

  const captchaLimit = createWindowLimit({
    limit: CAPTCHAS_PER_MINUTE,
    windowMs: CAPTCHA_WINDOW_MS,
    now: () => ctx.now(),
  });
  app.get('/api/captchaImage', async (request, reply) => {
    if (!captchaLimit.take(request.ip)) return reply.code(429).send(fail(msg.sms.captchaTooOften, 429));
    const { uuid, img } = await createCaptcha(ctx);
    return okWith({ captchaEnabled: true, img, uuid });
  });

  app.post('/api/science/smsCode', async (request) => {
    const { phone, code, uuid } = valid(
      smsRequestSchema,
      blankMissing(request.body, ['phone', 'code', 'uuid']),
    );
    const captcha = await consumeCaptcha(ctx, uuid, code);
    if (captcha === 'expired') return fail(msg.sms.captchaExpired);
    if (captcha === 'wrong') return fail(msg.sms.captchaWrong);
    return refusing(async () => {
      const sent = await sendSmsCode(ctx, phone);
      request.log.info(`[sms] ${phone} → ${sent}`);
      return ok();
    });
  });

  app.get('/api/radio/user/profile', { preHandler: auth }, async (request, reply) => {
    const user = await findUser(ctx.db, request.uid);
    return user ? ok(user) : sendExpired(reply);
  });

  app.post('/api/radio/user/modifyProfile', { preHandler: auth }, async (request, reply) => {
    const body = normaliseProfile(request.body);
    const user = await findUser(ctx.db, request.uid);
    if (!user) return sendExpired(reply);

    if (user.phone) {
      // A bound phone cannot change here: phone, captcha and SMS fields are ignored (000 §5.1).
      const form = valid(profileFormSchema(true), body);
      return refusing(async () => {
        await ctx.db.transaction(async (tx) => {
          await setInviter(tx, user.uid, form.otherInviteCode);
          await updateProfileFields(tx, user.uid, form);
        });
        return ok();
      });
    }

    valid(modifyProfileBody, body); // the fields' types first, with their messages; then the form's rules
    const form = valid(profileFormSchema(false), body);
    // Decision: the graphic captcha (`code`, `uuid`) must be present but is NOT verified again. It was
    // checked and consumed (single use) by POST /api/science/smsCode, which is the only way to get the
    // SMS code checked below; that code proves the captcha was solved for this phone.
    // profileFormSchema(false) requires these two; its declared type is the union of both shapes.
    const { phone, smsCode } = form as typeof form & { phone: string; smsCode: string };
    if ((await phoneOwner(ctx.db, phone)) !== null) return fail(msg.profile.phoneTaken);

    return refusing(async () => {
      // A wrong code is refused here, its attempt counted; nothing else is written.
      const smsId = await verifySmsCode(ctx, phone, smsCode);
      try {
        await ctx.db.transaction(async (tx) => {
          await claimSmsCode(tx, smsId);
          await setInviter(tx, user.uid, form.otherInviteCode);
          await updateProfileFields(tx, user.uid, form);
          await bindPhone(tx, user.uid, phone, PHONE_BIND_POINTS, ctx.now());
        });
      } catch (e) {
        // Another account bound the phone at the same moment: the transaction rolled back.
        if (isUniqueViolation(e)) throw new Refusal(msg.profile.phoneTaken);
        throw e;
      }
      return ok();
    });
  });

  app.post('/api/radio/user/logout', { preHandler: auth }, async (request) => {
    const token = bearerToken(request);
    if (token) await deleteSession(ctx, token);
    return ok();
  });
}

/** The account area: profile, SMS and captcha calls and the login (./login.ts); its demo users. */
export const accountArea = defineArea({
  name: 'account',
  routes: (app, ctx) => {
    accountRoutes(app, ctx);
    loginRoutes(app, ctx);
  },
  seed: [usersSeed],
});
