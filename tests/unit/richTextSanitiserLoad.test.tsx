// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.doUnmock('dompurify');
  vi.resetModules();
});

describe('RichText before its sanitiser has arrived', () => {
  it('waits for it (nothing unsanitised is drawn), then draws the text sanitised', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.resetModules();
    // DOMPurify's chunk still on its way.
    vi.doMock('dompurify', async () => {
      await arrived;
      return vi.importActual('dompurify');
    });
    const { RichText, sanitizerLoaded } = await import('../../src/components/RichText');
    await act(async () => {
      render(
        <Suspense fallback={<p>加载中</p>}>
          <RichText html={'<p onclick="steal()">正文<script>alert(1)</script></p>'} />
        </Suspense>,
      );
    });
    expect(screen.getByText('加载中')).toBeTruthy();
    expect(document.querySelector('.rich-text')).toBeNull();

    await act(async () => {
      arrive();
      await sanitizerLoaded();
    });
    const block = await screen.findByText('正文');
    expect(block.outerHTML).toBe('<p>正文</p>');
    expect(document.querySelector('script')).toBeNull();
  });
});
