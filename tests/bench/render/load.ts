/**
 * The render bench's load generator (../render.bench.ts forks it, so the server's event loop is its own:
 * in one process the generator took half of the server's only loop). `total` GETs over `urls` in turn,
 * `concurrency` at a time on kept-alive connections, each asking for brotli as a browser does; each
 * request's time to its last byte. Lean on purpose (node:http, the body counted, not decoded: fetch's
 * decoding cost as much as the server's answer). Answers one IPC message per request message.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadRequest {
  origin: string;
  urls: string[];
  total: number;
  concurrency: number;
}

export interface LoadResult {
  times: number[];
  failures: number;
  seconds: number;
}

async function load({ origin, urls, total, concurrency }: LoadRequest): Promise<LoadResult> {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (path: string) =>
    new Promise<number>((done, failed) => {
      http
        .get({ host: hostname, port, path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (r) => {
          r.resume();
          r.on('end', () => done(r.statusCode ?? 0));
        })
        .on('error', failed);
    });
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < total) {
      const url = urls[next++ % urls.length]!;
      const t0 = performance.now();
      const status = await get(url);
      times.push(performance.now() - t0);
      if (status !== 200) failures += 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { times, failures, seconds: (performance.now() - t0) / 1000 };
}

process.on('message', (request: LoadRequest) => {
  load(request).then(
    (result) => process.send!(result),
    (e: unknown) => process.send!({ error: String(e) }),
  );
});
