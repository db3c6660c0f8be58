/**
 * The Content-Security-Policy refuses eval (decision 0011). Zod compiles object parsers with `new
 * Function`, and probes whether it may as soon as the first object schema is built: the probe alone is a
 * reported violation. Jitless mode skips both; it must be on before any schema module runs, so this
 * module is the entry's first import.
 *
 * It sets zod's global config object (`globalThis.__zod_globalConfig`, which zod's `config()` writes and
 * every schema reads) without importing zod, so zod stays out of the entry chunk and loads with the first
 * API call (issue 12). tests/unit/zodConfig.test.ts fails if a zod upgrade stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
