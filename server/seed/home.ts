import { HOME_BANNER_KEY } from '../../domain/news';
import { liveRoomPath } from '../../src/schemas/liveRoom';
import { seedRooms } from './liveRoom';
import type { SeedStep } from './types';

/** 000 §9: the education tile order the configuration answers. */
export const EDUCATION_ORDER = '15,12,3,4,2,10,1,11,8,5,14,16';

export const seedSlides = [
  {
    title: '医学影像研究院 · 教育与科研门户',
    subtitle: '汇聚影像专家，服务临床、教学与公众',
    img: 'banners/home-01.png',
    jumpUrl: '/institute',
  },
  {
    title: '2025 青年医师影像读片大赛',
    subtitle: '以赛促学，展示青年影像人的风采',
    img: 'banners/home-02.png',
    jumpUrl: '/education',
  },
  {
    title: '影像云课堂 · 名师讲座系列',
    subtitle: '随时随地学习权威专家的临床经验',
    img: 'banners/home-03.png',
    jumpUrl: '/education',
  },
] as const;

/** Category labels of 000 §9, for covers. */
export const CATEGORY_LABELS: Record<number, string> = {
  1: '青年学会',
  2: 'MDT',
  3: '3M讲堂',
  4: '质量控制',
  5: '微课堂',
  10: '急诊影像',
  11: '分子影像',
  12: '云共享',
  15: '名师讲座',
  16: '磁共振论坛',
  17: '心脏影像',
};

export interface SeedVideo {
  topic: string;
  keySpeaker: string;
  videoDate: string;
  videoState: 1 | 2 | 3;
  videoCategory: number;
  richTextType: 0 | 1;
  emxState: 0 | 1 | 2 | null;
  liveStreamingUrl: string;
  scoreCurrPrice: number | null;
  scoreOriginPrice: number | null;
  videoClickCount: number;
}

/**
 * New courses (newest first). The five newest cover every video state (1 available, 2 live, 3 upcoming),
 * every emxState and both a live session with and without a streaming address.
 */
export const LIVE_CARD_ROOM = seedRooms[0];
/** What databases seeded before issue 11 hold for the live card (a page that shows 数据错误). */
const OLD_LIVE_CARD = { topic: '急诊胸痛三联征的影像诊断思路', url: '/liveDetail?id=1' };

/** Points the live card of an older database at the room it shows (a no-op on a fresh one). */
export const liveCardSeed: SeedStep = {
  name: 'homeLiveCardRoom',
  async run(tx) {
    await tx.query(
      'UPDATE youth_videos SET topic = $1, live_streaming_url = $2 WHERE topic = $3 AND live_streaming_url = $4',
      [LIVE_CARD_ROOM.name, liveRoomPath(LIVE_CARD_ROOM.id), OLD_LIVE_CARD.topic, OLD_LIVE_CARD.url],
    );
  },
};

export const seedVideos: SeedVideo[] = [
  v(
    '冠状动脉CT血管成像的规范化扫描与后处理',
    '王建国',
    '2025-07-12 19:30:00',
    3,
    17,
    0,
    null,
    '',
    null,
    null,
    0,
  ),
  // The live card is the demo live room (room 1): its title and its address.
  v(
    LIVE_CARD_ROOM.name,
    '陈晓燕',
    '2025-07-08 19:00:00',
    2,
    10,
    0,
    1,
    liveRoomPath(LIVE_CARD_ROOM.id),
    0,
    0,
    1288,
  ),
  v('肺结节多学科诊疗（MDT）病例讨论', '刘振华 等', '2025-07-02 14:00:00', 1, 2, 0, 1, '', 10, 20, 3562),
  v('乳腺X线摄影质量控制要点', '赵丽', '2025-06-26 10:00:00', 1, 4, 1, 2, '', 0, 0, 2415),
  v('PET/CT在肿瘤分期中的应用', '孙立新', '2025-06-20 15:30:00', 1, 11, 0, 0, '', 30, 50, 986),
  v('青年医师读片：腹部急腹症', '周航', '2025-06-14 19:30:00', 1, 1, 0, 1, '', 0, 0, 4120),
  v('磁共振弥散加权成像原理精讲', '吴海峰', '2025-06-08 19:30:00', 3, 16, 0, null, '', null, null, 0),
  v('头颈部CTA的扫描方案与伪影识别', '郑凯', '2025-06-01 14:30:00', 1, 3, 1, 2, '', 20, 20, 1733),
  v('如何阅读一张胸部X线片', '黄蕾', '2025-05-25 20:00:00', 1, 5, 0, 1, '', 0, 0, 8811),
  v('神经影像的定位诊断', '马文涛', '2025-05-18 19:00:00', 2, 15, 0, 1, '', 0, 0, 602),
  v('罕见骨肿瘤影像病例分享', '何静', '2025-05-10 16:00:00', 1, 12, 0, 2, '', 5, 10, 1379),
];

