import { describe, expect, it } from 'vitest';
import { stepInMeta, without, withFile, withoutFile } from '../../machines/wizardParts';

describe('the wizards’ shared parts', () => {
  it('reads the step from the state that has one, and the step before the form where none does', () => {
    expect(stepInMeta({ 'campaign.work.filling': undefined, 'campaign.work': { step: 2 } }, 0)).toBe(2);
    expect(stepInMeta({ 'campaign.work.filling': {}, 'campaign.work': { step: 3 } }, 0)).toBe(3);
    expect(stepInMeta({ 'campaign.starting': {} }, 0)).toBe(0);
    expect(stepInMeta({}, 1)).toBe(1);
  });

  it('drops the messages of the fields named, keeps the others, and leaves the given ones as they were', () => {
    const errors = { title: '请输入作品题目', name: '请输入姓名', unit: '请输入工作单位' };
    expect(without(errors, 'title', 'unit')).toEqual({ name: '请输入姓名' });
    expect(errors).toEqual({ title: '请输入作品题目', name: '请输入姓名', unit: '请输入工作单位' });
  });

  it('adds a file at the end and removes the one at an index, without touching the list it was given', () => {
    const files = ['a.mp4', 'b.pptx'] as const;
    expect(withFile(files, 'c.pdf')).toEqual(['a.mp4', 'b.pptx', 'c.pdf']);
    expect(withoutFile(files, 0)).toEqual(['b.pptx']);
    expect(withoutFile(files, 1)).toEqual(['a.mp4']);
    expect(files).toEqual(['a.mp4', 'b.pptx']);
  });
});
