// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contributionMachine, type ContributionForm } from '../../machines/contribution.machine';
import { draftKey, readDraft, useDraftPersistence } from '../../src/features/popsic/contribution/draft';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const KEY = draftKey('42', null);
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

/** The wizard's machine with answers instead of the server: an open session, every step valid. */
function wizard(draft: Partial<ContributionForm> | null, submit: () => Promise<void> = async () => {}) {
  const actor = createActor(
    contributionMachine.provide({
      actors: {
        checkSession: fromPromise(async () => true),
        validateStep: fromPromise(async () => ({})),
        submitWorks: fromPromise(submit),
      },
      delays: { redirectDelay: 60_000 },
    }),
    { input: { worksId: null, draft } },
  );
  renderHook(() => useDraftPersistence(actor, KEY));
  actor.start();
  return actor;
}

describe('useDraftPersistence', () => {
  it('writes what the user changes (not the restored form), without captcha or SMS code', async () => {
    const actor = wizard({ title: '旧标题', workUnit: '华西医院' });
    await settle();
    expect(actor.getSnapshot().matches({ editing: 'step1' })).toBe(true);
    // The restored form alone is not written back.
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => actor.send({ type: 'field.set', name: 'title', value: '新标题' }));
    act(() => actor.send({ type: 'field.set', name: 'smsCode', value: '123456' }));
    expect(readDraft(KEY)).toMatchObject({ title: '新标题', workUnit: '华西医院' });
    expect(readDraft(KEY)).not.toHaveProperty('smsCode');
    // The §4.5 rule reaches the draft too: a new identity drops the student type.
    act(() => actor.send({ type: 'field.set', name: 'identity', value: '5' }));
    act(() => actor.send({ type: 'field.set', name: 'studentType', value: '2' }));
    act(() => actor.send({ type: 'field.set', name: 'identity', value: '1' }));
    expect(readDraft(KEY)).toMatchObject({ identity: '1', studentType: '' });
  });

  it('is removed once the work is submitted, kept when the submit is refused', async () => {
    let refuse = true;
    const actor = wizard(null, async () => {
      if (refuse) throw new Error('手机验证码错误');
    });
    await settle();
    act(() => actor.send({ type: 'field.set', name: 'title', value: '标题' }));
    for (let i = 0; i < 3; i++) {
      act(() => actor.send({ type: 'step.next' }));
      await settle();
    }
    expect(actor.getSnapshot().matches({ editing: 'step3' })).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('手机验证码错误');
    expect(readDraft(KEY)).toMatchObject({ title: '标题' });
    refuse = false;
    act(() => actor.send({ type: 'step.next' }));
    await settle();
    expect(actor.getSnapshot().matches('submitted')).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    actor.stop();
  });
});
