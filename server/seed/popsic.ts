import { DAY_MS } from '../../domain/chinaTime';
import { POPSIC_EPOCHS, WORKS_FORM, type PopsicEpoch } from '../../domain/popsic';
import { FULL_VIDEO_URL, TRIAL_VIDEO_URL } from '../education/media';
import type { Queryable } from '../db/types';
import type { SeedStep } from './types';

/**
 * The works contest's demo data (issue 15; docs/decisions/0044): every epoch with 6–7 categories (an
 * icon each), 180 works with pictures (generated PNGs), the two generated videos and generated PDFs
 * (some works with several files, some with none, one with a file of no known type), comments by the
 * two demo users, 56 micro-lectures, banners, the dictionaries and an open submission session.
 * Deterministic: everything comes from the indexes below (the session's window from the seed's `now`).
 */

export const POPSIC_MEDIA_DIR = 'popsic';
export const popsicPicture = (n: number) => `/media/${POPSIC_MEDIA_DIR}/picture-${n}.png`;
export const POPSIC_PICTURES = 12;
export const POPSIC_PDF = {
  /** 12 pages: 4 shown, then 4 more, then the last 4. */
  long: `/media/${POPSIC_MEDIA_DIR}/guide-12.pdf`,
  short: `/media/${POPSIC_MEDIA_DIR}/guide-3.pdf`,
  /** Not a PDF at all: the viewer's 预览加载失败. */
  broken: `/media/${POPSIC_MEDIA_DIR}/broken.pdf`,
} as const;
/** A file whose extension names no type the viewer knows (暂无内容). */
export const POPSIC_UNTYPED_FILE = `/media/${POPSIC_MEDIA_DIR}/notes.txt`;
export const popsicCover = (kind: 'work' | 'lecture', n: number) =>
  `/media/${POPSIC_MEDIA_DIR}/${kind}-cover-${n}.png`;
export const popsicIcon = (n: number) => `/media/${POPSIC_MEDIA_DIR}/icon-${n}.svg`;
export const popsicBanner = (epoch: PopsicEpoch, type: string) =>
  `/media/${POPSIC_MEDIA_DIR}/banner-${epoch}-${type}.png`;

const CATEGORY_LABELS = ['影像科普视频', '科普图文', '科普漫画', '健康宣教', '科普演讲', '创新作品'];
/** A seventh category with no works, for the empty state (in two public epochs). */
export const EMPTY_CATEGORY_LABEL = '优秀组织作品';
const EPOCHS_WITH_EMPTY: readonly PopsicEpoch[] = ['2022-01', '2023-02'];

export interface SeedCategory {
  /** 1-based, in insertion order: the serial id. */
  id: number;
  epoch: PopsicEpoch;
  label: string;
  icon: string;
  sort: number;
}

export const seedCategories: SeedCategory[] = [];
for (const epoch of POPSIC_EPOCHS) {
  const labels = EPOCHS_WITH_EMPTY.includes(epoch)
    ? [...CATEGORY_LABELS, EMPTY_CATEGORY_LABEL]
    : CATEGORY_LABELS;
  labels.forEach((label, sort) => {
    const id = seedCategories.length + 1;
    seedCategories.push({
      id,
      epoch,
      label,
      icon: popsicIcon(CATEGORY_LABELS.indexOf(label) + 1 || 7),
      sort,
    });
  });
}

const TOPICS = [
  '认识CT检查',
  '磁共振检查前须知',
  '低剂量CT筛查肺结节',
  '造影剂的安全使用',
  '乳腺钼靶为什么要压迫',
  '超声检查要不要空腹',
  '儿童影像检查与辐射',
  '骨密度检查读懂报告',
  '脑卒中的影像急救',
  '冠脉CT血管成像',
  '孕期能做哪些影像检查',
  '放射科医生的一天',
  '核医学与PET-CT',
  '甲状腺结节超声分级',
  '人工智能读片',
];
const UNITS = [
  '四川大学华西医院',
  '北京协和医院',
  '复旦大学附属中山医院',
  '中山大学附属第一医院',
  '浙江大学医学院附属第一医院',
];
const AUTHORS = ['张晓雨', '王若琳', '刘一鸣', '陈思远', '赵可欣', '孙浩然', '周晴', '吴立'];

/**
 * The contest's authors have accounts of their own (uids 101–108, each with an avatar of their name's
 * first character): a work's author panel shows the uploader's picture beside the work's name, so the two
 * must be the same person (issue 31: 王若琳 showed beside 李医生's avatar). A few works are the demo
 * users' own, under their real names.
 */
