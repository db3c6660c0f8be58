import { createActor as createActorOriginal } from 'xstate';
import { inspector } from './inspector';

/** `xstate` for the app's modules while the inspector is on (see inspector.ts): actors report to it. */
export * from 'xstate';

export const createActor = ((logic, options) =>
  createActorOriginal(logic, { inspect: inspector.inspect, ...options })) as typeof createActorOriginal;
