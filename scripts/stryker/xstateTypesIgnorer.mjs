// @ts-check
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * Mutants that cannot change behaviour, said once here instead of line by line (issue 11 C):
 * `setup({ types: { context: {} as C, events: {} as E } })` carries TypeScript types only; XState never
 * reads the objects at run time, so emptying them (`{}`) is equivalent by construction.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'xstate-types', {
    shouldIgnore(path) {
      if (!path.isObjectProperty()) return undefined;
      const key = path.node.key;
      if (key.type !== 'Identifier' || key.name !== 'types') return undefined;
      const call = path.parentPath?.parentPath;
      if (
        call?.isCallExpression() &&
        call.node.callee.type === 'Identifier' &&
        call.node.callee.name === 'setup'
      )
        return "XState's setup types are TypeScript types only: the run time never reads them";
      return undefined;
    },
  }),
];
