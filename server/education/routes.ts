import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normaliseAnswer, QUESTION_OPEN } from '../../domain/answers';
import { EMX_CATEGORY } from '../../domain/categories';
import { chancesLeft } from '../../domain/chances';
import { formatChinaTime, parseChinaTime } from '../../domain/chinaTime';
import { canAfford, isFree, redeemPrice } from '../../domain/points';
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
  type VideoDetail,
} from '../../src/schemas/education';
import { educationRulesMsg as m } from '../../src/text/educationRules';
import { msg } from '../../src/text/messages';
import { claimSmsCode, verifySmsCode } from '../account/sms';
import { containsPattern, LIKE_ESCAPE } from '../db/like';
import type { AppContext } from '../context';
import { optionalUid, requireUser } from '../http/auth';
import { fail, ok, okMsg, okRows, Refusal, refusing } from '../http/reply';
import { blankMissing, parse } from '../http/validate';
import { educationMediaFixtures } from './fixtures';
import { videoMediaRoutes } from './media';
import { lockUser, record } from '../points/ledger';
import * as q from './queries';

const idParams = z.object({ id: idSchema });
const dictParams = z.object({ type: textSchema(100) });

/** Thrown inside a transaction to roll it back with a business message. */
/**
 * Answers are revealed when showAnswer is 1 and the reveal time (China time) is absent or past.
 */
export const revealed = (v: Pick<q.VideoRow, 'showAnswer' | 'showAnswerTime'>, now: number) =>
  v.showAnswer === 1 && (!v.showAnswerTime || (parseChinaTime(v.showAnswerTime) ?? Infinity) <= now);

/** The detail of one video for one user (see the access table in src/schemas/education.ts). */
async function videoDetail(ctx: AppContext, id: number, uid: number | null, real: boolean) {
  const v = await q.videoRow(ctx.db, id, uid);
  if (!v) return null;
  const facts = uid === null ? null : await q.userFacts(ctx.db, uid, id);
  const price = redeemPrice(v.scoreCurrPrice);
  const playableState = v.videoState === 1;
  const free = isFree(price);
  const access = playableState && facts !== null && (free || facts.redeemed) ? 1 : 0;
  const viewable =
    access === 1 || (playableState && facts !== null && canAfford(facts.availableScore, price)) ? 1 : 0;
  const trySee = playableState && v.trySee === 1 ? 1 : 0;
  const videoUrl = access ? v.fullUrl : trySee && !real ? v.trialUrl : '';
  const learningProcess =
    facts?.completed === null || facts?.completed === undefined ? -1 : facts.completed === 1 ? 1 : 0;
  const questionList = (await q.questions(ctx.db, id)).map((x) => ({
    id: x.id,
    question: x.question,
    questionType: x.questionType,
    chooseItems: x.chooseItems,
    images: x.images,
  }));
  const { fullUrl: _full, trialUrl: _trial, ...card } = v;
  void _full;
  void _trial;
  const detail: Omit<VideoDetail, 'id' | 'questionList'> & { id: number; questionList: typeof questionList } =
    {
      ...card,
      scoreCurrPrice: price,
      showAnswerTime: v.showAnswerTime ?? '',
      videoUrl,
      access,
      viewable,
      trySee,
      vodPsign: '',
      questionList,
      usedExamCount: facts?.attempts ?? 0,
      learningProcess,
      seekRestricted: v.seekRestricted === 1 && learningProcess !== 1 ? 1 : 0,
    };
  return detail;
}

