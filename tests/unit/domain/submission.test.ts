import { describe, expect, it } from 'vitest';
import { REVIEW_STATUS, reviewStatusLabel } from '../../../domain/reviewStatus';
import { contributionMsg } from '../../../src/text/contribution';
import {
  acceptOf,
  canReview,
  contentRequired,
  contentShown,
  COVER_EXTENSIONS,
  COVER_MAX_BYTES,
  hasExtension,
  hasSource,
  isShowOf,
  isWorksForm,
  MEDIA_MAX_BYTES,
  MEDIA_URL_PREFIX,
  mediaExtensions,
  misfitFiles,
  misfitMessage,
  modifyStatusOf,
  needsStudentType,
  readsPassed,
  typeFieldOf,
  UPLOAD_URL_PREFIX,
  type WorksForm,
} from '../../../domain/submission';

const S = REVIEW_STATUS;
const ALL_STATUSES = Object.values(S);
const FORMS: WorksForm[] = [1, 2, 3, 4];

describe('000 §5.5, §9: the limits of a work', () => {
  it('a cover is at most 5 MB and a media file at most 1,000 MB', () => {
    expect(COVER_MAX_BYTES).toBe(5_242_880);
    expect(MEDIA_MAX_BYTES).toBe(1_048_576_000);
  });
});

