/** Server configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Where the PGlite database (`${dataDir}/pglite`) and media (`${dataDir}/media`) live; `memory://` = in memory. */
  dataDir: string;
  /** When set, a real PostgreSQL is used through `pg` (same SQL). */
  databaseUrl: string | null;
  /** `production`: never the test-only endpoints (TEST_ROUTES is refused with it). */
  nodeEnv: string;
  /** TEST_ROUTES=1: serve the test-only endpoints (`/api/__test/*`). Only the test runners set it. */
  testRoutes: boolean;
  /** The built client, served with a history fallback. */
  distDir: string;
  /** The public address of the portal (scheme://host[:port]), when it differs from the request's. */
  publicOrigin: string | null;
  /**
   * MEETING_HOSTS (comma-separated host names, e.g. `meeting.tencent.com,meet.example.cn`): the hosts whose
   * meeting links the live discussion offers, frames and accepts in a consultation. The demo meeting page
   * of this server (`/api/live/__meeting`) is the portal's own origin and always counts. Empty: only that.
   */
  meetingHosts: string[];
}

export const MEMORY = 'memory://';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT invalid: ${env.PORT}`);
  const nodeEnv = env.NODE_ENV || 'development';
  const testRoutes = env.TEST_ROUTES === '1';
  if (testRoutes && nodeEnv === 'production') {
    throw new Error(
      'TEST_ROUTES=1 is refused with NODE_ENV=production: test-only endpoints are never served there',
    );
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || null,
    nodeEnv,
    testRoutes,
    distDir: env.DIST_DIR || './dist',
    publicOrigin: env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN.replace(/\/+$/, '') : null,
    meetingHosts: (env.MEETING_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}

export const isProduction = (config: Config) => config.nodeEnv === 'production';
export const isMemory = (config: Config) => config.dataDir === MEMORY;
