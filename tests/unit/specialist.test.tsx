// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpertDetailView } from '../../src/features/experts/ExpertDetailView';
import { ExpertsView, type ExpertsViewProps } from '../../src/features/experts/ExpertsView';
import { expertDetailSchema, expertGroupSchema, expertSchema } from '../../src/schemas/experts';
import { msg } from '../../src/text/messages';
import { expertsMsg } from '../../src/text/experts';
import { failedQuery, pendingQuery, readyQuery } from './queryStates';

const t = expertsMsg;
// A link with target=_blank would ask jsdom to navigate: the browser's part is not under test here.
const stopNavigation = (e: Event) => {
  if ((e.target as Element).closest('a')) e.preventDefault();
};
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  cleanup();
});

const expert = (id: number, name: string, achievement: number, groupLabel = 2, groupName = '胸部影像学组') =>
  expertSchema.parse({
    id,
    name,
    title: '主任医师',
    hospital: '四川大学华西医院',
    avatarUrl: '',
    achievement,
    groupLabel,
    groupName,
  });
const rows = [expert(1, '李真林', 1), expert(2, '萧毅', 0)];
const groups = [
  { id: 4, groupName: '胸部影像学组', status: 1 },
  { id: 8, groupName: '乳腺影像学组（筹）', status: 0 },
].map((g) => expertGroupSchema.parse(g));

const props = (over: Partial<ExpertsViewProps> = {}): ExpertsViewProps => ({
  label: 2,
  onLabel: vi.fn(),
  name: '',
  onSearch: vi.fn(),
  groups,
  groupId: '',
  onGroup: vi.fn(),
  display: 'card',
  onDisplay: vi.fn(),
  list: readyQuery(rows),
  onUnavailable: vi.fn(),
  ...over,
});

