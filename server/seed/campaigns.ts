import {
  CAMPAIGNS,
  CAMPAIGN_IDS,
  STATUS_OPEN,
  type CampaignId,
  type CampaignStatus,
} from '../../domain/campaigns';
import type { Queryable } from '../db/types';
import { DEFAULT_AVATAR } from '../account/users';
import { FULL_VIDEO_URL, TRIAL_VIDEO_URL } from '../education/media';
import { popsicPicture } from './popsic';
import type { SeedStep } from './types';

/**
 * The contribution campaigns' demo users (issue 17; docs/decisions/0052): for each campaign one user in
 * every status, 1, 2, 3 and 0, so each landing of the wizard (002 §4) can be seen
 * (`npm run admin -- campaign list <id>` lists them; the test-only endpoints of server/testing/ log in as one).
 * Statuses 3 and 0, and 2 in the 2025 campaigns (mc, ca, ms: a work saved), come with a complete work
 * whose cover and video are generated media under /media/ (the contest pictures, the test-pattern
 * videos). qc's 2 is the organisers' opening: registered, no work yet. The demo user (uid 1) is
 * registered nowhere. Deterministic: fixed times, the users created in order.
 */

/** The statuses seeded per campaign, in order. */
export const SEEDED_STATUSES: readonly CampaignStatus[] = [1, 2, 3, 0];

export interface SeedPerson {
  name: string;
  workUnit: string;
  sourceUnit: string;
  phone: string;
  sourceSociety: string;
  sourceGroup: string;
}

/** 16 people, one per campaign and status, in CAMPAIGN_IDS × SEEDED_STATUSES order. */
const NAMES = [
  '赵建国',
  '钱丽华',
  '孙志强',
  '李晓燕',
  '周文博',
  '吴佳怡',
  '郑浩然',
  '王雨桐',
  '冯德明',
  '陈思远',
  '褚海燕',
  '卫子健',
  '蒋欣然',
  '沈立伟',
  '韩梦琪',
  '杨一鸣',
] as const;
const UNITS = [
  ['四川大学华西医院', '放射科'],
  ['北京协和医院', '放射科'],
  ['复旦大学附属中山医院', '放射诊断科'],
  ['中山大学附属第一医院', '医学影像科'],
] as const;
const RANKS = ['主治医师', '副主任医师', '讲师', '住院医师'] as const;

/** The person of the i-th seeded entry (also the test routes' fresh users, by a running number). */
export function seedPerson(i: number): SeedPerson {
  const [workUnit, sourceUnit] = UNITS[i % UNITS.length]!;
  return {
    name: NAMES[i % NAMES.length]!,
    workUnit,
    sourceUnit,
    phone: `1370000${String(i % 10_000).padStart(4, '0')}`,
    sourceSociety: RANKS[i % RANKS.length]!,
    sourceGroup: String(28 + (i % 12)),
  };
}

const TITLES: Record<CampaignId, string> = {
  qc: '低剂量胸部CT质量控制的改进实践',
  mc: '十分钟读懂胸部X线片',
  ca: '碘对比剂外渗的预防与处置',
  ms: '一张片子背后的患者故事',
};
const SUMMARIES: Record<CampaignId, string> = {
  qc: '通过调整扫描参数与质控流程，在保证诊断质量的同时将受检者辐射剂量降低约三成。',
  mc: '以典型病例为线索，讲解胸片阅读的顺序、常见征象与易漏诊部位。',
  ca: '团队演示高压注射前的评估、穿刺部位选择及外渗发生后的规范处置流程。',
  ms: '一名规培住院医师讲述在阅片室里与患者家属的一次谈话，以及它带来的改变。',
};
/** ca's participating members, qc's team (002 §3 subTitle). */
const MEMBERS: Partial<Record<CampaignId, string>> = {
  qc: '赵建国,钱丽华,孙志强',
  ca: '冯德明,陈思远,褚海燕,卫子健',
};

/** Whether a seeded entry of this status comes with a complete work. */
export const hasWork = (campaign: CampaignId, status: CampaignStatus): boolean =>
  status === 3 || status === 0 || (campaign !== 'qc' && status === STATUS_OPEN);

