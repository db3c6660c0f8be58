import { profileSaveMachine } from '../../../machines/profileSave.machine';
import type { ModelConfig } from '../traversal';

export const FORM = { nickName: '张医生', hospital: '协和医院', captcha: 'x7k2', uuid: 'cap-1' };

export const profileSaveModel: ModelConfig<typeof profileSaveMachine> = {
  machine: profileSaveMachine,
  file: 'machines/profileSave.machine.ts',
  events: { 'profile.save': [{ form: FORM }] },
  describeEvent: () => 'profile.save(form)',
  invoked: {
    saveProfile: { output: [undefined], error: [new Error('图形验证码错误')] },
    refetchProfile: { output: [undefined], error: [new Error('登录状态已过期')] },
  },
  // savedCount grows with every save: only "saved before or not" matters for the graph.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.form !== null, s.context.error, s.context.savedCount > 0]),
};
