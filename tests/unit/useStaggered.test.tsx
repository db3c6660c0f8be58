// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useStaggered } from '../../src/components/useStaggered';

afterEach(cleanup);

/** Records what each commit showed. */
function Blocks({ total, first, commits }: { total: number; first?: number; commits: number[] }) {
  const shown = useStaggered(total, first);
  useEffect(() => {
    commits.push(shown);
  });
  return <p data-testid="shown">{shown}</p>;
}

describe('useStaggered', () => {
  it('commits the first block alone, then one more block per commit, up to the total', () => {
    const commits: number[] = [];
    render(<Blocks total={5} commits={commits} />);
    expect(commits).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByTestId('shown').textContent).toBe('5');
  });

  it('starts with `first` blocks and never shows more than there are', () => {
    const commits: number[] = [];
    render(<Blocks total={2} first={3} commits={commits} />);
    expect(commits).toEqual([2]);
    const more: number[] = [];
    render(<Blocks total={3} first={2} commits={more} />);
    expect(more).toEqual([2, 3]);
  });

  it('a page the server drew has every block: the server renders them all and the client hydrates them all', async () => {
    const html = renderToString(<Blocks total={4} commits={[]} />);
    expect(html).toContain('>4</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const commits: number[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Blocks total={4} commits={commits} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    expect(commits.every((n) => n === 4)).toBe(true);
    container.remove();
  });
});
