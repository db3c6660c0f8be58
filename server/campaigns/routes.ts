import type { FastifyInstance } from 'fastify';
import {
  CAMPAIGN_IDS,
  canUpload,
  isSubmitted,
  STATUS_SUBMITTED,
  statusAfterCommit,
} from '../../domain/campaigns';
import { commitBody, registerBody } from '../../src/schemas/campaign';
import { campaignMsg as m } from '../../src/text/campaign';
import { claimSmsCode, verifySmsCode } from '../account/sms';
import type { AppContext } from '../context';
import { requireUser } from '../http/auth';
import { ok, Refusal, refusing } from '../http/reply';
import { valid } from '../http/validate';
import * as q from './queries';
import { defineArea } from '../area';
import { campaignsSeed } from '../seed/campaigns';

/**
 * The contribution campaigns (002 §7; issue 17): GET /api/{id}/works, POST /api/{id}/register and
 * POST /api/{id}/commit for id in qc, mc, ca, ms (any other id is no route: 404). Bearer on every call
 * (HTTP 401 without); bodies parsed by the wizard's own schemas (src/schemas/campaign.ts), each refusal a
 * business failure (HTTP 200 {code:500,msg}) with a message of campaignMsg. docs/api.md "Contribution
 * campaigns", docs/decisions/0051 and 0052.
 */
export function campaignRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = { preHandler: requireUser(ctx) };

  for (const id of CAMPAIGN_IDS) {
    const registerSchema = registerBody(id);
    const commitSchema = commitBody(id);

    /** Registration and work together; data null while the user has not registered. */
    app.get(`/api/${id}/works`, auth, async (request) => {
      const entry = await q.findEntry(ctx.db, id, request.uid);
      return ok(entry ? q.entryAnswer(id, entry) : null);
    });

    /**
     * A registration at status 1, with the SMS code the phone received (the graphic captcha was checked
     * and spent by science/smsCode, the only way to that code). One per user and campaign.
     */
    app.post(`/api/${id}/register`, auth, async (request) => {
      const form = valid(registerSchema, request.body ?? {});
      const uid = request.uid;
      return refusing(async () => {
        // Refused before the SMS code is looked at, so a second try does not spend an attempt.
        if (await q.findEntry(ctx.db, id, uid)) throw new Refusal(m.alreadyRegistered);
        const registration = q.storedRegistration(id, form);
        const proof = await q.checkProof(ctx.db, uid, id, registration.recomLetterUrl);
        if (proof) throw new Refusal(proof);
        // A wrong code is refused here with its attempt counted, before anything is written.
        const smsId = await verifySmsCode(ctx, registration.phone, String(form.smsCode));
        await ctx.db.transaction(async (tx) => {
          // Two registrations with one code: the second finds it used and rolls back.
          await claimSmsCode(tx, smsId);
          // Two with two codes: the unique (campaign, uid) keeps one; the other rolls back, code unspent.
          if (!(await q.insertEntry(tx, { campaign: id, uid, registration, now: ctx.now() })))
            throw new Refusal(m.alreadyRegistered);
        });
        return ok();
      });
    });

    /**
     * The work: saved while the upload step is open for the entry's status (domain canUpload), final with
     * status 3; refused once submitted (3 or 0). The worksId given by the first commit is kept.
     */
    app.post(`/api/${id}/commit`, auth, async (request) => {
      const body = q.workBodyOf(valid(commitSchema, request.body ?? {}));
      const uid = request.uid;
      return refusing(() =>
        ctx.db.transaction(async (tx) => {
          // Locked: a concurrent commit (or the organisers' opening) waits for this one.
          const entry = await q.findEntry(tx, id, uid, { lock: true });
          if (!entry) throw new Refusal(m.notRegistered);
          if (isSubmitted(entry.status)) throw new Refusal(m.alreadySubmitted);
          if (!canUpload(id, entry.status)) throw new Refusal(m.notOpen);
          if (body.worksId !== undefined && body.worksId !== entry.worksId)
            throw new Refusal(m.worksIdMismatch);
          const files = await q.checkWork(tx, uid, id, body, entry);
          if (!files.ok) throw new Refusal(files.msg);
          const worksId = entry.worksId ?? (await q.nextWorksId(tx));
          const status = statusAfterCommit(id, entry.status, body.status === STATUS_SUBMITTED);
          await q.saveWork(tx, entry.id, {
            work: {
              title: body.title,
              subTitle: body.subTitle ?? '',
              content: body.content,
              coverUrl: body.coverUrl,
            },
            files: files.value,
            worksId,
            status,
            now: ctx.now(),
          });
          return ok({ worksId, status });
        }),
      );
    });
  }
}

/** The contribution campaigns and their demo entries. */
export const campaignsArea = defineArea({
  name: 'campaigns',
  routes: campaignRoutes,
  seed: [campaignsSeed],
  // Its entrants are users, numbered after the works contest's uploaders.
  after: ['popsic'],
});
