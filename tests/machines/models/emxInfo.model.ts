import { emxInfoMachine } from '../../../machines/emxInfo.machine';
import type { ModelConfig } from '../traversal';

export const INFO = {
  realName: '张医生',
  phone: '13800138000',
  validCode: 'x7k2',
  uuid: 'cap-1',
  smsCode: '123456',
  companyName: '华西医院',
};

export const emxInfoModel: ModelConfig<typeof emxInfoMachine> = {
  machine: emxInfoMachine,
  file: 'machines/emxInfo.machine.ts',
  events: { 'info.submit': [{ form: INFO }] },
  describeEvent: () => 'info.submit(form)',
  invoked: { submitInfo: { output: [undefined], error: [new Error('手机验证码错误')] } },
};
