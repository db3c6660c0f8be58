import { crc32, deflateSync } from 'node:zlib';

/**
 * A small PNG encoder for generated pictures (design §6: no binary fixtures in the repository). The
 * works contest's file viewer tells pictures by extension (gif/jpg/jpeg/png, 000 §2.3), so an SVG will
 * not do there. Truecolour, 8 bits, each row filtered with "Sub" so smooth gradients compress well.
 */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes `width`×`height` pixels whose colour `pixel(x, y)` gives as [r, g, b] (0–255). */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    raw[row] = 1; // filter: Sub
    let prev: readonly [number, number, number] = [0, 0, 0];
    for (let x = 0; x < width; x++) {
      const px = pixel(x, y);
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = (px[c]! - prev[c]! + 256) & 255;
      prev = px;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** HSL (h in degrees, s and l in 0–1) to RGB 0–255. */
export function hslRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/**
 * A 640×360 "scan-like" picture: a diagonal gradient of `hue` with soft rings around a centre drawn from
 * `seed` (no text: a picture, not a label).
 */
export function samplePicturePng(hue: number, seed: number): Buffer {
  const w = 640;
  const h = 360;
  const cx = 160 + (seed % 320);
  const cy = 90 + ((seed >> 3) % 180);
  return encodePng(w, h, (x, y) => {
    const d = Math.hypot(x - cx, y - cy);
    const ring = d < 150 ? 0.12 * Math.cos(d / 9) : 0;
    const l = 0.25 + 0.35 * ((x + y) / (w + h)) + ring;
    return hslRgb((hue + x / 16) % 360, 0.45, Math.max(0.05, Math.min(0.9, l)));
  });
}