function v(
  topic: string,
  keySpeaker: string,
  videoDate: string,
  videoState: SeedVideo['videoState'],
  videoCategory: number,
  richTextType: SeedVideo['richTextType'],
  emxState: SeedVideo['emxState'],
  liveStreamingUrl: string,
  scoreCurrPrice: number | null,
  scoreOriginPrice: number | null,
  videoClickCount: number,
): SeedVideo {
  return {
    topic,
    keySpeaker,
    videoDate,
    videoState,
    videoCategory,
    richTextType,
    emxState,
    liveStreamingUrl,
    scoreCurrPrice,
    scoreOriginPrice,
    videoClickCount,
  };
}

export const videoCover = (i: number) => `videos/cover-${String(i + 1).padStart(2, '0')}.png`;

export const seedCourses = [
  { title: '影像诊断基础课程', subTitle: '从解剖到征象，夯实读片基本功' },
  { title: 'CT检查技术规范', subTitle: '扫描参数、对比剂与辐射防护' },
  { title: '磁共振成像进阶', subTitle: '序列原理与常见伪影处理' },
  { title: '急诊影像实战', subTitle: '争分夺秒的影像决策' },
  { title: '心血管影像专题', subTitle: '冠脉CTA与心脏磁共振' },
  { title: '影像科质量管理', subTitle: '流程、质控指标与持续改进' },
] as const;

export const courseCover = (i: number) => `courses/course-${String(i + 1).padStart(2, '0')}.png`;

export const homeSeed: SeedStep = {
  name: '002_home',
  async run(tx) {
    for (const [i, s] of seedSlides.entries()) {
      await tx.query(
        'INSERT INTO slideshows (category, sort, img_url, jump_url, title) VALUES ($1, $2, $3, $4, $5)',
        [HOME_BANNER_KEY, i + 1, `/media/${s.img}`, s.jumpUrl, s.title],
      );
    }
    for (const [i, x] of seedVideos.entries()) {
      await tx.query(
        `INSERT INTO youth_videos (topic, key_speaker, video_date, video_cover_url, video_state, video_category,
           rich_text_type, emx_state, live_streaming_url, score_curr_price, score_origin_price, video_click_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          x.topic,
          x.keySpeaker,
          x.videoDate,
          `/media/${videoCover(i)}`,
          x.videoState,
          x.videoCategory,
          x.richTextType,
          x.emxState,
          x.liveStreamingUrl,
          x.scoreCurrPrice,
          x.scoreOriginPrice,
          x.videoClickCount,
        ],
      );
    }
    for (const [i, c] of seedCourses.entries()) {
      await tx.query('INSERT INTO courses (sort, img_url, title, sub_title) VALUES ($1, $2, $3, $4)', [
        i + 1,
        `/media/${courseCover(i)}`,
        c.title,
        c.subTitle,
      ]);
    }
    await tx.query('INSERT INTO dynamic_config (module, item_order) VALUES ($1, $2)', [
      'education',
      EDUCATION_ORDER,
    ]);
  },
};
