import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The XState inspector switch of the dev server (decision 0015). With `VITE_XSTATE_INSPECT=1 npm run dev`, the
 * app's own imports of `xstate` and `@xstate/react` (modules under src/) resolve to src/app/inspect/, whose
 * createActor / useMachine / useActorRef pass the inspector: no call site changes. A build never applies
 * this plugin, so the inspector is never in dist/.
 */
export const inspectorWanted = (command: 'serve' | 'build', env: Record<string, string>) =>
  command === 'serve' && env.VITE_XSTATE_INSPECT === '1';

export function xstateInspect(root = fileURLToPath(new URL('..', import.meta.url))): Plugin {
  const src = `${root.replace(/\/$/, '')}/src/`;
  const inspect = `${src}app/inspect/`;
  const wrappers = new Map([
    ['xstate', `${inspect}xstate.ts`],
    ['@xstate/react', `${inspect}xstateReact.ts`],
  ]);
  return {
    name: 'xstate-inspect',
    apply: 'serve',
    enforce: 'pre',
    resolveId(source, importer) {
      const wrapper = wrappers.get(source);
      if (!wrapper || !importer?.startsWith(src) || importer.startsWith(inspect)) return null;
      return wrapper;
    },
  };
}