export const SEED_AUTHORS = AUTHORS.map((name, n) => ({
  uid: 101 + n,
  name,
  avatar: `/media/avatar/author-${n + 1}.svg`,
}));
/** The name the demo submitter (uid 1, no real name in the profile) gives in the wizard's step 1. */
export const DEMO_SUBMITTER_NAME = '王晓明';
/**
 * The i-th work's uploader and the name it carries: uid 1 every 8th (its first ones in 2022-01 and 2023-02,
 * 认识CT检查（1） and 冠脉CT血管成像（1）, are its approved submissions), uid 2 (李医生, 李明) the 4th after.
 */
const uploaderOf = (i: number): { uid: number; name: string } => {
  if (i % 8 === 0) return { uid: 1, name: DEMO_SUBMITTER_NAME };
  if (i % 8 === 4) return { uid: 2, name: '李明' };
  const a = SEED_AUTHORS[i % SEED_AUTHORS.length]!;
  return { uid: a.uid, name: a.name };
};

export interface SeedWorkFile {
  path: string;
  fileName: string;
  coverUrl: string;
}

export interface SeedWork {
  /** 1-based serial id. */
  id: number;
  epoch: PopsicEpoch;
  categoryId: number;
  uid: number;
  title: string;
  content: string;
  coverUrl: string;
  name: string;
  sourceUnit: string;
  worksForm: number;
  recommended: boolean;
  likedNumber: number;
  createTime: number;
  files: SeedWorkFile[];
  /** Indexes into COMMENTS, by the demo users alternately. */
  comments: number[];
}

const BASE_TIME = Date.UTC(2022, 2, 1, 2, 0, 0);
const EPOCH_START: Record<PopsicEpoch, number> = {
  '2022-01': BASE_TIME,
  '2023-01': BASE_TIME + 365 * DAY_MS,
  '2023-02': BASE_TIME + 550 * DAY_MS,
  '2024-01': BASE_TIME + 730 * DAY_MS,
  '2024-02': BASE_TIME + 915 * DAY_MS,
};

export const COMMENTS = [
  '讲解得很清楚，受益匪浅！',
  '终于明白检查前为什么要空腹了。',
  '图文并茂，适合转发给家里老人看。',
  '希望多出一些儿童影像方面的科普。',
  '视频节奏很好，专业又易懂。',
  '这个作品做得很用心，点赞！',
];

const picture = (n: number, name: string): SeedWorkFile => ({
  path: popsicPicture(n % POPSIC_PICTURES),
  fileName: `${name}.png`,
  coverUrl: '',
});
const video = (n: number, name: string): SeedWorkFile => ({
  path: n % 2 === 0 ? FULL_VIDEO_URL : TRIAL_VIDEO_URL,
  fileName: `${name}.mp4`,
  coverUrl: '',
});
const pdf = (path: string, name: string): SeedWorkFile => ({ path, fileName: `${name}.pdf`, coverUrl: '' });

/** The files of the i-th work of form `form` (see the rules in the file comment). */
function filesOf(i: number, form: number, title: string): SeedWorkFile[] {
  if (i % 11 === 5) return [];
  if (i === 3) return [{ path: POPSIC_UNTYPED_FILE, fileName: '作品说明', coverUrl: '' }];
  if (i === 4) return [pdf(POPSIC_PDF.broken, `${title}（损坏）`)];
  // Several files: a video, a picture and a PDF.
  if (i % 7 === 1)
    return [video(i, title), picture(i, `${title}-配图`), pdf(POPSIC_PDF.long, `${title}-讲义`)];
  if (form === WORKS_FORM.video) return [video(i, title)];
  if (form === WORKS_FORM.graphic)
    return i % 3 === 0 ? [picture(i, `${title}-1`), picture(i + 1, `${title}-2`)] : [picture(i, title)];
  return [pdf(i % 2 === 0 ? POPSIC_PDF.long : POPSIC_PDF.short, title)];
}

const FORM_OF_CATEGORY = [
  WORKS_FORM.video,
  WORKS_FORM.graphic,
  WORKS_FORM.graphic,
  WORKS_FORM.other3,
  WORKS_FORM.video,
  WORKS_FORM.other4,
];

