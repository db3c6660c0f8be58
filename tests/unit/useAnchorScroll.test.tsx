// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_LAID_OUT } from '../../src/components/layoutWhenNear';
import { useAnchorScroll } from '../../src/components/useAnchorScroll';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Anchors() {
  const scrollTo = useAnchorScroll({ step: 100, periodMs: 20 });
  return (
    <>
      <button onClick={() => scrollTo('target')}>go</button>
      <section id="target" tabIndex={-1}>
        target
      </section>
    </>
  );
}

describe('useAnchorScroll', () => {
  it('lays the whole page out from its first anchor on (blocks laid out only when near are measured as they are), until the page goes', () => {
    vi.useFakeTimers();
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const html = document.documentElement;
    const { unmount } = render(<Anchors />);
    expect(html.hasAttribute(ALL_LAID_OUT)).toBe(false);

    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(html.hasAttribute(ALL_LAID_OUT)).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('target'));
    act(() => vi.advanceTimersByTime(1_000));
    expect(html.hasAttribute(ALL_LAID_OUT)).toBe(true);

    unmount();
    expect(html.hasAttribute(ALL_LAID_OUT)).toBe(false);
    scrolled.mockRestore();
  });
});