/** The complete work of the i-th entry: a contest picture as cover, a generated video as its file. */
export function seedWork(campaign: CampaignId, i: number) {
  const video = i % 2 === 0 ? FULL_VIDEO_URL : TRIAL_VIDEO_URL;
  const title = TITLES[campaign];
  return {
    title,
    subTitle: CAMPAIGNS[campaign].work.includes('subTitle') ? (MEMBERS[campaign] ?? '') : '',
    content: SUMMARIES[campaign],
    coverUrl: popsicPicture(i % 12),
    // The generated videos are encoded when first served: their size is not known here (0).
    fileList: [{ url: video, name: `${title}.mp4`, fileName: `${title}.mp4`, fileSize: 0 }],
  };
}

/** The proof picture of a qc registration (002 §3 recomLetterUrl): a contest picture. */
export const SEED_PROOF_URL = popsicPicture(11);

/**
 * Inserts the entry of `uid` in `campaign` at `status` for the i-th person, with a complete work when
 * `withWork` (by default when hasWork says so; always for 3 and 0, which are submitted works), its worksId
 * from migration 018's sequence. Answers the entry's worksId (or null).
 */
export async function insertSeedEntry(
  tx: Queryable,
  a: {
    campaign: CampaignId;
    uid: number;
    status: CampaignStatus;
    i: number;
    at: number;
    withWork?: boolean;
  },
): Promise<number | null> {
  const cfg = CAMPAIGNS[a.campaign];
  const p = seedPerson(a.i);
  const shown = (f: (typeof cfg.registration)[number], v: string) => (cfg.registration.includes(f) ? v : '');
  const submitted = a.status === 3 || a.status === 0;
  const work = submitted || (a.withWork ?? hasWork(a.campaign, a.status)) ? seedWork(a.campaign, a.i) : null;
  const at = new Date(a.at).toISOString();
  const { rows } = await tx.query<{ worksId: number | null }>(
    `INSERT INTO campaign_entries (campaign, uid, name, work_unit, source_unit, phone, source_society,
       source_group, recom_letter_url, status, works_id, title, sub_title, content, cover_url, file_list,
       create_time, update_time, submit_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
       CASE WHEN $11 THEN nextval('campaign_works_id_seq')::int END,
       $12, $13, $14, $15, $16::jsonb, $17, $18, $19)
     RETURNING works_id AS "worksId"`,
    [
      a.campaign,
      a.uid,
      p.name,
      p.workUnit,
      p.sourceUnit,
      p.phone,
      shown('sourceSociety', p.sourceSociety),
      shown('sourceGroup', p.sourceGroup),
      shown('recomLetterUrl', SEED_PROOF_URL),
      a.status,
      work !== null,
      work?.title ?? '',
      work?.subTitle ?? '',
      work?.content ?? '',
      work?.coverUrl ?? '',
      JSON.stringify(work?.fileList ?? []),
      at,
      work ? at : null,
      submitted ? at : null,
    ],
  );
  return rows[0]?.worksId ?? null;
}

/** The seeded users in order: campaign, status, the person's index. */
export const seedCampaignUsers = CAMPAIGN_IDS.flatMap((campaign, c) =>
  SEEDED_STATUSES.map((status, s) => ({ campaign, status, i: c * SEEDED_STATUSES.length + s })),
);

/** 2025-03-01 08:00 China time; each entry an hour after the one before. */
const SEED_TIME = Date.UTC(2025, 2, 1, 0, 0, 0);

export const campaignsSeed: SeedStep = {
  name: '018_campaigns',
  async run(tx) {
    for (const u of seedCampaignUsers) {
      const p = seedPerson(u.i);
      const { rows } = await tx.query<{ uid: number }>(
        `INSERT INTO users (nick_name, real_name, hospital, department, user_img, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING uid`,
        [p.name, p.name, p.workUnit, p.sourceUnit, DEFAULT_AVATAR, new Date(SEED_TIME).toISOString()],
      );
      await insertSeedEntry(tx, { ...u, uid: rows[0]!.uid, at: SEED_TIME + u.i * 3_600_000 });
    }
  },
};