describe('000 §5.3–5.5: which fields the form shows and needs', () => {
  it('the student type is needed only for identity 5 (student)', () => {
    expect(['5', '1', '4', '6', '', null, undefined].map(needsStudentType)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a source is any one of the four source fields, blanks not counting', () => {
    expect(hasSource({})).toBe(false);
    expect(hasSource({ sourceSociety: null, sourceGroup: undefined, sourceUnit: '', sourcePerson: '' })).toBe(
      false,
    );
    expect(hasSource({ sourceUnit: '   ', sourcePerson: '\t' })).toBe(false);
    // Any single field is enough, whichever it is.
    expect(hasSource({ sourceSociety: '中华医学会放射学分会' })).toBe(true);
    expect(hasSource({ sourceGroup: '青年委员会' })).toBe(true);
    expect(hasSource({ sourceUnit: '', sourcePerson: ' 王医生 ' })).toBe(true);
  });

  it('the work form is one of 1–4 as a number', () => {
    expect(FORMS.every(isWorksForm)).toBe(true);
    expect([0, 5, -1, 1.5, '1', '2', null, undefined, [1]].map(isWorksForm)).toEqual(
      Array<boolean>(9).fill(false),
    );
  });

  it('the description: hidden for video (1) and form 4, required for graphic (2) and form 3', () => {
    expect(FORMS.map(contentShown)).toEqual([false, true, true, false]);
    expect(FORMS.map(contentRequired)).toEqual([false, true, true, false]);
    // Before a form is chosen the description shows but is not yet required.
    expect(contentShown(null)).toBe(true);
    expect(contentRequired(null)).toBe(false);
  });

  it('the type dictionary: videoType for video, graphicType for graphic, none for the others', () => {
    expect(FORMS.map(typeFieldOf)).toEqual(['videoType', 'graphicType', null, null]);
    expect(typeFieldOf(undefined)).toBeNull();
  });
});

describe('000 §5.5: which files each slot takes', () => {
  it('video takes mp4 only; graphic pictures and PDF; the other forms any of these', () => {
    expect(mediaExtensions(1)).toEqual(['mp4']);
    expect(mediaExtensions(2)).toEqual(['gif', 'jpg', 'jpeg', 'png', 'pdf']);
    for (const form of [3, 4] as const)
      expect(mediaExtensions(form)).toEqual(['mp4', 'gif', 'jpg', 'jpeg', 'png', 'pdf']);
  });

  it('a file input accepts the extensions with their dots, comma-separated', () => {
    expect(acceptOf(COVER_EXTENSIONS)).toBe('.jpg,.jpeg,.png');
    expect(acceptOf(mediaExtensions(1))).toBe('.mp4');
    expect(acceptOf([])).toBe('');
  });

  it('a file name is checked by its extension, whatever its case', () => {
    expect(hasExtension('封面.PNG', COVER_EXTENSIONS)).toBe(true);
    expect(hasExtension('cover.jpeg', COVER_EXTENSIONS)).toBe(true);
    expect(hasExtension('cover.gif', COVER_EXTENSIONS)).toBe(false);
    expect(hasExtension('cover', COVER_EXTENSIONS)).toBe(false);
    expect(hasExtension('讲解.mp4', mediaExtensions(2))).toBe(false);
    expect(hasExtension('讲解.mp4', mediaExtensions(3))).toBe(true);
  });

  it('the files a form does not take: by the address, else the name; none before a form is chosen', () => {
    const mp4 = { url: '/media/uploads/a.mp4', fileName: '片头.mp4' };
    const png = { url: '/media/uploads/b.png', fileName: '海报.png' };
    const pdf = { url: '/media/uploads/c.PDF?v=2', fileName: '讲义' };
    // A stored key without an extension is typed by the uploaded name, as the viewer does.
    const keyed = { url: '/media/uploads/k1', fileName: '短片.MP4' };
    const unknown = { url: '/media/uploads/d.txt', fileName: '说明.txt' };
    const all = [mp4, png, pdf, keyed, unknown];
    expect(misfitFiles(1, all)).toEqual([png, pdf, unknown]);
    expect(misfitFiles(2, all)).toEqual([mp4, keyed, unknown]);
    for (const form of [3, 4] as const) expect(misfitFiles(form, all)).toEqual([unknown]);
    expect(misfitFiles(null, all)).toEqual([]);
    expect(misfitFiles(undefined, all)).toEqual([]);
    expect(misfitFiles(2, [])).toEqual([]);
  });

  it('the message names every file the form does not take and what it takes, in Chinese', () => {
    const videos = [1, 2, 3, 4, 5].map((i) => ({
      url: `/media/uploads/v${i}.mp4`,
      fileName: `第${i}集.mp4`,
    }));
    expect(misfitMessage(2, videos)).toBe(
      '当前作品形式只能上传 GIF/JPG/JPEG/PNG/PDF 格式的文件，请删除：第1集.mp4、第2集.mp4、第3集.mp4、第4集.mp4、第5集.mp4',
    );
    expect(misfitMessage(2, videos)).toBe(
      contributionMsg.mediaMisfit(
        mediaExtensions(2),
        videos.map((v) => v.fileName),
      ),
    );
    expect(misfitMessage(1, videos)).toBeNull();
    expect(misfitMessage(null, videos)).toBeNull();
    expect(misfitMessage(1, [{ url: '/media/uploads/p.pdf', fileName: '讲义.pdf' }])).toBe(
      '当前作品形式只能上传 MP4 格式的文件，请删除：讲义.pdf',
    );
  });

  it('uploads are served under the media prefix', () => {
    expect(UPLOAD_URL_PREFIX.startsWith(MEDIA_URL_PREFIX)).toBe(true);
    expect(UPLOAD_URL_PREFIX).not.toBe(MEDIA_URL_PREFIX);
    expect(UPLOAD_URL_PREFIX.endsWith('/')).toBe(true);
  });
});

describe('000 §4.4: the review of a work (decision 0048)', () => {
  /** Every status reachable from `from` by one move. */
  const movesFrom = (from: number) => ALL_STATUSES.filter((to) => canReview(from, to));

  it('a pending work passes, is transferred, rejected, returned or fails at the first review', () => {
    expect(movesFrom(S.pending)).toEqual([
      S.firstPassed,
      S.firstTransferred,
      S.firstRejected,
      S.returnedForChanges,
      S.failed,
    ]);
    expect(movesFrom(S.firstTransferred)).toEqual([S.firstPassed, S.firstRejected]);
  });

  it('after the first review comes the second, then the third', () => {
    expect(movesFrom(S.firstPassed)).toEqual([
      S.secondPassed,
      S.secondTransferred,
      S.secondNeedsChanges,
      S.secondRejected,
    ]);
    expect(movesFrom(S.secondTransferred)).toEqual([S.secondPassed, S.secondNeedsChanges, S.secondRejected]);
    expect(movesFrom(S.secondPassed)).toEqual([
      S.approved,
      S.thirdTransferred,
      S.thirdNeedsChanges,
      S.thirdRejected,
    ]);
    expect(movesFrom(S.thirdTransferred)).toEqual([S.approved, S.thirdNeedsChanges, S.thirdRejected]);
  });

  it('a finished, rejected or sent-back work and an unknown status take no review move', () => {
    for (const from of [
      S.approved,
      S.firstRejected,
      S.secondNeedsChanges,
      S.secondRejected,
      S.returnedForChanges,
      S.thirdNeedsChanges,
      S.thirdRejected,
      S.failed,
      99,
      -1,
    ])
      expect(movesFrom(from)).toEqual([]);
  });

  it('a work is approved only through all three reviews', () => {
    expect(canReview(S.pending, S.approved)).toBe(false);
    expect(canReview(S.firstPassed, S.approved)).toBe(false);
    expect(canReview(S.pending, S.firstPassed)).toBe(true);
    expect(canReview(S.firstPassed, S.secondPassed)).toBe(true);
    expect(canReview(S.secondPassed, S.approved)).toBe(true);
  });

  it('the author may edit (modifyStatus 1) a pending work and one sent back for changes, nothing else', () => {
    const editable = ALL_STATUSES.filter((s) => modifyStatusOf(s) === 1);
    expect(editable.sort((a, b) => a - b)).toEqual([
      S.pending,
      S.returnedForChanges,
      S.secondNeedsChanges,
      S.thirdNeedsChanges,
    ]);
    expect(ALL_STATUSES.filter((s) => modifyStatusOf(s) === 0)).toHaveLength(ALL_STATUSES.length - 4);
    expect(modifyStatusOf(99)).toBe(0);
  });

  it('a work is public (isShow 2) once approved, otherwise 1', () => {
    expect(isShowOf(S.approved)).toBe(2);
    for (const s of ALL_STATUSES.filter((x) => x !== S.approved)) expect(isShowOf(s)).toBe(1);
  });

  it('"passed" is read from the statuses whose label ends in 通过 but not 不通过, as numbers or text', () => {
    for (const s of ALL_STATUSES) {
      const label = reviewStatusLabel(s);
      const passed = label.endsWith('通过') && !label.endsWith('不通过');
      expect(readsPassed(s), label).toBe(passed);
      expect(readsPassed(String(s)), label).toBe(passed);
    }
    expect(ALL_STATUSES.filter(readsPassed)).toHaveLength(3);
  });
});
