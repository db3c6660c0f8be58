import type { SeedStep } from './types';

/**
 * The institute's pages: the overview (rich text), the expert committee (every post, one member without
 * a photo) and the AI conference's two galleries (generated SVG photos in two sizes).
 */

export const instituteImage = 'institute/campus.png';
export const INSTITUTE_IMAGE = { width: 720, height: 480 } as const;

export const seedInstitute = {
  title: '医学影像研究院概况',
  updateTime: '2025-11-01 10:00:00+08',
  content: [
    '<h2>研究院简介</h2>',
    '<p>医学影像研究院成立于2016年，是一家集<strong>科学研究、继续教育、学术交流与公众科普</strong>于一体的专业机构，',
    '致力于推动医学影像学科的规范化发展与基层影像诊断能力的提升。</p>',
    `<p><img src="/media/${instituteImage}" alt="研究院学术中心外景" width="${INSTITUTE_IMAGE.width}" height="${INSTITUTE_IMAGE.height}"></p>`,
    '<h2>主要职能</h2>',
    '<ul><li>组织多中心影像临床研究与质量控制</li><li>开展影像医师规范化培训与继续教育</li>',
    '<li>举办全国性学术会议与青年医师读片大赛</li><li>面向公众普及医学影像知识</li></ul>',
    '<h2>组织架构</h2>',
    '<p>研究院下设专家委员会、学术部、教育培训部、科普部与信息化部，专家委员会负责学术方向的指导与评审。</p>',
    '<table><thead><tr><th>部门</th><th>主要工作</th></tr></thead><tbody>',
    '<tr><td>学术部</td><td>学术会议、期刊与指南</td></tr><tr><td>教育培训部</td><td>课程、培训与考核</td></tr>',
    '<tr><td>科普部</td><td>科普作品征集与传播</td></tr></tbody></table>',
    '<h2>联系我们</h2>',
    '<p>地址：四川省成都市武侯区国学巷37号。欢迎关注<a href="/announcement">研究院新闻公告</a>。</p>',
    // Sanitised where it is shown: the script never runs, the handler is dropped.
    '<script>window.__instituteXss = true</script><p onclick="window.__instituteXss = true">研究院竭诚为广大医务工作者服务。</p>',
  ].join(''),
};

type Member = [name: string, post: 1 | 2 | 3 | 4 | 5, title: string, hospital: string];

const HOSPITALS = [
  '四川大学华西医院',
  '北京协和医院',
  '复旦大学附属中山医院',
  '中山大学附属第一医院',
  '浙江大学医学院附属第一医院',
  '华中科技大学同济医学院附属同济医院',
  '中南大学湘雅医院',
  '西安交通大学第一附属医院',
];

const MEMBER_NAMES = [
  '赵晓东',
  '钱立新',
  '孙海燕',
  '周文斌',
  '吴建华',
  '郑雪梅',
  '冯志强',
  '陈丽娟',
  '褚国庆',
  '卫明辉',
  '蒋春梅',
  '沈振宇',
  '韩秀英',
  '杨光荣',
  '朱雅琴',
  '秦思远',
];

export const seedTeam: Member[] = [
  ['王建国', 1, '主任医师、教授', HOSPITALS[0]!],
  ['刘晓光', 2, '主任医师、教授', HOSPITALS[1]!],
  ['张慧敏', 2, '主任医师、教授', HOSPITALS[2]!],
  ['李志刚', 2, '主任医师', HOSPITALS[3]!],
  ['黄云峰', 2, '主任医师、教授', HOSPITALS[4]!],
  ['马丽华', 3, '主任医师', HOSPITALS[0]!],
  ['何佳宁', 4, '主治医师', HOSPITALS[0]!],
  ['罗天宇', 4, '主治医师', HOSPITALS[0]!],
  ...MEMBER_NAMES.map((name, i): Member => [
    name,
    5,
    i % 3 === 0 ? '主任医师、教授' : '主任医师',
    HOSPITALS[i % HOSPITALS.length]!,
  ]),
];

/** The last member has no photo: the page shows the name's first character instead. */
export const teamAvatar = (i: number) =>
  i === seedTeam.length - 1 ? '' : `team/member-${String(i + 1).padStart(2, '0')}.svg`;

const SESSION_1 = [
  '开幕式主会场',
  '主旨报告：AI与影像诊断',
  '圆桌论坛',
  '青年学者专场',
  '人工智能肺结节筛查成果发布',
  '展区交流',
  '分会场：AI质控',
  '闭幕式合影',
];
const SESSION_2 = [
  '大会签到',
  '院士主旨报告',
  '大模型与影像报告专场',
  '多中心数据共享论坛',
  '优秀论文颁奖',
  '闭幕式',
];

export const PHOTO = { width: 1200, height: 800, thumbWidth: 360, thumbHeight: 240 } as const;

export const seedGallery = [
  ...SESSION_1.map((title) => ({ session: 1 as const, title })),
  ...SESSION_2.map((title) => ({ session: 2 as const, title })),
].map((p, i) => ({
  ...p,
  img: `ai/s${p.session}-${String(i + 1).padStart(2, '0')}.png`,
  thumb: `ai/s${p.session}-${String(i + 1).padStart(2, '0')}-thumb.png`,
}));

export const instituteSeed: SeedStep = {
  name: '008_institute',
  async run(tx) {
    await tx.query('INSERT INTO institute_info (id, title, content, update_time) VALUES (1, $1, $2, $3)', [
      seedInstitute.title,
      seedInstitute.content,
      seedInstitute.updateTime,
    ]);
    for (const [i, [name, post, title, hospital]] of seedTeam.entries()) {
      const avatar = teamAvatar(i);
      await tx.query(
        'INSERT INTO team_members (name, post, title, hospital, avatar_url, sort) VALUES ($1, $2, $3, $4, $5, $6)',
        [name, post, title, hospital, avatar ? `/media/${avatar}` : '', i],
      );
    }
    for (const [i, p] of seedGallery.entries()) {
      await tx.query(
        `INSERT INTO ai_gallery (session, title, img_url, thumb_url, width, height, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [p.session, p.title, `/media/${p.img}`, `/media/${p.thumb}`, PHOTO.width, PHOTO.height, i],
      );
    }
  },
};