/** 001 §7 "Education videos". */
export function educationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: requireUser(ctx) };

  // Generated covers, banners and QR pictures of the seed, written before the media routes open.
  app.register(async () => {
    await Promise.all([...educationMediaFixtures()].map(([path, body]) => ctx.media.put(path, body)));
  });
  videoMediaRoutes(app, ctx.config);

  // ------------------------------------------------------------ lists

  /** One page of video cards (the three list calls differ only in their filters). */
  const cardList = async (
    request: FastifyRequest,
    f: { orderByColumn: q.OrderColumn; isAsc: 'asc' | 'desc'; pageNum: number; pageSize: number },
    where: string[],
    params: unknown[],
  ) => {
    const page = await q.cardPage(ctx.db, {
      uid: await optionalUid(ctx, request),
      where,
      params,
      order: q.orderBy(f.orderByColumn, f.isAsc),
      pageNum: f.pageNum,
      pageSize: f.pageSize,
    });
    return okRows(page.rows, page.total);
  };

  app.get('/api/youth/video/list', async (request) => {
    const p = parse(videoListQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const f = p.data;
    const where = ['v.video_category = $2'];
    const params: unknown[] = [f.videoCategory];
    if (f.videoType !== undefined) {
      params.push(f.videoType);
      where.push(`v.video_type = $${params.length + 1}`);
    }
    if (f.searchValue) {
      params.push(containsPattern(f.searchValue));
      const n = params.length + 1;
      where.push(`(v.topic ILIKE $${n} ${LIKE_ESCAPE} OR v.key_speaker ILIKE $${n} ${LIKE_ESCAPE})`);
    }
    return cardList(request, f, where, params);
  });

  app.get('/api/youth/video/listAll', async (request) => {
    const p = parse(videoListAllQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const f = p.data;
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.keySpeaker) {
      params.push(containsPattern(f.keySpeaker));
      where.push(`v.key_speaker ILIKE $2 ${LIKE_ESCAPE}`);
    }
    return cardList(request, f, where, params);
  });

  app.get('/api/youth/video/list/top', async (request) => {
    const p = parse(videoTopQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const f = p.data;
    const where = ['v.video_state = 1'];
    const params: unknown[] = [];
    if (f.exceptVideoCategory !== undefined) {
      params.push(f.exceptVideoCategory);
      where.push('v.video_category <> $2');
    }
    return cardList(request, f, where, params);
  });

  app.get('/api/youth/video/recomList', async (request) => {
    const p = parse(recomListQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const f = p.data;
    // Same category first, then the most watched; never the video itself or an upcoming one.
    const page = await q.cardPage(ctx.db, {
      uid: await optionalUid(ctx, request),
      where: ['v.id <> $2', 'v.video_state <> 3'],
      params: [f.id],
      order: `ORDER BY (v.video_category = (SELECT video_category FROM youth_videos WHERE id = $2)) DESC,
        v.video_click_count DESC, v.id DESC`,
      pageNum: f.pageNum,
      pageSize: f.pageSize,
    });
    return okRows(page.rows, page.total);
  });

  app.get('/api/youth/video/exchange/list', auth, async (request) => {
    const p = parse(exchangeListQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const { pageNum, pageSize } = p.data;
    const [list, count] = await Promise.all([
      ctx.db.query<{ exchangedAt: Date | string } & Record<string, unknown>>(
        `SELECT ${q.CARD_COLUMNS}, e.score AS "exchangeScore", e.created_at AS "exchangedAt"
         FROM youth_exchanges e JOIN youth_videos v ON v.id = e.youth_video_id
         WHERE e.uid = $1 ORDER BY e.created_at DESC, v.id DESC LIMIT $2 OFFSET $3`,
        [request.uid, pageSize, (pageNum - 1) * pageSize],
      ),
      ctx.db.query<{ total: number }>('SELECT count(*)::int AS total FROM youth_exchanges WHERE uid = $1', [
        request.uid,
      ]),
    ]);
    const rows = list.rows.map(({ exchangedAt, ...r }) => ({
      ...r,
      exchangeTime: formatChinaTime(new Date(exchangedAt).getTime()),
    }));
    return okRows(rows, count.rows[0]?.total ?? 0);
  });

  // ------------------------------------------------------------ detail, real, exchange

  app.get('/api/youth/video/real/:id', auth, async (request) => {
    const p = idParams.safeParse(request.params);
    if (!p.success) return fail(m.videoNotFound);
    const d = await videoDetail(ctx, p.data.id, request.uid, true);
    if (!d) return fail(m.videoNotFound);
    if (d.videoState === 3) return fail(msg.misc.videoComingSoon);
    if (d.access !== 1) return fail(d.viewable ? m.notRedeemed : m.pointsInsufficient);
    return ok(d);
  });

  app.get('/api/youth/video/:id', async (request) => {
    const p = idParams.safeParse(request.params);
    if (!p.success) return fail(m.videoNotFound);
    const d = await videoDetail(ctx, p.data.id, await optionalUid(ctx, request), false);
    return d ? ok(d) : fail(m.videoNotFound);
  });

  app.post('/api/youth/video/exchange/:id', auth, async (request) => {
    const p = idParams.safeParse(request.params);
    if (!p.success) return fail(m.videoNotFound);
    const id = p.data.id;
    const uid = request.uid;
    return refusing(async () => {
      const result = await ctx.db.transaction(async (tx) => {
        // The user's row lock serialises concurrent exchanges of one user (double clicks).
        const user = await lockUser(tx, uid);
        const video = await tx.query<{ price: number; state: number; topic: string }>(
          `SELECT COALESCE(score_curr_price, 0) AS price, video_state AS state, topic FROM youth_videos
           WHERE id = $1`,
          [id],
        );
        const v = video.rows[0];
        if (!v) throw new Refusal(m.videoNotFound);
        if (v.state !== 1) throw new Refusal(msg.misc.videoComingSoon);
        const available = user?.availableScore ?? 0;
        if (isFree(v.price)) return { availableScore: available, charged: 0 };
        const inserted = await tx.query(
          `INSERT INTO youth_exchanges (uid, youth_video_id, score, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (uid, youth_video_id) DO NOTHING RETURNING uid`,
          [uid, id, v.price, new Date(ctx.now())],
        );
        if (inserted.rows.length === 0) return { availableScore: available, charged: 0 };
        // One row of the points ledger; spending more than is available refuses and rolls back.
        await record(
          tx,
          uid,
          {
            ref: `redeem:${id}`,
            srcModuleDesc: msg.points.modules.education,
            detailActionDesc: msg.points.actions.redeem(v.topic),
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
    const p = parse(byVidQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const v = await q.videoRow(ctx.db, p.data.videoId, request.uid);
    if (!v) return fail(m.videoNotFound);
    const attempt = await ctx.db.query<{ id: number; batch: number }>(
      `SELECT id, batch FROM youth_quiz_attempts WHERE uid = $1 AND youth_video_id = $2
         AND ($3::int IS NULL OR batch = $3) ORDER BY batch DESC LIMIT 1`,
      [request.uid, p.data.videoId, p.data.batch ?? null],
    );
    const a = attempt.rows[0];
    if (!a) return okRows([], 0);
    const show = revealed(v, ctx.now());
    const answers = await ctx.db.query<{ questionId: number; answer: string; isCorrect: number | null }>(
      'SELECT question_id AS "questionId", answer, is_correct AS "isCorrect" FROM youth_answers WHERE attempt_id = $1',
      [a.id],
    );
    const byQuestion = new Map(answers.rows.map((r) => [r.questionId, r]));
    const rows = (await q.questions(ctx.db, p.data.videoId))
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
    const p = parse(quizSubmitSchema, request.body);
    if (!p.ok) return fail(p.msg);
    const { videoId, questionList } = p.data;
    const uid = request.uid;
    return refusing(async () => {
      const data = await ctx.db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('quiz:' || $1::text || ':' || $2::text))", [
          uid,
          videoId,
        ]);
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
        const used = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM youth_quiz_attempts WHERE uid = $1 AND youth_video_id = $2',
          [uid, videoId],
        );
        const n = used.rows[0]?.n ?? 0;
        if (chancesLeft(v.examLimitCount, n) === 0) throw new Refusal(m.quizNoChances);
        const attempt = await tx.query<{ id: number }>(
          'INSERT INTO youth_quiz_attempts (uid, youth_video_id, batch, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
          [uid, videoId, n + 1, new Date(ctx.now())],
        );
        for (const x of qs) {
          const raw = given.get(x.id)!.trim();
          const open = x.questionType === QUESTION_OPEN;
          const answer = open ? raw : normaliseAnswer(raw);
          const isCorrect = open ? null : answer === normaliseAnswer(x.answerItems) ? 1 : 0;
          await tx.query(
            'INSERT INTO youth_answers (attempt_id, question_id, answer, is_correct) VALUES ($1, $2, $3, $4)',
            [attempt.rows[0]!.id, x.id, answer, isCorrect],
          );
        }
        return { batch: n + 1, usedExamCount: n + 1, examLimitCount: v.examLimitCount };
      });
      return ok(data);
    });
  });

  // ------------------------------------------------------------ comments and hearts

  app.get('/api/youth/comment/list', async (request) => {
    const p = parse(commentListQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const page = await q.comments(ctx.db, p.data.youthVideoId, p.data.pageNum, p.data.pageSize);
    return okRows(page.rows, page.total);
  });

  app.post('/api/youth/comment', auth, async (request) => {
    const p = parse(commentFormSchema, blankMissing(request.body, ['text']));
    if (!p.ok) return fail(p.msg);
    const exists = await q.videoRow(ctx.db, p.data.youthVideoId, null);
    if (!exists) return fail(m.videoNotFound);
    await ctx.db.query(
      `INSERT INTO youth_comments (youth_video_id, uid, comment_type, text, create_time) VALUES ($1, $2, $3, $4, $5)`,
      [p.data.youthVideoId, request.uid, p.data.comment_type, p.data.text, formatChinaTime(ctx.now())],
    );
    return ok();
  });

  app.get('/api/youth/hot/get', async (request) => {
    const p = parse(hotQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const h = await q.heart(ctx.db, p.data.youthVideoId, await optionalUid(ctx, request));
    return h ? ok(h) : fail(m.videoNotFound);
  });

  app.post('/api/youth/hot/add', auth, async (request) => {
    const p = parse(hotAddSchema, request.body);
    if (!p.ok) return fail(p.msg);
    if (!(await q.heart(ctx.db, p.data.youthVideoId, null))) return fail(m.videoNotFound);
    await ctx.db.query(
      'INSERT INTO youth_hearts (youth_video_id, uid, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [p.data.youthVideoId, request.uid, new Date(ctx.now())],
    );
    return ok(await q.heart(ctx.db, p.data.youthVideoId, request.uid));
  });

  // ------------------------------------------------------------ watch records

  app.post('/api/youth/watch_video/record', auth, async (request) => {
    const p = parse(watchRecordSchema, request.body);
    if (!p.ok) return fail(p.msg);
    if (!(await q.videoRow(ctx.db, p.data.youthVideoId, null))) return fail(m.videoNotFound);
    return ok(await q.saveWatchRecord(ctx.db, request.uid, p.data, new Date(ctx.now())));
  });

  app.get('/api/youth/watch_video/record/info', auth, async (request) => {
    const p = parse(watchRecordInfoQuery, request.query);
    if (!p.ok) return fail(p.msg);
    return ok(await q.watchRecord(ctx.db, request.uid, p.data.videoId));
  });

  /** First play: one view per call (the client sends it once per page view). */
  app.post('/api/youth/record', async (request) => {
    const p = parse(firstPlaySchema, request.body);
    if (!p.ok) return fail(p.msg);
    const { rows } = await ctx.db.query(
      'UPDATE youth_videos SET video_click_count = video_click_count + 1 WHERE id = $1 RETURNING id',
      [p.data.youthVideoId],
    );
    return rows.length ? ok() : fail(m.videoNotFound);
  });

  // ------------------------------------------------------------ banners and dictionary

  app.get('/api/youth/bg/conf/list', async (request) => {
    const p = parse(bannerQuery, request.query);
    if (!p.ok) return fail(p.msg);
    const { rows } = await ctx.db.query(
      `SELECT position, url, color FROM youth_banners WHERE category = $1 AND platform = $2 ORDER BY sort, id`,
      [p.data.category, p.data.platform],
    );
    return okRows(rows, rows.length);
  });

  app.get('/api/dict/data/type/:type', async (request) => {
    const p = parse(dictParams, request.params);
    if (!p.ok) return fail(p.msg);
    const { rows } = await ctx.db.query(
      `SELECT dict_code AS "dictCode", dict_label AS "dictLabel", dict_value AS "dictValue"
       FROM dict_data WHERE dict_type = $1 ORDER BY dict_sort, dict_code`,
      [p.data.type],
    );
    return ok(rows);
  });

  // ------------------------------------------------------------ emx (category 10)

  app.get('/api/emx/emx_record', auth, async (request) => {
    const p = parse(emxRecordQuery, request.query);
    if (!p.ok) return fail(p.msg);
    return ok(await q.emxRecord(ctx.db, request.uid, p.data.videoId));
  });

  app.post('/api/emx/emx_record', auth, async (request) => {
    const p = parse(emxRecordBody, request.body);
    if (!p.ok) return fail(p.msg);
    const v = await q.videoRow(ctx.db, p.data.videoId, null);
    if (!v) return fail(m.videoNotFound);
    if (v.videoCategory !== EMX_CATEGORY) return fail(m.emxOnly);
    await ctx.db.query(
      'INSERT INTO emx_records (uid, youth_video_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [request.uid, p.data.videoId, new Date(ctx.now())],
    );
    return ok(await q.emxRecord(ctx.db, request.uid, p.data.videoId));
  });

  app.post('/api/emx/emx_info', auth, async (request) => {
    const p = parse(
      emxInfoSchema,
      blankMissing(request.body, ['realName', 'phone', 'validCode', 'smsCode', 'companyName']),
    );
    if (!p.ok) return fail(p.msg);
    const f = p.data;
    const uid = request.uid;
    return refusing(async () => {
      // A wrong code is refused here, its attempt counted; nothing else is written.
      const smsId = await verifySmsCode(ctx, f.phone, f.smsCode);
      await ctx.db.transaction(async (tx) => {
        await claimSmsCode(tx, smsId);
        await tx.query(
          `INSERT INTO emx_info (uid, real_name, phone, company_name, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (uid) DO UPDATE SET real_name = EXCLUDED.real_name, phone = EXCLUDED.phone,
             company_name = EXCLUDED.company_name`,
          [uid, f.realName, f.phone, f.companyName, new Date(ctx.now())],
        );
      });
      return okMsg(m.infoOk);
    });
  });
}
