import { logoutMachine } from '../../../machines/logout.machine';
import type { ModelConfig } from '../traversal';

export const logoutModel: ModelConfig<typeof logoutMachine> = {
  machine: logoutMachine,
  file: 'machines/logout.machine.ts',
  events: { 'logout.request': [{}], 'logout.confirm': [{}], 'logout.cancel': [{}] },
  invoked: { postLogout: { output: [undefined], error: [new Error('网络错误')] } },
};
