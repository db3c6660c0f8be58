// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkFile } from '../../machines/worksViewer.machine';

/** The portal's one player, replaced by a spy: how often it mounted, unmounted, and with which props. */
const player = vi.hoisted(() => ({
  mounts: 0,
  unmounts: 0,
  props: [] as Array<{ src: string; type?: string; poster?: string; label: string; autoPlay?: boolean }>,
  onError: null as null | ((code: number) => void),
}));
vi.mock('../../src/components/VideoPlayer', async (importOriginal) => ({
  // The facade is the real one (it loads nothing until pressed).
  PlayerFacade: (await importOriginal<typeof import('../../src/components/VideoPlayer')>()).PlayerFacade,
  VideoPlayer: (props: {
    src: string;
    type?: string;
    poster?: string;
    label: string;
    autoPlay?: boolean;
    onError?: (code: number) => void;
  }) => {
    player.props.push(props);
    player.onError = props.onError ?? null;
    useEffect(() => {
      player.mounts += 1;
      return () => {
        player.unmounts += 1;
      };
    }, []);
    return <div data-testid="fake-player" data-src={props.src} data-type={props.type} />;
  },
}));
/** The PDF reader reads its url once (it is given a key to reopen): count its mounts. */
const reader = vi.hoisted(() => ({ mounts: [] as Array<string | null> }));
vi.mock('../../src/components/pdf/PdfReader', () => ({
  PdfReader: ({ url }: { url: string | null }) => {
    useEffect(() => {
      reader.mounts.push(url);
    }, []);
    return <div data-testid="fake-pdf" data-url={url ?? ''} />;
  },
}));

const { WorksViewer } = await import('../../src/components/worksViewer');

const PICTURE: WorkFile = { path: '/media/works/1/poster.PNG', fileName: '海报.png', coverUrl: null };
const PICTURE_2: WorkFile = { path: '/media/works/1/b.jpg', fileName: '', coverUrl: null };
const VIDEO: WorkFile = {
  path: '/media/works/1/a.mp4',
  fileName: '讲解.mp4',
  coverUrl: '/media/works/1/c.png',
};
const VIDEO_2: WorkFile = { path: '/media/works/1/b.webm?x=1', fileName: '演示.webm', coverUrl: null };
const PDF: WorkFile = { path: '/media/works/1/guide.pdf', fileName: '手册.pdf', coverUrl: null };
const PDF_2: WorkFile = { path: '/media/works/1/notes.pdf', fileName: '  ', coverUrl: null };
const UNTYPED: WorkFile = { path: '/media/works/1/readme.docx', fileName: '说明.docx', coverUrl: null };

const FAILED = '预览加载失败，请重新打开！';
const view = (files: WorkFile[]) => render(<WorksViewer files={files} title="肺结节的科普" />);
const attachment = (n: number) => screen.getByRole('button', { name: new RegExp(`^附件${n}：`) });
/** The play button on a video's poster (the player is not loaded before it). */
const play = () => fireEvent.click(screen.getByRole('button', { name: '播放视频' }));

beforeEach(() => {
  reader.mounts = [];
  player.mounts = 0;
  player.unmounts = 0;
  player.props = [];
  player.onError = null;
});
afterEach(cleanup);

describe('WorksViewer: one player for every video of a work', () => {
  it('keeps ONE player across switches between videos and gives it the new source', () => {
    view([VIDEO, VIDEO_2, PDF]);
    play();
    expect(screen.getByTestId('fake-player').dataset.src).toBe(VIDEO.path);
    expect(player.mounts).toBe(1);

    fireEvent.click(attachment(2));
    expect(screen.getByTestId('fake-player').dataset.src).toBe(VIDEO_2.path);
    expect(screen.getByTestId('fake-player').dataset.type).toBe('video/webm');
    fireEvent.click(attachment(1));
    expect(screen.getByTestId('fake-player').dataset.src).toBe(VIDEO.path);
    expect(screen.getAllByTestId('fake-player')).toHaveLength(1);
    // Same component instance all along: mounted once, never unmounted.
    expect(player.mounts).toBe(1);
    expect(player.unmounts).toBe(0);
  });

  it('shows the poster and a play button, no player, until the user plays; then the player plays that video', () => {
    view([VIDEO, VIDEO_2]);
    expect(player.mounts).toBe(0);
    expect(screen.queryByTestId('fake-player')).toBeNull();
    const facade = screen.getByTestId('player-facade');
    expect(facade.querySelector('img')?.getAttribute('src')).toBe(VIDEO.coverUrl);
    play();
    expect(screen.queryByTestId('player-facade')).toBeNull();
    const last = player.props.at(-1)!;
    expect(last.poster).toBe(VIDEO.coverUrl);
    expect(last.type).toBe('video/mp4');
    expect(last.label).toBe('作品视频播放器');
    // The press is the user's request to play: no autoplay beyond it.
    expect(last.autoPlay).toBe(true);
    fireEvent.click(attachment(2));
    expect(screen.queryByTestId('player-facade')).toBeNull();
    expect(player.props.at(-1)!.autoPlay).toBe(false);
  });

  it("shows the work's cover on a video without a cover of its own", () => {
    render(<WorksViewer files={[VIDEO_2]} title="肺结节的科普" cover="/media/works/1/work-cover.png" />);
    expect(screen.getByTestId('player-facade').querySelector('img')?.getAttribute('src')).toBe(
      '/media/works/1/work-cover.png',
    );
    play();
    expect(player.props.at(-1)!.poster).toBe('/media/works/1/work-cover.png');
  });

  it('leaves the player when a PDF is shown and shows the reader with the file', async () => {
    view([VIDEO, PDF]);
    play();
    fireEvent.click(attachment(2));
    expect(screen.queryByTestId('fake-player')).toBeNull();
    expect((await screen.findByTestId('fake-pdf')).dataset.url).toBe(PDF.path);
    expect(player.unmounts).toBe(1);
  });

  it('gives the player no poster when the file has no cover', () => {
    view([VIDEO_2]);
    expect(screen.getByTestId('player-facade').querySelector('img')).toBeNull();
    play();
    expect(player.props.at(-1)!.poster).toBeUndefined();
  });

  it('reopens the PDF reader for another PDF (the reader reads its address once)', async () => {
    view([PDF, PDF_2]);
    await screen.findByTestId('fake-pdf');
    fireEvent.click(attachment(2));
    await waitFor(() => expect(reader.mounts).toEqual([PDF.path, PDF_2.path]));
    expect((await screen.findByTestId('fake-pdf')).dataset.url).toBe(PDF_2.path);
    // A blank upload name is listed by its kind.
    expect(attachment(2).textContent).toBe('附件2：PDF文档');
  });

  it('shows the failure text on a media error, and the next video plays in the same player', () => {
    view([VIDEO, VIDEO_2]);
    play();
    act(() => player.onError?.(4));
    expect(screen.getByRole('alert').textContent).toContain(FAILED);
    fireEvent.click(attachment(2));
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(screen.getByTestId('fake-player').dataset.src).toBe(VIDEO_2.path);
    expect(player.mounts).toBe(1);
    expect(player.unmounts).toBe(0);
  });
});

