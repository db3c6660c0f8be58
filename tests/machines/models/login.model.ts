import { loginMachine } from '../../../machines/login.machine';
import type { ModelConfig } from '../traversal';

export const QR_URL = 'http://localhost:5173/qr-scan?state=s1';

/** QR login: the user's events, the three injected actors' outcomes, and the two delays (generated). */
export const loginModel: ModelConfig<typeof loginMachine> = {
  machine: loginMachine,
  file: 'machines/login.machine.ts',
  events: {
    'login.start': [{}],
    'login.linkOpened': [{}],
    'login.retry': [{}],
    'login.cancel': [{}],
    'login.windowClosed': [{}],
  },
  sentBy: { 'login.windowClosed': 'watchWindow' },
  invoked: {
    fetchQrUrl: { output: [QR_URL], error: [new Error('获取登录二维码失败')] },
    // true: the reserved window now shows the QR page; false: no window could be opened.
    openLoginWindow: { output: [true, false], error: [new Error('window.open threw')] },
    // true: the callback page has stored a user; false: not yet.
    readStoredUser: { output: [true, false], error: [new Error('localStorage unavailable')] },
  },
  // What matters about the context: whether there is an address and an error (bounded by the samples anyway).
  serializeState: (s) => JSON.stringify([s.value, s.context.qrUrl !== null, s.context.error]),
};
