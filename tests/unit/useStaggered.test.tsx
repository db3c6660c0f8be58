// @vitest-environment jsdom
import { useEffect } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
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
});
