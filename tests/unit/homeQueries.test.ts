// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollingNewsQuery, topNewsQuery } from '../../src/api/home';
import { createQueryClient } from '../../src/app/queryClient';

const row = (id: number) => ({
  id,
  title: `新闻${id}`,
  content: `<p>正文${id}</p>`.repeat(50),
  imgUrl: `/media/n${id}.png`,
  jumpUrl: '',
  startTime: '2025-07-01 09:00:00',
  createTime: '2025-07-01 09:00:00',
  type: 2,
  status: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe("the home page's news lists (src/api/home.ts)", () => {
  it('keep in the cache what the page shows of a row, not its body: the cache is handed over in the HTML', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 200, rows: [row(1), row(2)], total: 2 }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const client = createQueryClient();
    for (const options of [topNewsQuery(), scrollingNewsQuery()]) {
      await client.fetchQuery(options);
      expect(client.getQueryData(options.queryKey)).toEqual({
        rows: [1, 2].map((id) => ({
          id: String(id),
          title: `新闻${id}`,
          imgUrl: `/media/n${id}.png`,
          jumpUrl: '',
          startTime: '2025-07-01 09:00:00',
          createTime: '2025-07-01 09:00:00',
        })),
        total: 2,
      });
    }
  });
});
