import { config } from 'zod/v4/core';

/**
 * The Content-Security-Policy refuses eval (decision 0011). Zod compiles object parsers with `new
 * Function`, and probes whether it may as soon as the first object schema is built: the probe alone is a
 * reported violation. Jitless mode skips both; it must be on before any schema module runs, so this
 * module is the entry's first import. Only the small core module comes with it.
 */
config({ jitless: true });
