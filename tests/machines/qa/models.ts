import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { repoRoot } from '../coverage';
import type { ModelConfig } from '../traversal';

/**
 * Every model config in tests/machines/models/ (an exported config, or an exported list of them for a machine
 * tested once per configuration), in the order of their machine's id and variant.
 */
export type AnyModelConfig = ModelConfig<AnyStateMachine>;

const isConfig = (value: unknown): value is AnyModelConfig =>
  typeof value === 'object' &&
  value !== null &&
  (value as { machine?: unknown }).machine instanceof StateMachine &&
  typeof (value as { file?: unknown }).file === 'string';

export const modelKey = (config: AnyModelConfig): string =>
  config.variant ? `${config.machine.id}:${config.variant}` : config.machine.id;

export async function loadModelConfigs(): Promise<AnyModelConfig[]> {
  const dir = join(repoRoot, 'tests', 'machines', 'models');
  const configs = new Map<string, AnyModelConfig>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.model.ts'))) {
    const module = (await import(pathToFileURL(join(dir, name)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const found = Array.isArray(value) ? value.filter(isConfig) : isConfig(value) ? [value] : [];
      for (const config of found) configs.set(modelKey(config), config);
    }
  }
  return [...configs.values()].sort((a, b) => modelKey(a).localeCompare(modelKey(b)));
}
