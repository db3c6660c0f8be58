/** The popular-science works contest (000 §4). */
export const worksMsg = {
  /** 000 §4.4: the review status of a work, by code (an unknown code is shown raw). */
  reviewStatus: {
    0: '审核通过',
    1: '待审核',
    2: '初审通过',
    21: '初审转审',
    23: '初审不通过',
    3: '复审通过',
    31: '复审转审',
    32: '复审需修改',
    33: '复审不通过',
    4: '退回修改',
    41: '终审转审',
    42: '终审需修改',
    43: '终审不通过',
    9: '审核失败',
  },
} as const;
