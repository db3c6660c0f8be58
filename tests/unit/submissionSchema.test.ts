import { describe, expect, it } from 'vitest';
import {
  commitWorksBody,
  step1Schema,
  step2Schema,
  step3Schema,
  stepIssues,
} from '../../src/schemas/submission';
import { contributionMsg as m } from '../../src/text/contribution';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('the submission rules show every message of a step at once', () => {
  it('step 1: a blank title and a missing identity together (the cross-field rule does not wait)', () => {
    const form = { title: '', name: '李雷', workUnit: '华西医院', identity: '' };
    // zod alone stops at the blank title (its rule aborts) ...
    expect(messages(step1Schema(true).safeParse(form))).toEqual([m.titleRequired]);
    // ... the wizard's step check names both.
    expect(stepIssues(1, form, true).map((i) => i.message)).toEqual([m.titleRequired, m.identityRequired]);
    expect(stepIssues(1, { ...form, identity: '5' }, true).map((i) => i.message)).toEqual([
      m.titleRequired,
      m.studentTypeRequired,
    ]);
    expect(stepIssues(1, { ...form, title: '题目', identity: '1' }, true)).toEqual([]);
  });

  it('step 1: a student without a student type, beside a name over 10 characters', () => {
    const r = step1Schema(true).safeParse({
      title: '题目',
      name: '一二三四五六七八九十一',
      workUnit: '华西医院',
      identity: '5',
    });
    expect(messages(r)).toEqual(expect.arrayContaining([m.studentTypeRequired]));
    expect(messages(r)).toHaveLength(2);
  });

  it('step 2: no source beside a source field over 128 characters is still one hint per rule', () => {
    expect(messages(step2Schema.safeParse({}))).toEqual([m.sourceHint]);
    const long = step2Schema.safeParse({ sourceSociety: 'x'.repeat(129) });
    expect(long.success).toBe(false);
  });

  it('step 3: every missing thing at once, and the content only for forms 2 and 3', () => {
    expect(messages(step3Schema.safeParse({}))).toEqual([
      m.formRequired,
      m.targetRequired,
      m.scienceTypeRequired,
      m.coverRequired,
      m.mediaRequired,
      m.agreementRequired,
    ]);
    expect(messages(step3Schema.safeParse({ worksForm: 2 }))).toContain(m.contentRequired);
    expect(messages(step3Schema.safeParse({ worksForm: 4 }))).not.toContain(m.contentRequired);
  });

  it('a hostile body of wrong types is refused with messages, never a crash', () => {
    for (const body of [
      [],
      { workUnit: 5, identity: {}, fileList: 'x', agreement: 'yes' },
      { worksForm: 'abc' },
    ])
      expect(commitWorksBody.safeParse(body).success).toBe(false);
  });
});
