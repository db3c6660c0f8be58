import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/** A hand-driven IntersectionObserver: the test says when the box comes near. */
export class FakeObserver {
  static last: FakeObserver | null = null;
  readonly options: IntersectionObserverInit | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/**
 * `tree` rendered by the server (no IntersectionObserver there), put in the document and hydrated by a client
 * that has one (FakeObserver), as src/app/boot.tsx hydrates: the server's HTML, the container, the root, and
 * the recoverable errors React reported (a mismatch). Unmount the root and remove the container after.
 */
export async function serverThenHydrated(tree: ReactElement) {
  vi.stubGlobal('IntersectionObserver', undefined);
  const html = renderToString(tree);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) });
  });
  return { html, container, root: root!, errors };
}
