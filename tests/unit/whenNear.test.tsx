// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from '../../src/components/WhenNear';
import { FakeObserver, serverThenHydrated } from './fakeObserver';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

describe('WhenNear', () => {
  it('holds the place with the placeholder until the box comes near, then renders the children once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const Child = vi.fn(() => <p>内容</p>);
    render(
      <WhenNear placeholder={<p>占位</p>} margin="300px">
        <Child />
      </WhenNear>,
    );
    expect(screen.getByText('占位')).toBeTruthy();
    expect(Child).not.toHaveBeenCalled();
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe('300px');

    act(() => observer.fire(false));
    expect(screen.queryByText('内容')).toBeNull();

    act(() => observer.fire(true));
    expect(screen.getByText('内容')).toBeTruthy();
    expect(screen.queryByText('占位')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it('renders the children at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear placeholder={<p>占位</p>}>
        <p>内容</p>
      </WhenNear>,
    );
    expect(screen.getByText('内容')).toBeTruthy();
  });

  it('draws the children on the server, and the client hydrating that HTML keeps them without a mismatch', async () => {
    const page = (
      <WhenNear placeholder={<p>占位</p>}>
        <p>内容</p>
      </WhenNear>
    );
    const { html, container, root, errors } = await serverThenHydrated(page);
    expect(html).toContain('内容');
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('内容');
    expect(FakeObserver.last).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('drawnByServer={false}: the server and the hydrating client draw the placeholder, and the children come when near', async () => {
    const page = (
      <WhenNear placeholder={<p>占位</p>} drawnByServer={false}>
        <p>内容</p>
      </WhenNear>
    );
    const { html, container, root, errors } = await serverThenHydrated(page);
    expect(html).toContain('占位');
    expect(html).not.toContain('内容');
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('占位');
    act(() => FakeObserver.last!.fire(true));
    expect(container.textContent).toBe('内容');
    act(() => root.unmount());
    container.remove();
  });

  it('drawnByServer={false} in a page the client draws alone: at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear placeholder={<p>占位</p>} drawnByServer={false}>
        <p>内容</p>
      </WhenNear>,
    );
    expect(screen.getByText('内容')).toBeTruthy();
  });
});
