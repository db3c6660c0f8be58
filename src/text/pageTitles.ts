/**
 * The names the route table (src/app/routeTable.ts) gives the document that are also an area's page heading
 * or tile title. They live here, not in the area's texts, so that the entry (which holds the route
 * table) carries these names and not every area's texts (decision 0064); each area's texts name them from
 * here, so every string is still written once.
 */
export const pageTitlesMsg = {
  /** Tile titles by category number (000 §9; 001 §2 section titles where given). */
  educationCategories: {
    1: '青年学会',
    2: 'MDT',
    3: '3M',
    4: '精准影像',
    5: 'AI专区',
    6: 'AI会议',
    7: '县域能力加速',
    8: '影像探索家',
    9: '论道华西 影领未来',
    10: '扬帆起航',
    11: '文献精读',
    12: '云享会',
    13: '群英会',
    14: '决胜黑白',
    15: '名师讲堂',
    16: '谈磁论影',
    17: '心影力',
    18: '系列课程',
    35: '心影力——医技协同篇',
    36: '专家在基层',
    37: '新栏目',
    99: '更多课程',
  } as Record<number, string>,
  series: '系列课程',
  experts: '专家库',
  expertDetail: '专家详情',
  instituteOverview: '研究院概况',
  instituteTeam: '专家委员会',
  instituteAi: 'AI大会',
  journalPreview: '文献阅读',
  eduMeeting: '会议资料',
  liveDiscussion: '直播讨论',
  liveRoom: '直播间',
  museum: '产业园',
  popsic: '科普大赛',
  microLectures: '微课堂',
  contribution: '作品投稿',
  rank: '积分排行榜',
  schedule: '直播日程',
  training: '培训课程',
  /** The contribution campaigns' document titles (shorter than their names), by campaign id. */
  campaigns: {
    qc: '质量创新案例大赛投稿',
    mc: '微课教学风采展示投稿',
    ca: '对比剂安全使用技能展示投稿',
    ms: '医学人文演讲投稿',
  },
} as const;
