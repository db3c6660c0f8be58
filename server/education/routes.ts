import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normaliseAnswer, QUESTION_OPEN } from '../../domain/answers';
import { EMX_CATEGORY } from '../../domain/categories';
import { chancesLeft } from '../../domain/chances';
import { formatChinaTime } from '../../domain/chinaTime';
import { isFree, redeemPrice } from '../../domain/points';
import { idSchema, textSchema } from '../../src/schemas/primitives';
import {
  bannerQuery,
  byVidQuery,
  commentFormSchema,
  commentListQuery,
  emxInfoSchema,
  emxRecordBody,
  emxRecordQuery,
  exchangeListQuery,
  firstPlaySchema,
  hotAddSchema,
  hotQuery,
  quizSubmitSchema,
  recomListQuery,
  videoListAllQuery,
  videoListQuery,
  videoTopQuery,
  watchRecordInfoQuery,
  watchRecordSchema,
} from '../../src/schemas/education';
import { educationRulesMsg as m } from '../../src/text/educationRules';
import { msg } from '../../src/text/messages';
import { pointsMsg } from '../../src/text/points';
import { claimSmsCode, verifySmsCode } from '../account/sms';
import type { AppContext } from '../context';
import { optionalUid, requireUser } from '../http/auth';
import { fail, ok, okMsg, okRows, Refusal, refusing } from '../http/reply';
import { blankMissing, valid } from '../http/validate';
import { educationMediaFixtures } from './fixtures';
import { videoMediaRoutes } from './media';
import { lockUser, record } from '../points/ledger';
import * as q from './queries';
import { revealed, videoDetail } from './detail';
import { defineArea } from '../area';
import { educationSeed } from '../seed/education';

const idParams = z.object({ id: idSchema });
const dictParams = z.object({ type: textSchema(100) });

