// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupByPost } from '../../domain/committee';
import { photosBySession } from '../../domain/gallery';
import { AiView } from '../../src/features/institute/AiView';
import { InstituteView } from '../../src/features/institute/InstituteView';
import { TeamView } from '../../src/features/institute/TeamView';
import { galleryPhotoSchema, instituteSchema, teamMemberSchema } from '../../src/schemas/institute';
import { msg } from '../../src/text/messages';
import { instituteMsg } from '../../src/text/institute';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

const t = instituteMsg;
afterEach(cleanup);
const at = (path: string, ui: ReactNode) => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

describe('InstituteView (/institute)', () => {
  const info = instituteSchema.parse({
    title: '医学影像研究院概况',
    updateTime: '2025-11-01 10:00:00',
    content:
      '<h2>研究院简介</h2><p onclick="alert(1)">简介正文</p><script>window.__x = 1</script><img src=x onerror="window.__x = 2">',
  });

  it('ready: the title, the update date and the sanitised rich text; the nav marks this page', () => {
    const { container } = at('/institute', <InstituteView query={readyQuery(info)} />);
    expect(screen.getByRole('heading', { level: 1, name: t.overviewTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '医学影像研究院概况' })).toBeTruthy();
    expect(screen.getByText(t.updatedAt('2025-11-01'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: '研究院简介' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const nav = screen.getByRole('navigation', { name: t.navLabel });
    expect(within(nav).getByRole('link', { name: t.overviewTitle }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: t.teamTitle }).getAttribute('href')).toBe('/team');
    expect(within(nav).getByRole('link', { name: t.aiTitle }).getAttribute('href')).toBe('/ai');
  });

  it('loading shows a skeleton; empty content shows 内容为空', () => {
    at('/institute', <InstituteView query={pendingQuery()} />);
    expect(screen.getByRole('progressbar', { name: msg.app.loading })).toBeTruthy();
    cleanup();
    at('/institute', <InstituteView query={readyQuery({ ...info, content: '  ' })} />);
    expect(screen.getByText(msg.app.empty)).toBeTruthy();
  });

  it('error: the Chinese message and a retry that refetches', async () => {
    const refetch = vi.fn();
    at(
      '/institute',
      <InstituteView query={failedQuery(new Error('网络连接失败，请检查网络后重试'), refetch)} />,
    );
    expect(screen.getByText(new RegExp(t.overviewFailed))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('TeamView (/team)', () => {
  const rows = [
    { id: 9, name: '委员甲', post: 5, title: '主任医师', hospital: '华西医院', avatarUrl: '', sort: 2 },
    { id: 1, name: '王建国', post: 1, title: '教授', hospital: '华西医院', avatarUrl: '/media/a.svg' },
    { id: 3, name: '张副', post: 2, title: '教授', hospital: '协和医院', avatarUrl: '/media/b.svg', sort: 1 },
    { id: 2, name: '刘副', post: 2, title: '教授', hospital: '协和医院', avatarUrl: '/media/c.svg', sort: 0 },
    { id: 4, name: '马秘书长', post: 3, avatarUrl: '/media/d.svg' },
    { id: 8, name: '委员乙', post: 5, avatarUrl: '/media/e.svg', sort: 1 },
  ].map((r) => teamMemberSchema.parse(r));

  it('groups by post in the committee order (no working secretaries: no heading for them)', () => {
    at('/team', <TeamView query={readyQuery(rows)} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['主任委员', '副主任委员', '秘书长', `委员名单${t.memberCount(2)}`]);
    const vice = within(screen.getByTestId('post-2')).getAllByRole('listitem');
    expect(vice.map((li) => li.textContent?.slice(0, 2))).toEqual(['刘副', '张副']);
    const members = within(screen.getByTestId('post-5')).getAllByRole('listitem');
    expect(members.map((li) => /委员[甲乙]/.exec(li.textContent ?? '')?.[0])).toEqual(['委员乙', '委员甲']);
    expect(groupByPost(rows).map((g) => g.post)).toEqual([1, 2, 3, 5]);
  });

  it('photos have a fixed size and an alt text; a member without one shows the first character', () => {
    at('/team', <TeamView query={readyQuery(rows)} />);
    const img = screen.getByAltText(t.avatarAlt('王建国'));
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['72', '72']);
    const noPhoto = within(screen.getByTestId('post-5')).getAllByRole('listitem')[1]!;
    expect(noPhoto.querySelector('img')).toBeNull();
    expect(noPhoto.textContent).toContain('委');
  });

  it('empty list: 内容为空; loading: a skeleton', () => {
    at('/team', <TeamView query={readyQuery([])} />);
    expect(screen.getByText(msg.app.empty)).toBeTruthy();
    cleanup();
    at('/team', <TeamView query={pendingQuery()} />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});

describe('AiView (/ai)', () => {
  const photo = (id: number, session: number) =>
    galleryPhotoSchema.parse({
      id,
      session,
      title: `照片${id}`,
      imgUrl: `/media/ai/${id}.svg`,
      thumbUrl: `/media/ai/${id}-thumb.svg`,
      width: 1200,
      height: 800,
    });
  const rows = [photo(1, 1), photo(2, 1), photo(3, 2), photo(4, 2), photo(5, 2)];

  it('two sessions, each with its photos as buttons over sized thumbnails; a click opens that photo', async () => {
    const onOpen = vi.fn();
    at('/ai', <AiView query={readyQuery(rows)} open={null} onOpen={onOpen} onClose={vi.fn()} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      `第一届AI大会${t.photoCount(2)}`,
      `第二届AI大会${t.photoCount(3)}`,
    ]);
    const thumb = screen.getByRole('button', { name: t.openPhoto('照片4') });
    const img = thumb.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      '/media/ai/4-thumb.svg',
      '360',
      '240',
    ]);
    await userEvent.click(thumb);
    expect(onOpen).toHaveBeenCalledWith({ session: 2, index: 1 });
  });

  it('open: the lightbox shows that session only, labelled in Chinese, and Escape closes it', async () => {
    const onClose = vi.fn();
    at(
      '/ai',
      <AiView query={readyQuery(rows)} open={{ session: 2, index: 1 }} onOpen={vi.fn()} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: t.lightbox.Lightbox }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: t.lightbox.Close })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: t.lightbox['Zoom in'] })).toBeTruthy();
    const current = dialog.querySelector('.yarl__slide_current img')!;
    expect(current.getAttribute('src')).toBe('/media/ai/4.svg');
    expect(current.getAttribute('alt')).toBe('照片4');
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a session without photos says 暂无图片; no photos at all: one empty state', () => {
    at('/ai', <AiView query={readyQuery(rows.slice(0, 2))} open={null} onOpen={vi.fn()} onClose={vi.fn()} />);
    expect(photosBySession(rows.slice(0, 2))[1]!.photos).toEqual([]);
    expect(
      within(screen.getByRole('region', { name: /第二届AI大会/ })).getByText(t.galleryEmpty),
    ).toBeTruthy();
    cleanup();
    at('/ai', <AiView query={readyQuery([])} open={null} onOpen={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getAllByText(t.galleryEmpty)).toHaveLength(1);
  });

  it('error: the gallery message and retry', () => {
    at('/ai', <AiView query={failedQuery(new Error('x'))} open={null} onOpen={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByText(new RegExp(t.galleryFailed))).toBeTruthy();
    expect(screen.getByRole('button', { name: msg.app.retry })).toBeTruthy();
  });
});
