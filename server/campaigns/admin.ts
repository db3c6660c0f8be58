import {
  CAMPAIGN_IDS,
  STATUS_OPEN,
  STATUS_REGISTERED,
  isCampaignId,
  isCampaignStatus,
  type CampaignId,
  type CampaignStatus,
} from '../../domain/campaigns';
import type { Db } from '../db/types';
import { findEntry, listEntries, setStatus } from './queries';

/**
 * The organisers' side of the contribution campaigns (002 shows none; issue 17, decision 0052):
 * `npm run admin -- campaign list <id> [--status N]` lists a campaign's entries, and
 * `campaign open <id> <uid>` opens the quality innovation competition's upload step for one team
 * (status 1 → 2, 002 §4), the only move the organisers make here.
 */

const STATUS_LABEL: Readonly<Record<CampaignStatus, string>> = {
  0: '已提交（锁定）',
  1: '已报名',
  2: '可上传 / 已保存作品',
  3: '已提交',
};
const describe = (s: CampaignStatus) => `${s} ${STATUS_LABEL[s]}`;

export const CAMPAIGN_USAGE = `usage: npm run admin -- campaign list <${CAMPAIGN_IDS.join('|')}> [--status 0|1|2|3] | campaign open <id> <uid> (qc only: status 1 → 2)`;

export type OpenResult =
  | { ok: true }
  | { ok: false; reason: 'notQc' }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'illegal'; from: CampaignStatus };

/**
 * Opens the upload step of `uid`'s entry in `campaign`: only qc (the 2025 campaigns are open from the
 * registration on), only from status 1. The row is locked, so a concurrent commit waits.
 */
export async function openEntry(db: Db, campaign: CampaignId, uid: number, now: number): Promise<OpenResult> {
  if (campaign !== 'qc') return { ok: false, reason: 'notQc' };
  return db.transaction(async (tx) => {
    const entry = await findEntry(tx, campaign, uid, { lock: true });
    if (!entry) return { ok: false, reason: 'notFound' } as const;
    if (entry.status !== STATUS_REGISTERED)
      return { ok: false, reason: 'illegal', from: entry.status } as const;
    await setStatus(tx, entry.id, STATUS_OPEN, now);
    return { ok: true } as const;
  });
}

/**
 * `campaign …` of the admin command line: answers the exit code and the lines to print (errors on
 * stderr), so tests call it as the command line does.
 */
export async function campaignCommand(
  db: Db,
  args: readonly string[],
  now: number = Date.now(),
): Promise<{ code: number; out: string[]; err: string[] }> {
  const usage = { code: 2, out: [], err: [CAMPAIGN_USAGE] };
  const [sub, id, ...rest] = args;
  if (!isCampaignId(id)) {
    if (id !== undefined && (sub === 'list' || sub === 'open'))
      return { code: 2, out: [], err: [`unknown campaign ${id}: one of ${CAMPAIGN_IDS.join(', ')}`] };
    return usage;
  }
  const int = (s: string | undefined) => (s !== undefined && /^\d{1,9}$/.test(s) ? Number(s) : null);

  if (sub === 'list') {
    let status: CampaignStatus | null = null;
    if (rest.length > 0) {
      const n = int(rest[1]);
      if (rest.length !== 2 || rest[0] !== '--status' || n === null) return usage;
      if (!isCampaignStatus(n)) return { code: 2, out: [], err: [`unknown status ${rest[1]}`] };
      status = n;
    }
    const rows = await listEntries(db, id, status);
    const out = rows.map(
      (r) =>
        `uid ${r.uid}\t${describe(r.status)}\t${r.name}\t${r.workUnit}\t${r.phone}\t` +
        `${r.worksId === null ? '无作品' : `作品 ${r.worksId}：${r.title}（${r.files} 个文件）`}\t${r.createTime}`,
    );
    return { code: 0, out: out.length > 0 ? out : [`no entries in ${id}`], err: [] };
  }

  if (sub === 'open') {
    const uid = int(rest[0]);
    if (uid === null || rest.length !== 1) return usage;
    const r = await openEntry(db, id, uid, now);
    if (r.ok) return { code: 0, out: [`${id} uid ${uid}: ${describe(1)} → ${describe(2)}`], err: [] };
    if (r.reason === 'notQc')
      return {
        code: 1,
        out: [],
        err: [`${id} needs no opening: only qc's upload step is opened by the organisers`],
      };
    if (r.reason === 'notFound') return { code: 1, out: [], err: [`uid ${uid} has not registered in ${id}`] };
    return {
      code: 1,
      out: [],
      err: [`${id} uid ${uid} is ${describe(r.from)}: only ${describe(1)} can be opened`],
    };
  }
  return usage;
}
