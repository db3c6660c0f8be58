import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slideshowQuery } from '../../src/api/home';
import { instituteQuery } from '../../src/api/institute';
import { liveSessionsQuery } from '../../src/api/liveDiscussion';
import { prefetchFirstData } from '../../src/app/firstData';
import { topNewsQuery } from '../../src/features/home/homeQueries';

afterEach(() => vi.restoreAllMocks());

/** The keys asked for, once the dynamic imports have come in. */
async function asked(pathname: string): Promise<unknown[]> {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  await prefetchFirstData(client, pathname);
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('prefetchFirstData', () => {
  it('asks for the data of the first page with the keys its blocks read (so they take it from the cache)', async () => {
    expect(await asked('/')).toEqual([slideshowQuery().queryKey, topNewsQuery().queryKey]);
    expect(await asked('/institute')).toEqual([instituteQuery().queryKey]);
    // /live opens at page 1.
    expect(await asked('/live')).toEqual([liveSessionsQuery(1).queryKey]);
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
