import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { io as ioClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import { loadConfig } from '../../server/config';
import { attachChat, type ChatServer } from '../../server/liveRoom/chatServer';
import { TEST_TLS } from '../engines/serverProcess';
import { startTestApp, type TestApp } from './helpers';

const { TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE } = TEST_TLS;
const ca = readFileSync(CERT_FILE);

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('are read together, and one without the other stops the start', () => {
    const tls = loadConfig({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE }).tls;
    expect(tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(loadConfig({}).tls).toBeNull();
    expect(() => loadConfig({ TLS_CERT_FILE: CERT_FILE })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
    expect(() => loadConfig({ TLS_KEY_FILE: KEY_FILE })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
  });
});

describe('the portal on https', () => {
  let t: TestApp;
  let chat: ChatServer;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp({ tls: loadConfig({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE }).tls });
    chat = await attachChat(t.app.server, { db: t.db, now: t.clock.now, config: t.config });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await chat.close();
    await t.close();
  });

  it('answers browsers over HTTP/2, compressed, with the security headers', async () => {
    const session = http2.connect(origin, { ca });
    try {
      const answer = await new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          const req = session.request({
            ':path': '/api/radio/indexNewsInfoList?type=2&limit=50',
            'accept-encoding': 'br',
          });
          const chunks: Buffer[] = [];
          let headers: http2.IncomingHttpHeaders = {};
          req.on('response', (h) => (headers = h));
          req.on('data', (d: Buffer) => chunks.push(d));
          req.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
          req.on('error', reject);
          req.end();
        },
      );
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.headers[':status']).toBe(200);
      expect(answer.headers['strict-transport-security']).toBeDefined();
      expect(answer.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toMatchObject({ code: 200 });
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients on the same port', async () => {
    const { status, protocol } = await new Promise<{ status: number; protocol: string }>(
      (resolve, reject) => {
        https
          .get(`${origin}/api/radio/coursesList`, { ca }, (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, protocol: res.httpVersion });
          })
          .on('error', reject);
      },
    );
    expect(status).toBe(200);
    expect(protocol).toBe('1.1');
  });

  it('carries the live chat over a secure WebSocket', async () => {
    const socket = ioClient(origin, { transports: ['websocket'], reconnection: false, ca: ca.toString() });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const joined = await socket.timeout(2000).emitWithAck(CHAT_EVENTS.join, { roomId: 1, sinceSeq: -1 });
      expect(joined).toMatchObject({ ok: true });
    } finally {
      socket.disconnect();
    }
  });
});
