/**
 * VITE_TIM_SDK_APP_ID: when set at build time, Tencent Chat carries the live chat; unset, the
 * reference server's socket.io does. Read here (not in src/config.ts) to keep the live area in
 * its own files; see docs/decisions.md.
 */
export const timSdkAppId = (
  env: Record<string, unknown> = import.meta.env as unknown as Record<string, unknown>,
): number | null => {
  const n = Number(String(env.VITE_TIM_SDK_APP_ID ?? '').trim());
  return Number.isInteger(n) && n > 0 ? n : null;
};
