// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useExternalStore } from '../../src/components/useExternalStore';

afterEach(cleanup);

/** A store the server cannot know: the client's value is '客户端' until changed. */
function createStore() {
  let value = '客户端';
  const listeners = new Set<() => void>();
  return {
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    get: () => value,
    set: (v: string) => {
      value = v;
      listeners.forEach((l) => l());
    },
  };
}

function Probe({ store, reads }: { store: ReturnType<typeof createStore>; reads: string[] }) {
  const value = useExternalStore(store.subscribe, store.get, () => '服务器');
  reads.push(value);
  return <p data-testid="value">{value}</p>;
}

describe('useExternalStore', () => {
  it("a hydrated part starts from the server's value and takes the client's in a transition", async () => {
    const store = createStore();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe store={store} reads={[]} />);
    expect(container.textContent).toBe('服务器');
    document.body.append(container);
    const reads: string[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe store={store} reads={reads} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    expect(reads).toEqual(['服务器', '客户端']);
    expect(container.textContent).toBe('客户端');
    await act(async () => store.set('已登录'));
    expect(container.textContent).toBe('已登录');
    container.remove();
  });

  it("the move to the client's value is not drawn in the task that ends hydration", async () => {
    // With React's scheduler as a browser runs it (no act): what was drawn when the hydration's effects
    // have run and React has done the synchronous work they left. useSyncExternalStore alone redraws the
    // part there, at once; here the client's value comes in a later task.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const store = createStore();
      const seenAfterEffects: string[][] = [];
      const reads: string[] = [];
      function AfterEffects() {
        useEffect(() => queueMicrotask(() => seenAfterEffects.push([...reads])), []);
        return null;
      }
      const app = (
        <>
          <Probe store={store} reads={reads} />
          <AfterEffects />
        </>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(app);
      reads.length = 0;
      document.body.append(container);
      hydrateRoot(container, app);
      await waitFor(() => expect(container.textContent).toBe('客户端'));
      expect(seenAfterEffects).toEqual([['服务器']]);
      container.remove();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('a part the client draws itself reads the store at once, and follows it', async () => {
    const store = createStore();
    const reads: string[] = [];
    render(<Probe store={store} reads={reads} />);
    expect(reads).toEqual(['客户端']);
    await act(async () => store.set('已退出'));
    expect(screen.getByTestId('value').textContent).toBe('已退出');
  });
});

describe('useExternalStore, where the client knows what the server knew', () => {
  it('a hydrated part is not drawn again, and still follows the store', async () => {
    const store = createStore();
    store.set('服务器');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe store={store} reads={[]} />);
    document.body.append(container);
    const reads: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe store={store} reads={reads} />);
    });
    expect(reads).toEqual(['服务器']);
    await act(async () => store.set('已登录'));
    expect(container.textContent).toBe('已登录');
    expect(reads).toEqual(['服务器', '已登录']);
    container.remove();
  });
});
