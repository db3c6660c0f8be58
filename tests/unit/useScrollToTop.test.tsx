// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from '../../src/app/shell/useScrollToTop';

afterEach(cleanup);

let go: (to: string) => void = () => {};
function Page() {
  useScrollToTop();
  go = useNavigate();
  return null;
}

describe('useScrollToTop (000 §2.1)', () => {
  it('leaves the page where it is when the app takes it over, and scrolls to the top after each navigation', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/popsic/works?ccr=2022-01']}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => go('/popsic/works?ccr=2023-01'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0 });
    act(() => go('/announcement'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });
});
