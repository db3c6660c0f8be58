import { wcCallbackMachine } from '../../../machines/wcCallback.machine';
import type { ModelConfig } from '../traversal';

export const TOKEN = 'radio-token-7f3a';
export const USER = { userId: 7, nickName: '张医生', phone: '13800138000' };

/** The /wcLogin callback page: what the address brings (input), then the two requests. */
export const wcCallbackModel: ModelConfig<typeof wcCallbackMachine> = {
  machine: wcCallbackMachine,
  file: 'machines/wcCallback.machine.ts',
  inputs: [
    { code: 'wx-code-1', state: 'wx-state-1' },
    { code: null, state: 'wx-state-1' },
    { code: 'wx-code-1', state: null },
    { code: '', state: '' },
  ],
  describeInput: (input) => `?code=${input.code ?? '∅'}&state=${input.state ?? '∅'}`,
  events: { 'callback.retry': [{}] },
  invoked: {
    exchangeCode: { output: [TOKEN], error: [new Error('code 已失效')] },
    fetchProfile: { output: [USER], error: [new Error('获取用户信息失败')] },
  },
};
