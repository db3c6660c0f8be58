// @vitest-environment jsdom
import { useState } from 'react';
import { z } from 'zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormTextField } from '../../src/components/form/FormTextField';
import { useZodForm, type FieldMessages } from '../../src/components/form/useZodForm';
import { makeUpSchema, type MakeUpForm } from '../../src/schemas/liveRoom';
import { msg } from '../../src/text/messages';
import { liveRoomMsg } from '../../src/text/liveRoom';

afterEach(cleanup);

const EMPTY: MakeUpForm = { realName: '', hospital: '', phone: '' };
const LABELS = { realName: '姓名', hospital: '单位', phone: '手机' } as const;

/** The live room's 完善资料 rule (001 §5) behind the hook: the spec's messages, a trimmed phone. */
function MakeUpForm({
  onValid,
  serverError = null,
  errors,
  onClearError,
}: {
  onValid: (data: z.output<typeof makeUpSchema>) => unknown;
  serverError?: string | null;
  errors?: FieldMessages<MakeUpForm>;
  onClearError?: (name: keyof MakeUpForm) => void;
}) {
  const form = useZodForm({ schema: makeUpSchema, defaultValues: EMPTY, errors, onClearError });
  return (
    <form onSubmit={form.submit(onValid)} noValidate>
      {(['realName', 'hospital', 'phone'] as const).map((key) => (
        <FormTextField key={key} form={form} name={key} label={LABELS[key]} id={`f-${key}`} />
      ))}
      {serverError ? <p role="alert">{serverError}</p> : null}
      {form.submitError ? <p role="status">{form.submitError}</p> : null}
      <button type="submit">提交</button>
      <button type="button" onClick={() => form.showErrors({ phone: msg.profile.phoneInvalid })}>
        短信
      </button>
    </form>
  );
}

/** MUI renders the blank helper line (' ') as a zero-width space. */
const NONE = '\u200b';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const helper = (key: keyof MakeUpForm) => document.getElementById(`f-${key}-helper-text`)?.textContent;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: '提交' }));