describe('WorksViewer: the attachment switch list', () => {
  it('is not there for a single file', async () => {
    view([PDF]);
    expect(screen.queryByRole('navigation', { name: '作品附件' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^附件/ })).toBeNull();
    expect(await screen.findByTestId('fake-pdf')).toBeTruthy();
  });

  it('lists every file as a toggle button, the shown one pressed', () => {
    view([PICTURE, VIDEO, PICTURE_2]);
    const nav = screen.getByRole('navigation', { name: '作品附件' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['附件1：海报.png', '附件2：讲解.mp4', '附件3：图片']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(buttons[1]!);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-pressed')),
    ).toEqual(['false', 'true', 'false']);
    expect(screen.getByTestId('works-viewer').dataset.kind).toBe('video');
  });
});

describe('WorksViewer: nothing to show', () => {
  it('says 暂无内容 for a work without files, with no switch list', () => {
    view([]);
    expect(screen.getByText('暂无内容')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByTestId('works-viewer').dataset.kind).toBe('none');
  });

  it('says 暂无内容 for a file without a type, and shows the next file when switched', async () => {
    view([UNTYPED, PDF]);
    expect(screen.getByText('暂无内容')).toBeTruthy();
    expect(screen.queryByTestId('fake-pdf')).toBeNull();
    fireEvent.click(attachment(2));
    expect(screen.queryByText('暂无内容')).toBeNull();
    expect(await screen.findByTestId('fake-pdf')).toBeTruthy();
  });
});

describe('WorksViewer: pictures', () => {
  const img = () => screen.getByRole('img', { name: '肺结节的科普' });

  it('shows a placeholder until the picture loaded', () => {
    view([PICTURE]);
    expect(img().getAttribute('src')).toBe(PICTURE.path);
    expect(screen.getByTestId('picture-loading')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('图片加载中…');
    fireEvent.load(img());
    expect(screen.queryByTestId('picture-loading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not reload the picture shown when its attachment is chosen again', () => {
    view([PICTURE, PDF]);
    const shown = img();
    fireEvent.load(shown);
    fireEvent.click(attachment(1));
    expect(img()).toBe(shown);
    expect(screen.queryByTestId('picture-loading')).toBeNull();
  });

  it('shows 预览加载失败，请重新打开！ when the picture cannot be loaded', () => {
    view([PICTURE, PICTURE_2]);
    fireEvent.error(img());
    expect(screen.getByRole('alert').textContent).toContain(FAILED);
    expect(screen.queryByRole('img', { name: '肺结节的科普' })).toBeNull();
    // Another picture opens afresh.
    fireEvent.click(attachment(2));
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(img().getAttribute('src')).toBe(PICTURE_2.path);
    expect(screen.getByTestId('picture-loading')).toBeTruthy();
  });

  it('opens the lightbox on the shown picture', async () => {
    view([VIDEO, PICTURE, PICTURE_2]);
    fireEvent.click(attachment(3));
    fireEvent.load(img());
    fireEvent.click(screen.getByRole('button', { name: '查看大图：肺结节的科普' }));
    // yet-another-react-lightbox, its own chunk: the counter says which of the work's pictures.
    expect(await screen.findByText('2 / 2', {}, { timeout: 5000 })).toBeTruthy();
  });
});
