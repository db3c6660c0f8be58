import { liveJoinMachine, type JoinSession } from '../../../machines/liveJoin.machine';
import type { ModelConfig } from '../traversal';

/** A live session anyone with an expert name may join (hasPass '1'), and one behind a password. */
export const FREE: JoinSession = {
  id: '1',
  title: '肺结节MDT',
  link: '/api/live/__meeting?room=mdt',
  hasPass: '1',
};
/** As the list answers it: no link (the server answers it from verifyPass). */
export const LOCKED: JoinSession = {
  id: '2',
  title: '急腹症病例讨论',
  link: '',
  hasPass: '0',
};
/** The link an accepted password answers. */
export const LOCKED_LINK = 'https://meet.example.cn/j/42#video';
export const FORM = { userName: '张 医生&', password: '8888' };
export const REFUSED = '参会密码错误';

export const liveJoinModel: ModelConfig<typeof liveJoinMachine> = {
  machine: liveJoinMachine,
  file: 'machines/liveJoin.machine.ts',
  events: {
    'join.open': [{ session: FREE }, { session: LOCKED }],
    'join.submit': [FORM],
    'join.cancel': [{}],
    'meeting.close': [{}],
  },
  describeEvent: (e) => (e.type === 'join.open' ? `join.open(hasPass ${e.session.hasPass})` : undefined),
  invoked: {
    verifyPass: { output: [{ link: LOCKED_LINK }], error: [new Error(REFUSED)] },
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.session?.hasPass ?? null, s.context.error, s.context.userName !== '']),
};