describe('useZodForm + FormTextField', () => {
  it('an empty submit shows the first message of each field, from the schema, and calls nothing', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<MakeUpForm onValid={onValid} />);
    // No message yet: a blank helper line keeps the layout still.
    expect(helper('realName')).toBe(NONE);
    await submit(user);
    const issues = makeUpSchema.safeParse(EMPTY).error!.issues;
    const firstOf = (key: string) => issues.find((i) => i.path[0] === key)!.message;
    await waitFor(() => expect(helper('realName')).toBe(firstOf('realName')));
    expect(helper('hospital')).toBe(firstOf('hospital'));
    expect(helper('phone')).toBe(firstOf('phone'));
    // the spec's own texts (src/text), not zod's or the resolver's
    expect([helper('realName'), helper('hospital'), helper('phone')]).toEqual([
      liveRoomMsg.realNameRequired,
      liveRoomMsg.hospitalRequired,
      msg.profile.phoneRequired,
    ]);
    expect(input(LABELS.realName).getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a wrong phone shows 请输入正确的手机号 (the rule’s first message for it) and keeps the others still', async () => {
    const user = userEvent.setup({ delay: null });
    render(<MakeUpForm onValid={vi.fn()} />);
    await user.type(input(LABELS.realName), '张三');
    await user.type(input(LABELS.hospital), '协和医院');
    await user.type(input(LABELS.phone), '123');
    await submit(user);
    await waitFor(() => expect(helper('phone')).toBe(msg.profile.phoneInvalid));
    expect(helper('realName')).toBe(NONE);
    expect(input(LABELS.realName).getAttribute('aria-invalid')).toBe('false');
  });

  it('changing a field clears its message only, without checking it again before the next submit', async () => {
    const user = userEvent.setup({ delay: null });
    render(<MakeUpForm onValid={vi.fn()} />);
    await submit(user);
    await waitFor(() => expect(helper('phone')).toBe(msg.profile.phoneRequired));
    await user.type(input(LABELS.phone), '1');
    // '1' is no phone number, yet nothing is said until the user submits again
    expect(helper('phone')).toBe(NONE);
    expect(input(LABELS.phone).getAttribute('aria-invalid')).toBe('false');
    expect(helper('realName')).toBe(liveRoomMsg.realNameRequired);
    expect(helper('hospital')).toBe(liveRoomMsg.hospitalRequired);
    await submit(user);
    await waitFor(() => expect(helper('phone')).toBe(msg.profile.phoneInvalid));
  });

  it('a valid submit calls the handler once with the parsed data (trimmed by the rule)', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<MakeUpForm onValid={onValid} />);
    await user.type(input(LABELS.realName), '  张三 ');
    await user.type(input(LABELS.hospital), '协和医院');
    await user.type(input(LABELS.phone), ' 13912345678 ');
    await submit(user);
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({
      realName: '张三',
      hospital: '协和医院',
      phone: '13912345678',
    });
    expect([helper('realName'), helper('hospital'), helper('phone')]).toEqual([NONE, NONE, NONE]);
  });

  it('keeps what was typed when the handler rejects, and sends it again on the next submit', async () => {
    const onValid = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValueOnce(undefined);
    const user = userEvent.setup({ delay: null });
    render(<MakeUpForm onValid={onValid} />);
    await user.type(input(LABELS.realName), '张三');
    await user.type(input(LABELS.hospital), '协和医院');
    await user.type(input(LABELS.phone), '13912345678');
    await submit(user);
    await screen.findByText('网络错误');
    expect(input(LABELS.realName).value).toBe('张三');
    expect(input(LABELS.hospital).value).toBe('协和医院');
    expect(input(LABELS.phone).value).toBe('13912345678');
    await submit(user);
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(onValid.mock.calls[1]![0]).toEqual(onValid.mock.calls[0]![0]);
    await waitFor(() => expect(screen.queryByText('网络错误')).toBeNull());
  });

  it('keeps what was typed when the call fails elsewhere (a server message in a prop)', async () => {
    function Host() {
      const [error, setError] = useState<string | null>(null);
      return <MakeUpForm onValid={() => setError('参会密码错误')} serverError={error} />;
    }
    const user = userEvent.setup({ delay: null });
    render(<Host />);
    await user.type(input(LABELS.realName), '张三');
    await user.type(input(LABELS.hospital), '协和医院');
    await user.type(input(LABELS.phone), '13912345678');
    await submit(user);
    await screen.findByRole('alert');
    expect([input(LABELS.realName).value, input(LABELS.hospital).value, input(LABELS.phone).value]).toEqual([
      '张三',
      '协和医院',
      '13912345678',
    ]);
  });

  it('shows outside messages (a machine’s, an SMS button’s) and lets their owner clear them on change', async () => {
    function Host() {
      const [errors, setErrors] = useState<FieldMessages<MakeUpForm>>({ hospital: '机器说的' });
      return (
        <MakeUpForm
          onValid={vi.fn()}
          errors={errors}
          onClearError={(name) => setErrors((x) => ({ ...x, [name]: undefined }))}
        />
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Host />);
    expect(helper('hospital')).toBe('机器说的');
    await user.type(input(LABELS.hospital), '协');
    expect(helper('hospital')).toBe(NONE);
    await user.click(screen.getByRole('button', { name: '短信' }));
    expect(helper('phone')).toBe(msg.profile.phoneInvalid);
  });
});

describe('useZodForm options', () => {
  const rule = z.object({
    code: z.string().trim().min(1, msg.profile.captchaRequired),
    uuid: z.string().min(1, msg.profile.captchaRequired),
  });

  function CaptchaForm({ uuid, onValid }: { uuid: string; onValid: (d: z.output<typeof rule>) => void }) {
    const form = useZodForm({
      schema: () => rule,
      defaultValues: { code: '' },
      toInput: (v) => ({ ...v, uuid }),
      errorAlias: { uuid: 'code' },
    });
    return (
      <form onSubmit={form.submit(onValid)} noValidate>
        <FormTextField form={form} name="code" label="验证码" id="f-code" />
        <button type="submit">提交</button>
      </form>
    );
  }

  it('reads the latest props through toInput, and shows an issue of a hidden key on its alias', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<CaptchaForm uuid="" onValid={onValid} />);
    await user.type(screen.getByLabelText('验证码'), 'ab12');
    await submit(user);
    await waitFor(() => expect(helper('code' as never)).toBe(msg.profile.captchaRequired));
    expect(onValid).not.toHaveBeenCalled();
    rerender(<CaptchaForm uuid="uuid-1" onValid={onValid} />);
    await submit(user);
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ code: 'ab12', uuid: 'uuid-1' }));
  });
});