/** 001 §7 "Education videos". */
export function educationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: requireUser(ctx) };

  // Generated covers, banners and QR pictures of the seed, written before the media routes open.
  app.register(async () => {
    await Promise.all([...educationMediaFixtures()].map(([path, body]) => ctx.media.put(path, body)));
  });
  videoMediaRoutes(app, ctx.config);

  // ------------------------------------------------------------ lists

  app.get('/api/youth/video/list', async (request) => {
    const query = valid(videoListQuery, request.query);
    const page = await q.videoList(ctx.db, await optionalUid(ctx, request), query);
    return okRows(page.rows, page.total);
  });

  app.get('/api/youth/video/listAll', async (request) => {
    const query = valid(videoListAllQuery, request.query);
    const page = await q.videoListAll(ctx.db, await optionalUid(ctx, request), query);
    return okRows(page.rows, page.total);
  });

  app.get('/api/youth/video/list/top', async (request) => {
    const query = valid(videoTopQuery, request.query);
    const page = await q.videoTop(ctx.db, await optionalUid(ctx, request), query);
    return okRows(page.rows, page.total);
  });

  app.get('/api/youth/video/recomList', async (request) => {
    const query = valid(recomListQuery, request.query);
    const page = await q.recommendations(ctx.db, await optionalUid(ctx, request), query);
    return okRows(page.rows, page.total);
  });

  app.get('/api/youth/video/exchange/list', auth, async (request) => {
    const query = valid(exchangeListQuery, request.query);
    const page = await q.exchangedPage(ctx.db, request.uid, query.pageNum, query.pageSize);
    return okRows(page.rows, page.total);
  });

  // ------------------------------------------------------------ detail, real, exchange

  app.get('/api/youth/video/real/:id', auth, async (request) => {
    const { id } = valid(idParams, request.params, m.videoNotFound);
    const d = await videoDetail(ctx, id, request.uid, true);
    if (!d) return fail(m.videoNotFound);
    if (d.videoState === 3) return fail(msg.misc.videoComingSoon);
    if (d.access !== 1) return fail(d.viewable ? m.notRedeemed : m.pointsInsufficient);
    return ok(d);
  });

  app.get('/api/youth/video/:id', async (request) => {
    const { id } = valid(idParams, request.params, m.videoNotFound);
    const d = await videoDetail(ctx, id, await optionalUid(ctx, request), false);
    return d ? ok(d) : fail(m.videoNotFound);
  });

  app.post('/api/youth/video/exchange/:id', auth, async (request) => {
    const { id } = valid(idParams, request.params, m.videoNotFound);
    const uid = request.uid;
    return refusing(async () => {
      const result = await ctx.db.transaction(async (tx) => {
        // The user's row lock serialises concurrent exchanges of one user (double clicks).
        const user = await lockUser(tx, uid);
        const v = await q.redeemFacts(tx, id);
        if (!v) throw new Refusal(m.videoNotFound);
        if (v.state !== 1) throw new Refusal(msg.misc.videoComingSoon);
        const available = user?.availableScore ?? 0;
        if (isFree(v.price)) return { availableScore: available, charged: 0 };
        if (!(await q.addExchange(tx, uid, id, v.price, new Date(ctx.now()))))
          return { availableScore: available, charged: 0 };
        // One row of the points ledger; spending more than is available refuses and rolls back.
        await record(
          tx,
          uid,
          {
            ref: `redeem:${id}`,
            srcModuleDesc: pointsMsg.modules.education,
            detailActionDesc: pointsMsg.actions.redeem(v.topic),
            score: -redeemPrice(v.price),
          },
          ctx.now(),
          m.pointsInsufficient,
        );
        return { availableScore: available - redeemPrice(v.price), charged: v.price };
      });
      return okMsg(m.exchangeOk, result);
    });
  });

  // ------------------------------------------------------------ quiz

  app.get('/api/youth/question/by_vid', auth, async (request) => {
    const query = valid(byVidQuery, request.query);
    const v = await q.videoRow(ctx.db, query.videoId, request.uid);
    if (!v) return fail(m.videoNotFound);
    const a = await q.attempt(ctx.db, request.uid, query.videoId, query.batch);
    if (!a) return okRows([], 0);
    const show = revealed(v, ctx.now());
    const answers = await q.attemptAnswers(ctx.db, a.id);
    const byQuestion = new Map(answers.map((r) => [r.questionId, r]));
    const rows = (await q.questions(ctx.db, query.videoId))
      .filter((x) => byQuestion.has(x.id))
      .map((x) => {
        const r = byQuestion.get(x.id)!;
        return {
          questionId: x.id,
          answer: r.answer,
          isCorrect: show ? r.isCorrect : null,
          batch: a.batch,
          youthQuestion: {
            id: x.id,
            question: x.question,
            questionType: x.questionType,
            chooseItems: x.chooseItems,
            images: x.images,
            answerItems: show ? x.answerItems : '',
            questionAnalysis: show ? x.questionAnalysis : '',
            isCorrect: show ? r.isCorrect : null,
          },
        };
      });
    return okRows(rows, rows.length);
  });

  app.post('/api/youth/question', auth, async (request) => {
    const { videoId, questionList } = valid(quizSubmitSchema, request.body);
    const uid = request.uid;
    return refusing(async () => {
      const data = await ctx.db.transaction(async (tx) => {
        await q.lockQuiz(tx, uid, videoId);
        const v = await q.videoRow(tx, videoId, uid);
        if (!v) throw new Refusal(m.videoNotFound);
        const qs = await q.questions(tx, videoId);
        if (qs.length === 0) throw new Refusal(m.quizNoQuestions);
        if (v.videoCategory === EMX_CATEGORY) {
          if (!(await q.hasEmxInfo(tx, uid))) throw new Refusal(m.emxInfoNeeded);
          if (!(await q.emxRecord(tx, uid, videoId))) throw new Refusal(m.quizNeedsReading);
        }
        const given = new Map(questionList.map((x) => [x.id, x.answerItems]));
        if (questionList.some((x) => !qs.some((y) => y.id === x.id)))
          throw new Refusal(m.quizUnknownQuestion);
        if (qs.some((x) => !(given.get(x.id) ?? '').trim())) throw new Refusal(m.quizIncomplete);
        const n = await q.attemptCount(tx, uid, videoId);
        if (chancesLeft(v.examLimitCount, n) === 0) throw new Refusal(m.quizNoChances);
        const answers = qs.map((x) => {
          const raw = given.get(x.id)!.trim();
          const open = x.questionType === QUESTION_OPEN;
          const answer = open ? raw : normaliseAnswer(raw);
          const isCorrect = open ? null : answer === normaliseAnswer(x.answerItems) ? 1 : 0;
          return { questionId: x.id, answer, isCorrect };
        });
        await q.addAttempt(tx, { uid, videoId, batch: n + 1, now: new Date(ctx.now()) }, answers);
        return { batch: n + 1, usedExamCount: n + 1, examLimitCount: v.examLimitCount };
      });
      return ok(data);
    });
  });

  // ------------------------------------------------------------ comments and hearts

  app.get('/api/youth/comment/list', async (request) => {
    const query = valid(commentListQuery, request.query);
    const page = await q.comments(ctx.db, query.youthVideoId, query.pageNum, query.pageSize);
    return okRows(page.rows, page.total);
  });

  app.post('/api/youth/comment', auth, async (request) => {
    const body = valid(commentFormSchema, blankMissing(request.body, ['text']));
    const exists = await q.videoRow(ctx.db, body.youthVideoId, null);
    if (!exists) return fail(m.videoNotFound);
    await q.addComment(ctx.db, {
      videoId: body.youthVideoId,
      uid: request.uid,
      commentType: body.comment_type,
      text: body.text,
      createTime: formatChinaTime(ctx.now()),
    });
    return ok();
  });

  app.get('/api/youth/hot/get', async (request) => {
    const query = valid(hotQuery, request.query);
    const h = await q.heart(ctx.db, query.youthVideoId, await optionalUid(ctx, request));
    return h ? ok(h) : fail(m.videoNotFound);
  });

  app.post('/api/youth/hot/add', auth, async (request) => {
    const body = valid(hotAddSchema, request.body);
    if (!(await q.heart(ctx.db, body.youthVideoId, null))) return fail(m.videoNotFound);
    await q.addHeart(ctx.db, body.youthVideoId, request.uid, new Date(ctx.now()));
    return ok(await q.heart(ctx.db, body.youthVideoId, request.uid));
  });

  // ------------------------------------------------------------ watch records

  app.post('/api/youth/watch_video/record', auth, async (request) => {
    const body = valid(watchRecordSchema, request.body);
    if (!(await q.videoRow(ctx.db, body.youthVideoId, null))) return fail(m.videoNotFound);
    return ok(await q.saveWatchRecord(ctx.db, request.uid, body, new Date(ctx.now())));
  });

  app.get('/api/youth/watch_video/record/info', auth, async (request) => {
    const query = valid(watchRecordInfoQuery, request.query);
    return ok(await q.watchRecord(ctx.db, request.uid, query.videoId));
  });

  /** First play: one view per call (the client sends it once per page view). */
  app.post('/api/youth/record', async (request) => {
    const body = valid(firstPlaySchema, request.body);
    return (await q.countPlay(ctx.db, body.youthVideoId)) ? ok() : fail(m.videoNotFound);
  });

  // ------------------------------------------------------------ banners and dictionary

  app.get('/api/youth/bg/conf/list', async (request) => {
    const query = valid(bannerQuery, request.query);
    const rows = await q.banners(ctx.db, query.category, query.platform);
    return okRows(rows, rows.length);
  });

  app.get('/api/dict/data/type/:type', async (request) => {
    const { type } = valid(dictParams, request.params);
    return ok(await q.dictData(ctx.db, type));
  });

  // ------------------------------------------------------------ emx (category 10)

  app.get('/api/emx/emx_record', auth, async (request) => {
    const query = valid(emxRecordQuery, request.query);
    return ok(await q.emxRecord(ctx.db, request.uid, query.videoId));
  });

  app.post('/api/emx/emx_record', auth, async (request) => {
    const body = valid(emxRecordBody, request.body);
    const v = await q.videoRow(ctx.db, body.videoId, null);
    if (!v) return fail(m.videoNotFound);
    if (v.videoCategory !== EMX_CATEGORY) return fail(m.emxOnly);
    await q.addEmxRecord(ctx.db, request.uid, body.videoId, new Date(ctx.now()));
    return ok(await q.emxRecord(ctx.db, request.uid, body.videoId));
  });

  app.post('/api/emx/emx_info', auth, async (request) => {
    const f = valid(
      emxInfoSchema,
      blankMissing(request.body, ['realName', 'phone', 'validCode', 'smsCode', 'companyName']),
    );
    const uid = request.uid;
    return refusing(async () => {
      // A wrong code is refused here, its attempt counted; nothing else is written.
      const smsId = await verifySmsCode(ctx, f.phone, f.smsCode);
      await ctx.db.transaction(async (tx) => {
        await claimSmsCode(tx, smsId);
        await q.saveEmxInfo(tx, uid, f, new Date(ctx.now()));
      });
      return okMsg(m.infoOk);
    });
  });
}

/** The education area and its demo videos. */
export const educationArea = defineArea({
  name: 'education',
  routes: educationRoutes,
  seed: [educationSeed],
  // Its watch records and quiz attempts are users'; the home's live-card videos take the first video ids.
  after: ['account', 'home'],
});
