import { describe, expect, it } from 'vitest';
import {
  byGroupName,
  displayOf,
  expertPath,
  hasAchievementData,
  hasGroupFilter,
  isGroupVisible,
  labelOf,
  switchesView,
  topicLink,
  visibleGroups,
} from '../../../domain/experts';

describe('expert directory rules (001 §2, §3)', () => {
  it('the committee tab heads each run of one groupName, in the order given', () => {
    const rows = ['主任委员', '主任委员', '委员', '主任委员'].map((groupName, id) => ({ id, groupName }));
    expect(byGroupName(rows)).toEqual([
      { name: '主任委员', rows: [rows[0], rows[1]] },
      { name: '委员', rows: [rows[2]] },
      { name: '主任委员', rows: [rows[3]] },
    ]);
    expect(byGroupName([])).toEqual([]);
  });

  it('a group is hidden only with status 0', () => {
    expect(isGroupVisible({ status: 0 })).toBe(false);
    expect(isGroupVisible({ status: 1 })).toBe(true);
    expect(isGroupVisible({ status: null })).toBe(true);
    expect(isGroupVisible({ status: undefined })).toBe(true);
    const groups = [
      { id: 1, status: 1 },
      { id: 2, status: 0 },
      { id: 3, status: 1 },
    ];
    expect(visibleGroups(groups).map((g) => g.id)).toEqual([1, 3]);
  });

  it('achievement data: 1, "1" or true; anything else is 数据更新中', () => {
    for (const yes of [1, '1', true])
      expect(hasAchievementData({ achievement: yes }), String(yes)).toBe(true);
    for (const no of [0, '0', false, null, undefined, 2, '', 'yes'])
      expect(hasAchievementData({ achievement: no }), String(no)).toBe(false);
    expect(hasAchievementData({})).toBe(false);
  });

  it('the topic link only when both name and an http(s) address exist', () => {
    expect(topicLink({ topicName: ' 数据集 ', topicUrl: ' https://d.example.com/x ' })).toEqual({
      name: '数据集',
      url: 'https://d.example.com/x',
    });
    expect(topicLink({ topicName: '数据集', topicUrl: 'http://d.example.com' })).not.toBeNull();
    expect(topicLink({ topicName: '数据集', topicUrl: '' })).toBeNull();
    expect(topicLink({ topicName: '', topicUrl: 'https://d.example.com' })).toBeNull();
    expect(topicLink({ topicName: '  ', topicUrl: 'https://d.example.com' })).toBeNull();
    expect(topicLink({ topicName: null, topicUrl: null })).toBeNull();
    expect(topicLink({})).toBeNull();
    expect(topicLink({ topicName: '数据集', topicUrl: 'javascript:alert(1)' })).toBeNull();
    expect(topicLink({ topicName: '数据集', topicUrl: 'ftp://d.example.com' })).toBeNull();
    // An address only counts from its start: a script that merely mentions an http(s) address is no link.
    expect(
      topicLink({ topicName: '数据集', topicUrl: 'javascript:location="https://d.example.com"' }),
    ).toBeNull();
    expect(topicLink({ topicName: '数据集', topicUrl: ' see https://d.example.com' })).toBeNull();
    // A missing name hides the link even when the address is fine.
    expect(topicLink({ topicName: null, topicUrl: 'https://d.example.com' })).toBeNull();
    expect(topicLink({ topicUrl: 'https://d.example.com' })).toBeNull();
  });

  it('tabs from the address; tabs 2 and 3 switch list/card; only tab 2 filters by study group', () => {
    expect(labelOf('1')).toBe(1);
    expect(labelOf('2')).toBe(2);
    expect(labelOf('3')).toBe(3);
    for (const bad of [null, undefined, '', '0', '4', 'x', '2.5']) expect(labelOf(bad), String(bad)).toBe(1);
    expect([1, 2, 3].map((l) => switchesView(l as 1 | 2 | 3))).toEqual([false, true, true]);
    expect([1, 2, 3].map((l) => hasGroupFilter(l as 1 | 2 | 3))).toEqual([false, true, false]);
    expect(displayOf('list')).toBe('list');
    expect(displayOf('card')).toBe('card');
    expect(displayOf(null)).toBe('card');
    expect(displayOf('grid')).toBe('card');
  });

  it('the detail path', () => {
    expect(expertPath(12)).toBe('/specialist/12');
    expect(expertPath('a/b')).toBe('/specialist/a%2Fb');
  });
});