export const seedWorks: SeedWork[] = [];
for (const c of seedCategories) {
  if (c.label === EMPTY_CATEGORY_LABEL) continue;
  for (let k = 0; k < 6; k++) {
    const i = seedWorks.length;
    const topic = TOPICS[(i * 7 + k) % TOPICS.length]!;
    const title = `${topic}（${k + 1}）`;
    const form = FORM_OF_CATEGORY[c.sort % FORM_OF_CATEGORY.length]!;
    seedWorks.push({
      id: i + 1,
      epoch: c.epoch,
      categoryId: c.id,
      ...uploaderOf(i),
      title,
      content: `${topic}：用通俗的语言讲清楚影像检查的原理、准备和注意事项，帮助公众正确认识医学影像。`,
      coverUrl: popsicCover('work', i + 1),
      sourceUnit: UNITS[i % UNITS.length]!,
      worksForm: form,
      recommended: i % 9 === 0,
      likedNumber: (i * 37) % 211,
      createTime: EPOCH_START[c.epoch] + (i % 30) * DAY_MS,
      files: filesOf(i, form, topic),
      comments: i % 4 === 2 ? [] : Array.from({ length: (i % 4) + 1 }, (_, n) => (i + n) % COMMENTS.length),
    });
  }
}

const LECTURE_TOPICS = [
  '一分钟看懂X光片',
  'CT和磁共振有什么区别',
  '增强扫描为什么要打针',
  '体检发现肺结节怎么办',
  '辐射剂量知多少',
  '影像报告怎么读',
  '心脏磁共振入门',
];

export interface SeedLecture {
  id: number;
  uid: number;
  title: string;
  content: string;
  coverUrl: string;
  name: string;
  sourceUnit: string;
  videoPath: string;
  fileName: string;
  carousel: boolean;
  likedNumber: number;
  createTime: number;
  comments: number[];
}

export const seedLectures: SeedLecture[] = Array.from({ length: 56 }, (_, i) => {
  const topic = LECTURE_TOPICS[i % LECTURE_TOPICS.length]!;
  return {
    id: i + 1,
    ...uploaderOf(i + 3),
    title: `微课${String(i + 1).padStart(2, '0')}：${topic}`,
    content: `${topic}——放射科医生用几分钟讲清楚一个影像知识点。`,
    coverUrl: popsicCover('lecture', i + 1),
    sourceUnit: UNITS[(i + 1) % UNITS.length]!,
    videoPath: i % 2 === 0 ? FULL_VIDEO_URL : TRIAL_VIDEO_URL,
    fileName: `${topic}.mp4`,
    carousel: i < 5,
    likedNumber: (i * 53) % 307,
    createTime: BASE_TIME + i * 3 * DAY_MS,
    comments: i % 3 === 1 ? [] : [(i + 2) % COMMENTS.length],
  };
});

/** 000 §3 dictionaries (our labels: the spec names the dictionaries, not their entries). */
export const seedDict: Record<string, [string, string][]> = {
  identity: [
    ['1', '医师'],
    ['2', '护士'],
    ['3', '技师'],
    ['4', '其他医务人员'],
    ['5', '学生'],
  ],
  studentType: [
    ['1', '本科生'],
    ['2', '硕士研究生'],
    ['3', '博士研究生'],
  ],
  sourceCategory: [
    ['1', '学会推荐'],
    ['2', '学组推荐'],
    ['3', '单位推荐'],
    ['4', '个人推荐'],
  ],
  videoType: [
    ['1', '动画'],
    ['2', '情景剧'],
    ['3', '讲解'],
  ],
  graphicType: [
    ['1', '图文'],
    ['2', '漫画'],
    ['3', '海报'],
  ],
  scienceTarget: [
    ['1', '公众'],
    ['2', '患者'],
    ['3', '青少年'],
  ],
  scienceType: [
    ['1', '影像检查'],
    ['2', '疾病防治'],
    ['3', '辐射防护'],
    ['4', '健康生活'],
  ],
};

const BANNER_POSITIONS = ['homepage-full', 'subpage-full', 'detailpage-full'];
export const BANNER_TYPES = ['pc', 'video_pc'] as const;

/** The open session: from 30 days before the seed's `now` for a year (docs/decisions/0044). */
export const SESSION_NAME = '2024年第二届医学影像科普作品大赛';
export const SESSION_EPOCH: PopsicEpoch = '2024-02';

const at = (ms: number) => new Date(ms).toISOString();

/**
 * Inserts `rows` into `table` in one statement (jsonb_to_recordset): the seed's ~1,000 rows in a few
 * statements instead of one each (every server test file seeds its own database).
 */
async function insertAll(tx: Queryable, table: string, columns: Record<string, string>, rows: object[]) {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const types = names.map((n) => `${n} ${columns[n]}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${types})`,
    [JSON.stringify(rows)],
  );
}

const resetSerial = (tx: Queryable, table: string) =>
  tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);

