/**
 * The campaigns' notices (002 §9; issue 17): content, not code — each a heading and its paragraphs, built
 * from the facts 002 §9 gives. The organisers' contacts are not shown by 002 and are left out. Part of
 * the catalogue as `campaignNoticesMsg`.
 */

export interface CampaignNotice {
  heading: string;
  sections: readonly { title: string; paragraphs: readonly string[] }[];
}

const onComputer =
  '报名与投稿请在电脑上完成：先阅读本须知，再填写报名信息（手机号需短信验证），然后上传作品、预览并确认提交，等待审核结果。';

export const campaignNoticesMsg: {
  qc: CampaignNotice;
  mc: CampaignNotice;
  ca: CampaignNotice;
  ms: CampaignNotice;
} = {
  qc: {
    heading: '医学影像质量创新案例大赛报名须知',
    sections: [
      {
        title: '参赛对象',
        paragraphs: [
          '由临床医师与技师组成的团队参赛，每队 3 人，其中至少 1 名技师。',
          '每个省份推荐 1 支队伍参赛，报名时须上传推荐证明。',
        ],
      },
      {
        title: '初赛',
        paragraphs: ['提交案例视频一份：时长 8 分钟以内，画面比例 16:9，MP4 格式，文件不超过 200MB。'],
      },
      {
        title: '决赛',
        paragraphs: [
          '评审后至多 15 支队伍进入决赛。',
          '决赛现场汇报 12 分钟：陈述 8 分钟，答辩 4 分钟。',
          '评分满分 100 分，四项分别占 30 分、30 分、30 分和 10 分。',
        ],
      },
      { title: '投稿方式', paragraphs: [onComputer] },
    ],
  },
  mc: {
    heading: '2025年医学影像青年教师教学风采展示（微课）报名须知',
    sections: [
      {
        title: '参赛对象',
        paragraphs: ['高校医学影像专业教师，年龄 40 周岁及以下。'],
      },
      {
        title: '作品要求',
        paragraphs: [
          '提交微课视频一份：时长 8 分钟，MP4 格式，文件不超过 1000MB；须上传 16:9 的视频封面图。',
        ],
      },
      { title: '评选', paragraphs: ['经评审，至多 15 件作品入选展示。'] },
      { title: '投稿方式', paragraphs: [onComputer] },
    ],
  },
  ca: {
    heading: '2025年对比剂安全使用技能展示报名须知',
    sections: [
      {
        title: '参赛对象',
        paragraphs: [
          '县级及地市级医院放射科团队参赛，每队 3 至 5 人，由医师、技师与护士组成；报名人为领队，稿件中填写参赛成员。',
        ],
      },
      {
        title: '作品要求',
        paragraphs: [
          '提交技能展示视频一份：时长不超过 6 分钟，MP4 格式，文件不超过 1000MB；须上传 16:9 的视频封面图。',
        ],
      },
      {
        title: '日程',
        paragraphs: [
          '作品提交截止日期为 4 月 7 日。',
          '入围队伍将于 4 月 15 日前收到通知，并须于 4 月 26 日前提交决赛材料。',
          '决赛于 2025 年 5 月 10 日至 11 日在上海举行。',
        ],
      },
      { title: '投稿方式', paragraphs: [onComputer] },
    ],
  },
  ms: {
    heading: '2025年医学人文演讲比赛报名须知',
    sections: [
      { title: '参赛对象', paragraphs: ['放射科住院医师规范化培训学员。'] },
      {
        title: '作品要求',
        paragraphs: [
          '提交演讲视频（时长 12 至 15 分钟），可附演示文稿；支持 MP4、PPT、PPTX 格式，每个文件不超过 1000MB。',
        ],
      },
      {
        title: '日程',
        paragraphs: [
          '作品提交截止日期为 4 月 15 日；4 月 16 日至 25 日进行网络评审。',
          '至多 15 名选手入围决赛，入围选手将于 4 月 26 日前收到通知。',
          '决赛由专家评委与大众评审共同评分。',
        ],
      },
      { title: '投稿方式', paragraphs: [onComputer] },
    ],
  },
};
