import { signInMachine, type SignInRecord } from '../../../machines/signIn.machine';
import type { ModelConfig } from '../traversal';

export const TODAY = '2026-11-24';
export const NOT_SIGNED: SignInRecord = {
  lastSignInList: [{ signDate: '2026-11-22' }, { signDate: '2026-11-23' }],
  signInTotalDays: 9,
  consecutiveDays: 2,
};
export const SIGNED: SignInRecord = {
  lastSignInList: [{ signDate: '2026-11-23' }, { signDate: TODAY }],
  signInTotalDays: 10,
  consecutiveDays: 7,
};

/** Daily sign-in: a record with and without today, a failed load, a sign-in with and without the bonus, a refusal. */
export const signInModel: ModelConfig<typeof signInMachine> = {
  machine: signInMachine,
  file: 'machines/signIn.machine.ts',
  inputs: [{ today: TODAY }],
  events: { 'signIn.submit': [{}], 'signIn.retry': [{}] },
  invoked: {
    loadRecord: { output: [NOT_SIGNED, SIGNED], error: [new Error('网络异常')] },
    signIn: {
      output: [
        { consecutiveDays: 3, bonus: 0 },
        { consecutiveDays: 7, bonus: 10 },
      ],
      error: [new Error('签到失败，请稍后重试')],
    },
  },
};
