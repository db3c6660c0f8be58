import { describe, expect, it } from 'vitest';
import {
  commentsWithUsers,
  epochQuery,
  popsicCommentInput,
  workCardSchema,
  workDetailSchema,
} from '../../src/schemas/popsic';

describe('works contest schemas (000 §3, §7.5)', () => {
  it('reads a card whichever spelling of the counts came', () => {
    const a = workCardSchema.parse({
      id: 7,
      title: '标题',
      coverUrl: null,
      likedNumber: 3,
      commentNumber: 1,
    });
    const b = workCardSchema.parse({ id: '7', title: '标题', liked: 3, comments: 1 });
    expect(a).toMatchObject({ id: '7', likedNumber: 3, commentNumber: 1, coverUrl: '' });
    expect(b).toMatchObject({ id: '7', likedNumber: 3, commentNumber: 1, content: '' });
    expect(b).not.toHaveProperty('liked');
    expect(workCardSchema.parse({ id: 1, title: 't' })).toMatchObject({ likedNumber: 0, commentNumber: 0 });
  });

  it('an epoch is one of the five; absent is 2022-01', () => {
    expect(epochQuery.parse({})).toEqual({ epoch: '2022-01' });
    expect(epochQuery.safeParse({ epoch: '2025-01' }).error?.issues[0]?.message).toBe('届次无效');
  });

  it('a comment: not blank, at most 300, trimmed; uId optional', () => {
    expect(popsicCommentInput.parse({ comment: '  好作品 ' })).toEqual({ comment: '好作品' });
    expect(popsicCommentInput.safeParse({ comment: ' \u200b ' }).error?.issues[0]?.message).toBe(
      '请输入评论内容',
    );
    expect(popsicCommentInput.safeParse({}).error?.issues[0]?.message).toBe('请输入评论内容');
    expect(popsicCommentInput.safeParse({ comment: '字'.repeat(301) }).error?.issues[0]?.message).toBe(
      '评论内容不能超过300个字',
    );
    expect(popsicCommentInput.safeParse({ comment: '字'.repeat(300), uId: '12' }).data).toEqual({
      comment: '字'.repeat(300),
      uId: 12,
    });
  });

  it('joins the comments to their users by uId', () => {
    const d = workDetailSchema.parse({
      works: { id: 1, title: 't' },
      worksComment: [
        { comment: 'a', uId: 2, createTime: 'x' },
        { comment: 'b', uId: 9, createTime: 'y' },
      ],
      worksCommentUser: [{ uid: 2, nickName: '李医生', userImg: '/i.svg' }],
    });
    expect(d.worksFile).toEqual([]);
    expect(d.worksAuthor).toBeNull();
    expect(d.works.likedByMe).toBe(false);
    expect(commentsWithUsers(d).map((c) => [c.comment, c.nickName])).toEqual([
      ['a', '李医生'],
      ['b', ''],
    ]);
  });
});
