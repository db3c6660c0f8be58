// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slideshowQuery } from '../../src/api/home';
import { instituteQuery } from '../../src/api/institute';
import { expertInfoQuery } from '../../src/api/experts';
import { liveSessionsQuery } from '../../src/api/liveDiscussion';
import {
  categoryTabsQuery,
  lectureDetailQuery,
  popsicBannerQuery,
  worksByGroupQuery,
  workDetailQuery,
} from '../../src/api/popsic';
import { scheduleListQuery } from '../../src/api/schedule';
import { trainingVideoQuery } from '../../src/api/training';
import { clearSession, setSession } from '../../src/api/session';
import { videoDetailQuery } from '../../src/api/video';
import { userSchema } from '../../src/schemas/account';
import { prefetchFirstData } from '../../src/app/firstData';
import { topNewsQuery } from '../../src/api/home';

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

/** The keys asked for, once the dynamic imports have come in. */
async function asked(pathname: string, search = ''): Promise<unknown[]> {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  await prefetchFirstData(client, pathname, search);
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('prefetchFirstData', () => {
  it('asks for the data of the first page with the keys its blocks read (so they take it from the cache)', async () => {
    expect(await asked('/')).toEqual([slideshowQuery().queryKey, topNewsQuery().queryKey]);
    expect(await asked('/institute')).toEqual([instituteQuery().queryKey]);
    // /live opens at page 1.
    expect(await asked('/live')).toEqual([liveSessionsQuery(1).queryKey]);
  });

  it('a route with parameters asks with the ids and the query string its page reads', async () => {
    expect(await asked('/popsic/worksDetail/2', '?ccr=2023-01')).toEqual([
      workDetailQuery('2', '2023-01').queryKey,
    ]);
    // Without ?ccr the default epoch, as the page.
    expect(await asked('/popsic/worksDetail/2')).toEqual([workDetailQuery('2', '2022-01').queryKey]);
    expect(await asked('/popsic/microLectureDetail/5')).toEqual([lectureDetailQuery('5').queryKey]);
    expect(await asked('/specialist/13')).toEqual([expertInfoQuery('13', null).queryKey]);
    // An id that cannot be one asks for nothing: the page says 专家不存在 without a request.
    expect(await asked('/specialist/abc')).toEqual([]);
    expect(await asked('/schedule')).toEqual([scheduleListQuery().queryKey]);
    expect(await asked('/edu/youth/6')).toEqual([videoDetailQuery('6').queryKey]);
    expect(await asked('/educourse/series/140')).toEqual([videoDetailQuery('140').queryKey]);
    expect(await asked('/training/detail/1')).toEqual([trainingVideoQuery(1, null).queryKey]);
    // A search result's video: the detail that says which page opens it (without an id, nothing).
    expect(await asked('/searchtransfer', '?videoId=6')).toEqual([videoDetailQuery('6').queryKey]);
    expect(await asked('/searchtransfer')).toEqual([]);
  });

  it("the contest home of the address's epoch; a logged-in user's /popsic opens on 我的投稿 and asks for none of it", async () => {
    const home = (epoch: '2022-01' | '2023-02') => [
      popsicBannerQuery(epoch).queryKey,
      worksByGroupQuery(epoch).queryKey,
      categoryTabsQuery(epoch).queryKey,
    ];
    expect(await asked('/popsic')).toEqual(home('2022-01'));
    expect(await asked('/popsic/works', '?ccr=2023-02')).toEqual(home('2023-02'));
    setSession({ token: 'tok', user: userSchema.parse({ uid: 7, nickName: '演示用户' }) });
    expect(await asked('/popsic')).toEqual([]);
    expect(await asked('/popsic', '?tab=works')).toEqual(home('2022-01'));
    expect(await asked('/popsic', '?ccr=2023-02')).toEqual(home('2023-02'));
  });

  it('another route asks for nothing', async () => {
    expect(await asked('/education')).toEqual([]);
    expect(await asked('/liveDetail')).toEqual([]);
  });

  it('a failed request is left to the page: nothing is thrown', async () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockRejectedValue(new Error('网络异常'));
    await expect(prefetchFirstData(client, '/institute')).resolves.toBeUndefined();
    expect(prefetch).toHaveBeenCalledOnce();
  });
});
