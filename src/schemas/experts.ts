import { z } from 'zod';
import { EXPERT_LABELS, EXPERT_NAME_MAX } from '../../domain/experts';
import { expertsMsg } from '../text/experts';
import { dataResponse, rowsResponse } from './common';
import { codeSchema, idSchema, textSchema } from './primitives';
import { trainingVideoSchema } from './training';
import { lazySchema } from './lazy';

/** 001 §7 "Experts": committee-list, speciality-list, youth-list, group-list/{label}, info/{expertId}. */
const t = expertsMsg;
const str = lazySchema(() =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
);
const id = lazySchema(() => z.union([z.number(), z.string()]).transform(String));

/** The optional name searched (all three lists); blank means every expert. */
export const expertNameSchema = lazySchema(() =>
  textSchema(EXPERT_NAME_MAX, { tooLong: t.nameTooLong }).optional(),
);

/** GET /api/expert/committee-list (optional name); GET /api/expert/youth-list (name). */
export const expertNameQuery = lazySchema(() => z.object({ name: expertNameSchema }));
/** GET /api/expert/speciality-list (name, groupId): groupId optional (all study groups). */
export const specialityQuery = lazySchema(() =>
  z.object({ name: expertNameSchema, groupId: idSchema.optional() }),
);
/** GET /api/expert/group-list/{label}. */
export const groupListParams = lazySchema(() =>
  z.object({
    label: codeSchema(EXPERT_LABELS),
  }),
);
/** GET /api/expert/info/{expertId}. */
export const expertInfoParams = lazySchema(() => z.object({ expertId: idSchema }));

/** 001 §3 Expert: id, name, title, hospital, avatarUrl, achievement, groupLabel, groupName, … */
export const expertSchema = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    title: str,
    hospital: str,
    avatarUrl: str,
    /** 1: the expert has achievement data (domain/experts.ts hasAchievementData). */
    achievement: z.union([z.number(), z.string(), z.boolean()]).nullish(),
    groupLabel: z.number().nullish(),
    groupName: str,
  }),
);
export type Expert = z.infer<typeof expertSchema>;

/** A committee group: groupName and its expertInfoList (001 §7 committee-list). */
export const committeeGroupSchema = lazySchema(() =>
  z.looseObject({
    groupName: str,
    expertInfoList: z.array(expertSchema),
  }),
);
export type CommitteeGroup = z.infer<typeof committeeGroupSchema>;

/** 001 §3 Professional group: id, groupName, status (0 hidden). */
export const expertGroupSchema = lazySchema(() =>
  z.looseObject({
    id,
    groupName: z.string(),
    status: z.number().nullish(),
  }),
);
export type ExpertGroup = z.infer<typeof expertGroupSchema>;

/**
 * The detail: the card's fields plus duties, takeOffice, honor, skillIn, topicName, topicUrl (001 §3),
 * and our `courseList`: the recommended training courses as the caller sees them (learningProcess).
 */
export const expertDetailSchema = lazySchema(() =>
  expertSchema.extend({
    duties: str,
    takeOffice: str,
    honor: str,
    skillIn: str,
    topicName: str,
    topicUrl: str,
    courseList: z
      .array(trainingVideoSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);
export type ExpertDetail = z.infer<typeof expertDetailSchema>;

export const committeeListResponse = lazySchema(() => dataResponse(z.array(committeeGroupSchema)));
export const expertRowsResponse = lazySchema(() => rowsResponse(expertSchema));
export const groupListResponse = lazySchema(() => dataResponse(z.array(expertGroupSchema)));
export const expertInfoResponse = lazySchema(() => dataResponse(expertDetailSchema));
