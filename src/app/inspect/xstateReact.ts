import { useActorRef as useActorRefOriginal, useMachine as useMachineOriginal } from '@xstate/react';
import { inspector } from './inspector';

/** `@xstate/react` for the app's modules while the inspector is on (see inspector.ts): actors report to it. */
export * from '@xstate/react';

export const useMachine = ((logic, options) =>
  useMachineOriginal(logic, { inspect: inspector.inspect, ...options })) as typeof useMachineOriginal;

export const useActorRef = ((logic, options, observer) =>
  useActorRefOriginal(
    logic,
    { inspect: inspector.inspect, ...options },
    observer,
  )) as typeof useActorRefOriginal;