describe('ExpertsView (/specialist)', () => {
  it('three tabs by groupLabel; a tab click reports its label', async () => {
    const p = props();
    render(<ExpertsView {...p} />);
    const tabs = within(screen.getByRole('tablist', { name: t.tabsLabel })).getAllByRole('tab');
    expect(tabs.map((x) => x.textContent)).toEqual(['委员', '专业', '青年']);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(tabs[2]!);
    expect(p.onLabel).toHaveBeenCalledWith(3);
  });

  it('a card with achievement data is a link to the detail in a new window; one without says 数据更新中', async () => {
    const p = props();
    render(<ExpertsView {...p} />);
    const link = screen.getByRole('link', { name: /李真林/ });
    expect(link.getAttribute('href')).toBe('/specialist/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain(t.newWindow);
    expect(screen.queryByRole('link', { name: /萧毅/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /萧毅/ }));
    expect(p.onUnavailable).toHaveBeenCalledWith(rows[1]);
  });

  it('the study-group filter leaves out status 0 and reports the choice', async () => {
    const p = props();
    render(<ExpertsView {...p} />);
    await userEvent.click(screen.getByRole('combobox', { name: t.groupFilter }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([t.groupAll, '胸部影像学组']);
    await userEvent.click(screen.getByRole('option', { name: '胸部影像学组' }));
    expect(p.onGroup).toHaveBeenCalledWith('4');
  });

  it('no study-group filter and no list/card switch on the committee tab, grouped by groupName', () => {
    const committee = [expert(5, '宋彬', 1, 1, '主任委员'), expert(6, '金征宇', 1, 1, '副主任委员')];
    render(<ExpertsView {...props({ label: 1, list: readyQuery(committee), display: 'list' })} />);
    expect(screen.queryByRole('combobox', { name: t.groupFilter })).toBeNull();
    expect(screen.queryByRole('group', { name: t.display })).toBeNull();
    expect(screen.getByRole('heading', { name: '主任委员' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '副主任委员' })).getByText('金征宇')).toBeTruthy();
  });

  it('tabs 2 and 3 switch between list and cards', async () => {
    const p = props({ label: 3, display: 'list' });
    const { container } = render(<ExpertsView {...p} />);
    expect(container.querySelector('[data-display="list"]')).not.toBeNull();
    expect(screen.queryByRole('combobox', { name: t.groupFilter })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.displayCard }));
    expect(p.onDisplay).toHaveBeenCalledWith('card');
  });

  it('searches by Enter and by the button; the clear button empties the box and the search', async () => {
    const p = props({ name: '李' });
    render(<ExpertsView {...p} />);
    const box = screen.getByRole('searchbox', { name: t.searchLabel });
    expect((box as HTMLInputElement).value).toBe('李');
    await userEvent.clear(box);
    await userEvent.type(box, ' 范丽 {Enter}');
    expect(p.onSearch).toHaveBeenLastCalledWith('范丽');
    await userEvent.clear(box);
    await userEvent.type(box, '马林');
    await userEvent.click(screen.getByRole('button', { name: t.search }));
    expect(p.onSearch).toHaveBeenLastCalledWith('马林');
    await userEvent.click(screen.getByRole('button', { name: t.clear }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(p.onSearch).toHaveBeenLastCalledWith('');
  });

  it('loading, empty and error states', async () => {
    const { rerender } = render(<ExpertsView {...props({ list: pendingQuery() })} />);
    expect(screen.getByRole('progressbar', { name: msg.app.loading })).toBeTruthy();
    rerender(<ExpertsView {...props({ list: readyQuery([]) })} />);
    expect(screen.getByText(t.empty)).toBeTruthy();
    const refetch = vi.fn();
    rerender(<ExpertsView {...props({ list: failedQuery(new Error('服务暂不可用'), refetch) })} />);
    expect(screen.getByRole('alert').textContent).toContain(t.listFailed);
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalled();
  });
});

const detail = (over: Record<string, unknown> = {}) =>
  expertDetailSchema.parse({
    id: 1,
    name: '李真林',
    title: '主任医师',
    hospital: '四川大学华西医院',
    avatarUrl: '',
    achievement: 1,
    groupLabel: 2,
    groupName: '胸部影像学组',
    duties: '放射科主任',
    takeOffice: '中华医学会放射学分会委员\n学组组长',
    honor: '国家科技进步奖二等奖',
    skillIn: 'CT与磁共振诊断',
    topicName: '肺结节CT随访数据集',
    topicUrl: 'https://data.example.com/dataset/lung-nodule',
    courseList: [
      {
        id: 11,
        topic: '肺结节的CT诊断与随访',
        courseGroupId: '1',
        keySpeaker: '王建国',
        videoCoverUrl: '/media/training/cover-01.svg',
        learningProcess: 0,
      },
    ],
    ...over,
  });

const renderDetail = (
  query: Parameters<typeof ExpertDetailView>[0]['query'],
  tab: 'intro' | 'courses' = 'intro',
) => {
  const onTab = vi.fn();
  const onCourse = vi.fn();
  render(
    <MemoryRouter>
      <ExpertDetailView query={query} tab={tab} onTab={onTab} onCourse={onCourse} />
    </MemoryRouter>,
  );
  return { onTab, onCourse };
};

describe('ExpertDetailView (/specialist/{expertId})', () => {
  it('introduction: duties, main academic posts, honours, expertise and the topic link', async () => {
    const { onTab } = renderDetail(readyQuery(detail()));
    expect(screen.getByRole('heading', { level: 1, name: '李真林' })).toBeTruthy();
    for (const [title, text] of [
      [t.duties, '放射科主任'],
      [t.takeOffice, '学组组长'],
      [t.honor, '国家科技进步奖二等奖'],
      [t.skillIn, 'CT与磁共振诊断'],
    ] as const)
      expect(within(screen.getByRole('region', { name: title })).getByText(new RegExp(text))).toBeTruthy();
    const topic = screen.getByTestId('expert-topic');
    expect(topic.getAttribute('href')).toBe('https://data.example.com/dataset/lung-nodule');
    expect(topic.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('tab', { name: t.tabCourses }));
    expect(onTab).toHaveBeenCalledWith('courses');
  });

  it('no topic link without the address, or without the name; empty fields say 暂无', () => {
    renderDetail(readyQuery(detail({ topicUrl: '', honor: '' })));
    expect(screen.queryByTestId('expert-topic')).toBeNull();
    expect(within(screen.getByRole('region', { name: t.honor })).getByText(t.none)).toBeTruthy();
    cleanup();
    renderDetail(readyQuery(detail({ topicName: '' })));
    expect(screen.queryByTestId('expert-topic')).toBeNull();
  });

  it('recommended courses: a click reports the course; none says 暂无课程', async () => {
    const { onCourse } = renderDetail(readyQuery(detail()), 'courses');
    const list = screen.getByRole('list', { name: t.coursesLabel });
    await userEvent.click(within(list).getByRole('button', { name: /肺结节的CT诊断与随访/ }));
    expect(onCourse).toHaveBeenCalledWith(expect.objectContaining({ id: 11, learningProcess: 0 }));
    cleanup();
    renderDetail(readyQuery(detail({ courseList: [] })), 'courses');
    expect(screen.getByText(t.noCourses)).toBeTruthy();
  });

  it('an unknown expert: 专家不存在 with the way back', () => {
    renderDetail(readyQuery(null));
    expect(screen.getByText(t.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToList }).getAttribute('href')).toBe('/specialist');
  });

  it('loading and error', async () => {
    renderDetail(pendingQuery());
    expect(screen.getByRole('progressbar', { name: msg.app.loading })).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    renderDetail(failedQuery(new Error('x'), refetch));
    expect(screen.getByRole('alert').textContent).toContain(t.detailFailed);
    await userEvent.click(screen.getByRole('button', { name: msg.app.retry }));
    expect(refetch).toHaveBeenCalled();
  });
});
