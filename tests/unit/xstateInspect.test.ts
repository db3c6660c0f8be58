import { describe, expect, it } from 'vitest';
import { inspectorWanted, xstateInspect } from '../../scripts/xstateInspect';

const root = '/repo';
const resolve = (source: string, importer: string | undefined) => {
  const hook = xstateInspect(root).resolveId;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  return handler?.call({} as never, source, importer, { attributes: {}, isEntry: false });
};

describe('the XState inspector switch', () => {
  it('is on only in the dev server with VITE_XSTATE_INSPECT=1', () => {
    expect(inspectorWanted('serve', { VITE_XSTATE_INSPECT: '1' })).toBe(true);
    expect(inspectorWanted('serve', {})).toBe(false);
    expect(inspectorWanted('serve', { VITE_XSTATE_INSPECT: '0' })).toBe(false);
    expect(inspectorWanted('build', { VITE_XSTATE_INSPECT: '1' })).toBe(false);
    expect(xstateInspect(root).apply).toBe('serve');
  });

  it("sends the app's xstate and @xstate/react imports to the inspecting wrappers", () => {
    expect(resolve('xstate', '/repo/src/features/video/PlayerSection.tsx')).toBe(
      '/repo/src/app/inspect/xstate.ts',
    );
    expect(resolve('@xstate/react', '/repo/src/components/SmsCodeButton.tsx')).toBe(
      '/repo/src/app/inspect/xstateReact.ts',
    );
  });

  it('leaves the wrappers themselves, other packages and other imports alone', () => {
    expect(resolve('@xstate/react', '/repo/src/app/inspect/xstateReact.ts')).toBeNull();
    expect(resolve('xstate', '/repo/src/app/inspect/xstate.ts')).toBeNull();
    expect(resolve('xstate', '/repo/node_modules/@xstate/react/dist/index.js')).toBeNull();
    expect(resolve('xstate', '/repo/machines/login.machine.ts')).toBeNull();
    expect(resolve('react', '/repo/src/app/main.tsx')).toBeNull();
    expect(resolve('xstate', undefined)).toBeNull();
  });
});
