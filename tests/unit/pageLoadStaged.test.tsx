// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What was evaluated or waited for, in order. */
const log: string[] = [];

/** Modules that say when they are evaluated, mocked afresh for each test (its own module registry). */
function mockModules() {
  vi.doMock('../../src/schemas/journals', async (importActual) => {
    log.push('schemas');
    return importActual();
  });
  vi.doMock('../../src/features/journals/JournalDetailPage', () => {
    log.push('page');
    return { default: () => <p>期刊文章</p> };
  });
  vi.doMock('../../src/features/journals/JournalListPage', () => {
    log.push('second page');
    return { default: () => <p>期刊列表</p> };
  });
  vi.doMock('../../src/app/earlyInput', async (importActual) => ({
    ...(await importActual<typeof import('../../src/app/earlyInput')>()),
    aTaskLater: () => {
      log.push('a task later');
      return Promise.resolve();
    },
  }));
}

beforeEach(() => {
  log.length = 0;
  vi.resetModules();
  mockModules();
});
afterEach(() => {
  cleanup();
  document.getElementById('root')?.remove();
});

/** Draws a page as the routes load it; `serverDrew`: the document is a page the server rendered. */
async function loadPages(serverDrew: boolean, ...pages: [page: string, text: string][]) {
  const root = document.createElement('div');
  root.id = 'root';
  if (serverDrew) root.setAttribute('data-ssr', '');
  document.body.append(root);
  const { pageComponent } = await import('../../src/app/routes');
  log.length = 0;
  for (const [page, text] of pages) {
    const Page = pageComponent(page) as ComponentType;
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Page />
        </Suspense>,
      );
    });
    await screen.findByText(text);
  }
}

describe('loading the page the server drew (decision 0091)', () => {
  it("evaluates its area's schemas, waits a task, then evaluates the page", async () => {
    await loadPages(true, ['journals/JournalDetailPage', '期刊文章']);
    expect(log).toEqual(['schemas', 'a task later', 'page']);
  });

  it('loads any later page at once', async () => {
    await loadPages(
      true,
      ['journals/JournalDetailPage', '期刊文章'],
      ['journals/JournalListPage', '期刊列表'],
    );
    expect(log.slice(3)).toEqual(['second page']);
  });

  it('loads the first page at once where the client draws the document', async () => {
    await loadPages(false, ['journals/JournalDetailPage', '期刊文章']);
    expect(log).toEqual(['page']);
  });
});
