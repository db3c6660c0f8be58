// @vitest-environment jsdom
import { useEffect, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrating } from '../../src/components/useHydrating';

afterEach(cleanup);

/** Records what each render of it read, and can be drawn again with a click. */
function Probe({ reads }: { reads: boolean[] }) {
  const hydrating = useHydrating();
  const [clicks, setClicks] = useState(0);
  reads.push(hydrating);
  useEffect(() => {});
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {hydrating ? '水合' : '客户端'} {clicks}
    </button>
  );
}

describe('useHydrating', () => {
  it('is true on the server and while hydrating, and React does not draw the part again after hydrating', async () => {
    expect(renderToString(<Probe reads={[]} />)).toContain('水合');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe reads={[]} />);
    document.body.append(container);
    const reads: boolean[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe reads={reads} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    // One render: the hydrating one. A client snapshot that differed from the server's made React render
    // the component (and all below it) once more, synchronously, right after hydrating.
    expect(reads).toEqual([true]);
    // Fixed for the component's life: a later render of its own still reads how it started.
    await act(async () => container.querySelector('button')!.click());
    expect(reads).toEqual([true, true]);
    expect(container.textContent).toBe('水合 1');
    container.remove();
  });

  it('is false for a component the client draws itself', async () => {
    const reads: boolean[] = [];
    render(<Probe reads={reads} />);
    await userEvent.click(screen.getByRole('button'));
    expect(reads.every((r) => !r)).toBe(true);
    expect(screen.getByRole('button').textContent).toBe('客户端 1');
  });
});
