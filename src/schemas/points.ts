import { z } from 'zod';
import { dataResponse, rowsResponse } from './common';
import { pageNumSchema, pageSizeSchema } from './primitives';
import { lazySchema } from './lazy';

/** 001 §9: points history pages of 10. */
export const SCORE_RECORD_PAGE_SIZE = 10;

/** GET /api/radio/radio_user_score/record/list (pageNum, pageSize, orderByColumn createTime, isAsc desc). */
export const scoreRecordQuery = lazySchema(() =>
  z.object({
    pageNum: pageNumSchema,
    pageSize: pageSizeSchema(SCORE_RECORD_PAGE_SIZE, 100),
  }),
);

/** Score record (001 §3): createTime (China time), srcModuleDesc, detailActionDesc, score. */
export const scoreRecordSchema = lazySchema(() =>
  z.looseObject({
    createTime: z.string(),
    srcModuleDesc: z.string(),
    detailActionDesc: z.string(),
    score: z.number(),
  }),
);
export type ScoreRecord = z.infer<typeof scoreRecordSchema>;
export const scoreRecordResponse = lazySchema(() => rowsResponse(scoreRecordSchema));

/** Sign-in (001 §3): lastSignInList (each with signDate), signInTotalDays, consecutiveDays. */
export const signInInfoSchema = lazySchema(() =>
  z.looseObject({
    lastSignInList: z.array(z.looseObject({ signDate: z.string() })),
    signInTotalDays: z.number(),
    consecutiveDays: z.number(),
  }),
);
export type SignInInfo = z.infer<typeof signInInfoSchema>;
export const signInInfoResponse = lazySchema(() => dataResponse(signInInfoSchema));
/** POST /api/radio/sign_in_record/: 签到成功 (or 今日已签到 for a repeat), with the streak and any bonus. */
export const signInResponse = lazySchema(() =>
  dataResponse(z.looseObject({ consecutiveDays: z.number(), bonus: z.number(), signedBefore: z.boolean() })),
);

/** 001 §9: the leaderboard shows the top 20. */
export const RANK_TOP = 20;

/** Leaderboard row (001 §3): rank, userImg, nickName, jodTitle, hospital, department, totalEarnedScore. */
export const rankRowSchema = lazySchema(() =>
  z.looseObject({
    rank: z.number().nullable(),
    userImg: z.string(),
    nickName: z.string(),
    jodTitle: z.string(),
    hospital: z.string(),
    department: z.string(),
    totalEarnedScore: z.number(),
  }),
);
export type RankRow = z.infer<typeof rankRowSchema>;
/** GET /api/radio/radio_user_score/top20 */
export const rankTopResponse = lazySchema(() => dataResponse(z.array(rankRowSchema)));
/** GET /api/radio/radio_user_score/: the user's own row; rank null until the user has earned points. */
export const ownRankResponse = lazySchema(() => dataResponse(rankRowSchema));
