import type { FastifyInstance } from 'fastify';
import { chinaDate, consecutiveDays, earnsStreakBonus, lastWeek } from '../../domain/signIn';
import { formatChinaTime } from '../../domain/chinaTime';
import { SIGN_IN_STREAK_BONUS } from '../../domain/points';
import { scoreRecordQuery } from '../../src/schemas/points';
import { pointsMsg } from '../../src/text/points';
import type { AppContext } from '../context';
import { requireUser } from '../http/auth';
import { ok, okMsg, okRows, refusing } from '../http/reply';
import { valid } from '../http/validate';
import { lockUser, record, scoreRecordCount, scoreRecords } from './ledger';
import { signDates, signIn } from './signIns';
import { defineArea } from '../area';
import { rankRoutes } from './rank';

const t = pointsMsg;

/** 001 §7 User centre: sign-in and the score record. */
export function pointsRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = { preHandler: requireUser(ctx) };

  app.get('/api/radio/sign_in_record/list', auth, async (request) => {
    // exceptVideoCategory (001 §7 sends 10) names nothing a sign-in depends on here: accepted, ignored.
    const dates = await signDates(ctx.db, request.uid);
    const today = chinaDate(ctx.now());
    const week = new Set(lastWeek(today));
    return ok({
      lastSignInList: dates.filter((d) => week.has(d)).map((signDate) => ({ signDate })),
      signInTotalDays: dates.length,
      consecutiveDays: consecutiveDays(new Set(dates), today),
    });
  });

  app.post('/api/radio/sign_in_record/', auth, async (request) => {
    const uid = request.uid;
    const now = ctx.now();
    const today = chinaDate(now);
    return refusing(() =>
      ctx.db.transaction(async (tx) => {
        // One sign-in of a user at a time: twenty at once earn once.
        await lockUser(tx, uid);
        const fresh = await signIn(tx, uid, today);
        const streak = consecutiveDays(new Set(await signDates(tx, uid)), today);
        if (!fresh) return okMsg(t.signedToday, { consecutiveDays: streak, bonus: 0, signedBefore: true });
        let bonus = 0;
        if (earnsStreakBonus(streak)) {
          await record(
            tx,
            uid,
            {
              ref: `sign-in-bonus:${today}`,
              srcModuleDesc: t.modules.signIn,
              detailActionDesc: t.actions.streakBonus(streak),
              score: SIGN_IN_STREAK_BONUS,
            },
            now,
          );
          bonus = SIGN_IN_STREAK_BONUS;
        }
        return okMsg(t.signInOk, { consecutiveDays: streak, bonus, signedBefore: false });
      }),
    );
  });

  app.get('/api/radio/radio_user_score/record/list', auth, async (request) => {
    const { pageNum, pageSize } = valid(scoreRecordQuery, request.query);
    const rows = await scoreRecords(ctx.db, request.uid, pageSize, (pageNum - 1) * pageSize);
    return okRows(
      rows.map(({ createdMs, total: _total, ...r }) => ({ ...r, createTime: formatChinaTime(createdMs) })),
      rows[0]?.total ?? (pageNum > 1 ? await scoreRecordCount(ctx.db, request.uid) : 0),
    );
  });
}

/** The points ledger and the rank (./rank.ts); no demo data of its own. */
export const pointsArea = defineArea({
  name: 'points',
  routes: (app, ctx) => {
    pointsRoutes(app, ctx);
    rankRoutes(app, ctx);
  },
});
