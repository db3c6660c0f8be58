// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  categoryWorks,
  commentLecture,
  commentWork,
  likeWork,
  popsicSession,
  workDetail,
} from '../../src/api/popsic';
import { ApiError } from '../../src/api/errors';
import { clearSession, setSession } from '../../src/api/session';
import { userSchema } from '../../src/schemas/account';

/** Answers each call with the next body; records what was asked. */
function serve(...bodies: unknown[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(bodies.shift()), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the works contest client (src/api/popsic.ts)', () => {
  it('session check: the session, or null for code 60016; other failures reject', async () => {
    serve(
      { code: 200, data: { id: 1, epoch: '2024-02', name: 's', startTime: 'a', endTime: 'b' } },
      { code: 60016, msg: '科普大赛投稿已结束，感谢您的关注！' },
      { code: 500, msg: '服务异常' },
    );
    expect(await popsicSession()).toMatchObject({ id: '1', epoch: '2024-02' });
    expect(await popsicSession()).toBeNull();
    await expect(popsicSession()).rejects.toBeInstanceOf(ApiError);
  });

  it('a category page asks pageSize 40 with the epoch; a detail of an unknown id is null', async () => {
    const calls = serve(
      { code: 200, rows: [{ id: 3, title: 't', liked: 2 }], total: 41 },
      { code: 404, msg: '无' },
    );
    expect(await categoryWorks({ id: '7', epoch: '2023-02', pageNum: 2 })).toEqual({
      rows: [expect.objectContaining({ id: '3', likedNumber: 2, commentNumber: 0 })],
      total: 41,
    });
    expect(calls[0]!.url).toBe('/api/science/web/categories/7?pageNum=2&pageSize=40&epoch=2023-02');
    expect(await workDetail('99', '2022-01')).toBeNull();
  });

  it('like and comment post with the bearer token to the item’s address', async () => {
    setSession({ token: 'tok', user: userSchema.parse({ uid: 5, nickName: '甲' }) });
    const calls = serve(
      { code: 200, data: { likedNumber: 8 } },
      { code: 200, data: { id: 1, comment: '好', uId: 5, createTime: 't', nickName: '甲', userImg: '' } },
      { code: 200, data: { id: 2, comment: '赞', uId: 5, createTime: 't', nickName: '甲', userImg: '' } },
    );
    expect(await likeWork('12')).toEqual({ likedNumber: 8 });
    expect(calls[0]!.url).toBe('/api/science/web/work/12/like');
    expect(calls[0]!.init?.method?.toUpperCase()).toBe('POST');
    expect(calls[0]!.init?.body ?? null).toBeNull();
    expect(new Headers(calls[0]!.init?.headers).get('authorization')).toBe('Bearer tok');
    expect(await commentWork('12', '好', '5')).toMatchObject({ comment: '好', nickName: '甲' });
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({ comment: '好', uId: 5 });
    await commentLecture('3', '赞');
    expect(calls[2]!.url).toBe('/api/video/web/videoShow/3/comment');
    expect(JSON.parse(String(calls[2]!.init?.body))).toEqual({ comment: '赞' });
  });
});
