// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from '../../src/components/HydrateWhenNear';
import { FakeObserver, serverThenHydrated } from './fakeObserver';

/** A part that shows whether React took it over: its button counts clicks once hydrated. */
const counted: number[] = [];
function Counter() {
  const [n, setN] = useState(0);
  useEffect(() => {
    counted.push(n);
  }, [n]);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      点了{n}次
    </button>
  );
}

const page = (
  <main>
    <p>首屏</p>
    <HydrateWhenNear>
      <Counter />
    </HydrateWhenNear>
  </main>
);

/** What the router's location is to the footer's links: a context every navigation changes. */
const Place = createContext('/');
function Here() {
  return <p>在{useContext(Place)}</p>;
}
const placed = (place: string) => (
  <Place value={place}>
    <p>首屏</p>
    <HydrateWhenNear>
      <Here />
    </HydrateWhenNear>
  </Place>
);

let root: Root | null = null;
let errors: unknown[] = [];

/** The server's HTML in the document, then hydrated as src/app/boot.tsx does. */
async function hydrateServerHtml(tree = page) {
  const hydrated = await serverThenHydrated(tree);
  root = hydrated.root;
  errors = hydrated.errors;
  return hydrated.container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  errors = [];
  counted.length = 0;
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

describe('HydrateWhenNear', () => {
  it('leaves the server’s HTML as it is until the part comes near, then hydrates it without a mismatch', async () => {
    await hydrateServerHtml();
    const button = screen.getByRole('button', { name: '点了0次' });
    // Not yet React's: the part's component has not run.
    expect(counted).toEqual([]);

    await act(async () => FakeObserver.last!.fire(true));
    expect(counted).toEqual([0]);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('点了1次');
    // The same element, hydrated, not drawn again.
    expect(screen.getByRole('button')).toBe(button);
    expect(FakeObserver.last!.disconnected).toBe(true);
    expect(errors).toEqual([]);
  });

  it('hydrates the part a click is aimed at, and the click reaches its handler', async () => {
    await hydrateServerHtml();
    const button = screen.getByRole('button');
    expect(counted).toEqual([]);
    fireEvent.click(button);
    expect(button.textContent).toBe('点了1次');
    expect(errors).toEqual([]);
  });

  it('hydrates a held part that an update reaches, so a navigation (a transition) is not held up', async () => {
    const container = await hydrateServerHtml(placed('/'));
    const shown = screen.getByText('在/');
    await act(async () => {
      startTransition(() => root!.render(placed('/news')));
    });
    expect(container.textContent).toBe('首屏在/news');
    // Hydrated, then updated: the server's element kept, not drawn again.
    expect(screen.getByText('在/news')).toBe(shown);
    expect(errors).toEqual([]);
  });

  it('draws the part at once in a render of the client’s own', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(page);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('点了1次');
    expect(FakeObserver.last).toBeNull();
  });
});
