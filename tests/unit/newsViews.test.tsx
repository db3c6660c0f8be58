// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NewsDetailView } from '../../src/features/news/NewsDetailView';
import { NewsListView } from '../../src/features/news/NewsListView';
import { NEWS_PAGE_SIZE, newsPage } from '../../src/features/news/newsPaging';
import { pageParam } from '../../src/schemas/primitives';
import { newsItemSchema } from '../../src/schemas/home';
import { msg } from '../../src/text/messages';

afterEach(cleanup);

const rows = Array.from({ length: 26 }, (_, i) =>
  newsItemSchema.parse({
    id: i + 1,
    title: `新闻${i + 1}`,
    content: `<p>正文${i + 1}</p>`,
    createTime: '2026-03-01 08:30:00',
  }),
);

describe('news paging', () => {
  it('features the first item on page 1 only and pages the rest by NEWS_PAGE_SIZE', () => {
    const first = newsPage(rows, 1);
    expect(first.featured?.id).toBe('1');
    expect(first.items.map((n) => n.id)).toEqual(rows.slice(1, 1 + NEWS_PAGE_SIZE).map((n) => n.id));
    expect(first.pageCount).toBe(Math.ceil(25 / NEWS_PAGE_SIZE));
    const last = newsPage(rows, 3);
    expect(last.featured).toBeNull();
    expect(last.items.map((n) => n.id)).toEqual(['22', '23', '24', '25', '26']);
  });

  it('clamps a page past the end to the last page, and reads odd ?page= values as page 1', () => {
    expect(newsPage(rows, 99).page).toBe(3);
    expect(newsPage([rows[0]!], 2)).toEqual({ featured: rows[0], items: [], page: 1, pageCount: 1 });
    for (const v of [null, '', '0', '-2', '1.5', 'abc']) expect(pageParam(v)).toBe(1);
    expect(pageParam('3')).toBe(3);
  });
});

describe('NewsListView', () => {
  it('shows the featured item, links every item to its detail, and links every page', () => {
    render(
      <MemoryRouter>
        <NewsListView news={newsPage(rows, 1)} pageHref={(n) => `/announcement?page=${n}`} />
      </MemoryRouter>,
    );
    const featured = screen.getByTestId('news-featured');
    expect(featured.getAttribute('href')).toBe('/newsDetail/1');
    expect(within(featured).getByText(msg.news.featured)).toBeTruthy();
    expect(screen.getByRole('link', { name: /新闻2\b/ }).getAttribute('href')).toBe('/newsDetail/2');
    const pages = screen.getByRole('navigation', { name: msg.news.pages });
    // Links, so a page opens in a new tab and a visitor without scripts can follow it (issue 32).
    expect(within(pages).getByRole('link', { name: /3/ }).getAttribute('href')).toBe('/announcement?page=3');
    expect(within(pages).getByRole('link', { name: /1/ }).getAttribute('aria-current')).toBe('page');
  });

  it('has no page buttons when everything fits one page', () => {
    render(
      <MemoryRouter>
        <NewsListView news={newsPage(rows.slice(0, 5), 1)} pageHref={String} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation', { name: msg.news.pages })).toBeNull();
  });
});

describe('NewsDetailView', () => {
  it('shows the title, the China-time create time and the sanitised content', () => {
    render(
      <MemoryRouter>
        <NewsDetailView item={{ ...rows[0]!, content: '<p>正文<script>x()</script></p>' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '新闻1' })).toBeTruthy();
    expect(screen.getByText(msg.news.publishedAt('2026-03-01 08:30'), { exact: false })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('says an unknown news item does not exist and offers the way back', () => {
    render(
      <MemoryRouter>
        <NewsDetailView item={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText(msg.news.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: msg.news.backToList }).getAttribute('href')).toBe(
      '/announcement',
    );
  });
});
