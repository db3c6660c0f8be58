import type { FastifyInstance } from 'fastify';
import { CODE_NO_SESSION } from '../../domain/popsic';
import { contentRequired, modifyStatusOf, readsPassed } from '../../domain/submission';
import {
  commitWorksBody,
  modifyWorksBody,
  optimizeWorksBody,
  ownWorksInput,
} from '../../src/schemas/submission';
import { popsicIdParams } from '../../src/schemas/popsic';
import { contributionMsg as m } from '../../src/text/contribution';
import { popsicMsg } from '../../src/text/popsic';
import { claimSmsCode, verifySmsCode } from '../account/sms';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { requireUser } from '../http/auth';
import { fail, ok, okWith, Refusal, refusing } from '../http/reply';
import { valid } from '../http/validate';
import { activeSession } from './queries';
import * as q from './submissionQueries';

/**
 * The works submission (000 §7.4 worksList, works/{id}, commitWorks, modifyWorks, optimizeWorks; issue
 * 16): the author's own works, whatever their review status. Bearer on every call (HTTP 401 without);
 * bodies parsed by the wizard's own schemas (src/schemas/submission.ts); every refusal is a business
 * failure with a message of contributionMsg. docs/api.md "Works submission", docs/decisions/0048.
 */
export function submissionRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = { preHandler: requireUser(ctx) };

  /**
   * The answers of a new or edited work, checked beyond the schema: the description still there once
   * markup is stripped, dictionary values that exist, files the author may use. Throws a Refusal.
   */
  async function checked(tx: Queryable, uid: number, body: q.WorkInput, existing: q.Existing) {
    const work = q.storedWork(body);
    if (contentRequired(work.worksForm) && work.content === '') throw new Refusal(m.contentRequired);
    if (!(await q.choicesValid(tx, work))) throw new Refusal(m.choiceInvalid);
    const files = await q.checkFiles(tx, uid, work, body.fileList, existing);
    if (!files.ok) throw new Refusal(files.msg);
    return { work, files: files.value };
  }

  app.get('/api/science/worksList', auth, async (request) => {
    const page = await q.ownWorks(ctx.db, request.uid, valid(ownWorksInput, request.query));
    return okWith({ data: page.rows, total: page.total });
  });

  app.get('/api/science/works/:id', auth, async (request) => {
    const { id } = valid(popsicIdParams, request.params, m.notYours);
    const work = await q.ownWork(ctx.db, request.uid, id);
    return work ? ok(work) : fail(m.notYours);
  });

  /** A new submission: only while a session is open (60016 otherwise), with the phone's SMS code. */
  app.post('/api/science/commitWorks', auth, async (request) => {
    const session = await activeSession(ctx.db, new Date(ctx.now()));
    if (!session) return fail(popsicMsg.sessionEnded, CODE_NO_SESSION);
    const body = valid(commitWorksBody, request.body ?? {});
    return refusing(async () => {
      const { work, files } = await checked(ctx.db, request.uid, body, q.NOTHING);
      // The graphic captcha was checked (and spent) by science/smsCode, the only way to this SMS code;
      // a wrong code is refused here with its attempt counted, before anything is written.
      const smsId = await verifySmsCode(ctx, body.phone, body.smsCode);
      const worksId = await ctx.db.transaction(async (tx) => {
        // Two commits with one code: the second finds it used and rolls back.
        await claimSmsCode(tx, smsId);
        return q.insertWork(tx, {
          uid: request.uid,
          epoch: session.epoch,
          phone: body.phone,
          work,
          files,
          now: ctx.now(),
        });
      });
      return ok({ worksId });
    });
  });

  /** An edit of the author's own work while it may be edited (domain EDITABLE_STATUSES): back to pending. */
  app.post('/api/science/modifyWorks', auth, async (request) => {
    const { worksId, ...body } = valid(modifyWorksBody, request.body ?? {});
    return refusing(() =>
      ctx.db.transaction(async (tx) => {
        // Locked: a concurrent edit or review of the same work waits for this one.
        const own = await q.lockOwnWork(tx, request.uid, worksId);
        if (!own) throw new Refusal(m.notYours);
        if (modifyStatusOf(own.status) !== 1) throw new Refusal(m.notEditable);
        const { work, files } = await checked(tx, request.uid, body, own.existing);
        await q.updateWork(tx, worksId, work, files, ctx.now());
        return ok({ worksId });
      }),
    );
  });

  /** 完善材料: a new cover and share picture for a work that has passed a review (domain readsPassed). */
  app.post('/api/science/optimizeWorks', auth, async (request) => {
    const { worksId, coverUrl, sharePictureUrl } = valid(optimizeWorksBody, request.body ?? {});
    return refusing(() =>
      ctx.db.transaction(async (tx) => {
        const own = await q.lockOwnWork(tx, request.uid, worksId);
        if (!own) throw new Refusal(m.notYours);
        if (!readsPassed(own.status)) throw new Refusal(m.notPassed);
        for (const url of [coverUrl, sharePictureUrl]) {
          const refusal = await q.checkPicture(tx, request.uid, url, own.existing);
          if (refusal) throw new Refusal(refusal);
        }
        await q.setPictures(tx, worksId, coverUrl, sharePictureUrl, ctx.now());
        return ok();
      }),
    );
  });
}
