import type { AccessInfo } from '../../../machines/access.machine';
import { accessMachine } from '../../../machines/access.machine';
import type { ModelConfig } from '../traversal';

export const FULL = '/media/video/test-pattern.mp4';
export const TRIAL = '/media/video/trial.mp4';
export const INSUFFICIENT = '您的积分不足，暂时无法观看！';
export const INFO = {
  full: { access: true, trySee: false, viewable: true, price: 0, src: FULL },
  trial: { access: false, trySee: true, viewable: true, price: 30, src: TRIAL },
  trialNotViewable: { access: false, trySee: true, viewable: false, price: 500, src: TRIAL },
  redeemOnly: { access: false, trySee: false, viewable: true, price: 20, src: '' },
} satisfies Record<string, AccessInfo>;

/** Video access: the user's buttons, the player's end/error, and the three calls' outcomes. */
export const accessModel: ModelConfig<typeof accessMachine> = {
  machine: accessMachine,
  file: 'machines/access.machine.ts',
  events: {
    'player.ended': [{}],
    'player.error': [{}],
    'trial.retry': [{}],
    'redeem.start': [{}],
    'redeem.confirm': [{}],
    'redeem.cancel': [{}],
  },
  invoked: {
    loadAccess: { output: Object.values(INFO), error: [new Error('视频不存在')] },
    redeem: { output: [undefined], error: [new Error(INSUFFICIENT)] },
    loadRealVideo: { output: [{ src: FULL }], error: [new Error('视频信息获取失败')] },
  },
  describeEvent: (e) => e.type,
  // trialRun grows with every retry: only whether it has grown matters to the shape of the graph.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.price,
      s.context.viewable,
      s.context.trySee,
      s.context.trialRun > 0,
      s.context.error,
    ]),
};
