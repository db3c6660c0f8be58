import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The hosts tim-js-sdk (Tencent Chat, used when VITE_TIM_SDK_APP_ID is set) connects to: its WebSocket
 * hosts (wss.im.qcloud.com and the regional wss*.im.qcloud.com / wss*.my-imcloud.com / wss.tim.qq.com),
 * its HTTP API and event hosts (api*.my-imcloud.com, events.im.qcloud.com) and the error-text file on
 * web.sdk.qcloud.com (all read from node_modules/tim-js-sdk/tim-js.es.js, 2.27.6).
 */
export const TIM_CONNECT_SOURCES = [
  'wss://*.im.qcloud.com',
  'https://*.im.qcloud.com',
  'wss://*.my-imcloud.com',
  'https://*.my-imcloud.com',
  'wss://*.tim.qq.com',
  'https://web.sdk.qcloud.com',
];

const HOST_SOURCE = /^(?:(?:https?|wss?):\/\/)?(?:\*\.)?[a-z\d-]+(?:\.[a-z\d-]+)*(?::\d{1,5})?$/i;

/**
 * A configured host as a CSP host-source (`meeting.example.cn`, `*.example.cn`, `https://x.cn:8443`; a
 * trailing `/` is dropped), or null when it is anything else: a path, a quote or a `;` never reaches the
 * header.
 */
export function cspSource(entry: string): string | null {
  const source = entry.trim().replace(/\/+$/, '');
  return HOST_SOURCE.test(source) ? source.toLowerCase() : null;
}

const sources = (entries: readonly string[]) =>
  entries.map(cspSource).filter((source): source is string => source !== null);

/**
 * The Content-Security-Policy of every answer (decision 0011): scripts only from this origin (no inline
 * script, no eval); styles may be inline (MUI/emotion and video.js insert them at run time; the
 * server's own pages carry a <style>); media and workers may be blob: (video.js, pdf.js); frames are this
 * origin plus MEETING_HOSTS; connections are this origin (socket.io, ws/wss included), Tencent Chat
 * and MEDIA_HOSTS (HLS is fetched by XHR).
 */
export function cspDirectives(config: Config): Record<string, string[]> {
  const meeting = sources(config.meetingHosts);
  const media = sources(config.mediaHosts);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', ...media],
    'connect-src': ["'self'", ...TIM_CONNECT_SOURCES, ...media],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...meeting],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
  };
  if (config.publicOrigin?.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers on every answer (API, static files, the index.html fallback, the scan and meeting
 * pages, errors and 404s): registered first in buildApp, helmet sets them in onRequest on the raw
 * response, so whatever answers later keeps them.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The login opens the messenger's page in a window it later closes, and /wcLogin closes itself:
    // an opener policy would cut that window off once it visits the messenger's origin.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
}
