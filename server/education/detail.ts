import { canAfford, isFree, redeemPrice } from '../../domain/points';
import { parseChinaTime } from '../../domain/chinaTime';
import type { VideoDetail } from '../../src/schemas/education';
import type { AppContext } from '../context';
import * as q from './queries';
/** The answer of the detail calls (001 §7 Education videos): access, trial and quiz facts for one user. */

/**
 * Answers are revealed when showAnswer is 1 and the reveal time (China time) is absent or past.
 */
export const revealed = (v: Pick<q.VideoRow, 'showAnswer' | 'showAnswerTime'>, now: number) =>
  v.showAnswer === 1 && (!v.showAnswerTime || (parseChinaTime(v.showAnswerTime) ?? Infinity) <= now);

/** The detail of one video for one user (see the access table in src/schemas/education.ts). */
export async function videoDetail(ctx: AppContext, id: number, uid: number | null, real: boolean) {
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