export const popsicSeed: SeedStep = {
  name: '015_popsic',
  async run(tx, now) {
    for (const a of SEED_AUTHORS)
      await tx.query(
        `INSERT INTO users (uid, nick_name, real_name, user_img, created_at) VALUES ($1, $2, $2, $3, $4)`,
        [a.uid, a.name, a.avatar, at(BASE_TIME)],
      );
    await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'uid'), (SELECT max(uid) FROM users))`);
    await insertAll(
      tx,
      'popsic_categories',
      { id: 'int', epoch: 'text', label: 'text', icon: 'text', sort: 'int' },
      seedCategories,
    );
    await resetSerial(tx, 'popsic_categories');
    await insertAll(
      tx,
      'popsic_works',
      {
        id: 'int',
        epoch: 'text',
        category_id: 'int',
        uid: 'int',
        title: 'text',
        content: 'text',
        cover_url: 'text',
        name: 'text',
        source_unit: 'text',
        works_form: 'smallint',
        recommended: 'boolean',
        liked_number: 'int',
        create_time: 'timestamptz',
      },
      seedWorks.map((w) => ({
        id: w.id,
        epoch: w.epoch,
        category_id: w.categoryId,
        uid: w.uid,
        title: w.title,
        content: w.content,
        cover_url: w.coverUrl,
        name: w.name,
        source_unit: w.sourceUnit,
        works_form: w.worksForm,
        recommended: w.recommended,
        liked_number: w.likedNumber,
        create_time: at(w.createTime),
      })),
    );
    await resetSerial(tx, 'popsic_works');
    await insertAll(
      tx,
      'popsic_work_files',
      { work_id: 'int', path: 'text', file_name: 'text', cover_url: 'text', sort: 'int' },
      seedWorks.flatMap((w) =>
        w.files.map((f, sort) => ({
          work_id: w.id,
          path: f.path,
          file_name: f.fileName,
          cover_url: f.coverUrl,
          sort,
        })),
      ),
    );
    await insertAll(
      tx,
      'popsic_work_comments',
      { work_id: 'int', uid: 'int', comment: 'text', create_time: 'timestamptz' },
      seedWorks.flatMap((w) =>
        w.comments.map((c, n) => ({
          work_id: w.id,
          uid: (n % 2) + 1,
          comment: COMMENTS[c],
          create_time: at(w.createTime + (n + 1) * DAY_MS),
        })),
      ),
    );
    await insertAll(
      tx,
      'popsic_lectures',
      {
        id: 'int',
        uid: 'int',
        title: 'text',
        content: 'text',
        cover_url: 'text',
        name: 'text',
        source_unit: 'text',
        video_path: 'text',
        file_name: 'text',
        carousel: 'boolean',
        liked_number: 'int',
        create_time: 'timestamptz',
      },
      seedLectures.map((l) => ({
        id: l.id,
        uid: l.uid,
        title: l.title,
        content: l.content,
        cover_url: l.coverUrl,
        name: l.name,
        source_unit: l.sourceUnit,
        video_path: l.videoPath,
        file_name: l.fileName,
        carousel: l.carousel,
        liked_number: l.likedNumber,
        create_time: at(l.createTime),
      })),
    );
    await resetSerial(tx, 'popsic_lectures');
    await insertAll(
      tx,
      'popsic_lecture_comments',
      { lecture_id: 'int', uid: 'int', comment: 'text', create_time: 'timestamptz' },
      seedLectures.flatMap((l) =>
        l.comments.map((c, n) => ({
          lecture_id: l.id,
          uid: ((l.id + n) % 2) + 1,
          comment: COMMENTS[c],
          create_time: at(l.createTime + DAY_MS),
        })),
      ),
    );
    await insertAll(
      tx,
      'popsic_dict',
      { dict_type: 'text', dict_value: 'text', dict_label: 'text', sort: 'int' },
      Object.entries(seedDict).flatMap(([type, entries]) =>
        entries.map(([value, label], sort) => ({
          dict_type: type,
          dict_value: value,
          dict_label: label,
          sort,
        })),
      ),
    );
    await insertAll(
      tx,
      'popsic_banners',
      { epoch: 'text', platform: 'text', type: 'text', position: 'text', img_url: 'text', sort: 'int' },
      POPSIC_EPOCHS.flatMap((epoch) =>
        BANNER_TYPES.flatMap((type) =>
          BANNER_POSITIONS.map((position, sort) => ({
            epoch,
            platform: 'pc',
            type,
            position,
            img_url: popsicBanner(epoch, type),
            sort,
          })),
        ),
      ),
    );
    await tx.query(
      'INSERT INTO popsic_sessions (epoch, name, start_time, end_time) VALUES ($1, $2, $3, $4)',
      [SESSION_EPOCH, SESSION_NAME, at(now - 30 * DAY_MS), at(now + 365 * DAY_MS)],
    );
  },
};
