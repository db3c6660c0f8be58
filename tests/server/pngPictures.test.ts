import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerPng, coverPng, PICTURE } from '../../server/media/pictures';
import { encodePng } from '../../server/media/png';
import { hsl, Raster, type Rgb } from '../../server/media/raster';
import { hash } from '../../server/media/svg';
import { photoPng } from '../../server/institute/fixtures';

/**
 * A PNG reader for what the encoder writes (8-bit truecolour, no interlace; filters None, Sub, Up): checks
 * the signature and every chunk's CRC, inflates the IDAT data and undoes each row's filter.
 */
function decodePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(
      crc32(png.subarray(at + 4, at + 8 + length)),
    );
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = chunks[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const raw = inflateSync(chunks[1]!.data);
  const stride = width * 3;
  expect(raw.length).toBe((stride + 1) * height);
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const byte = raw[y * (stride + 1) + 1 + i]!;
      const left = i >= 3 ? rgb[y * stride + i - 3]! : 0;
      const up = y > 0 ? rgb[(y - 1) * stride + i]! : 0;
      rgb[y * stride + i] = (byte + [0, left, up][filter]!) & 255;
    }
  }
  const pixel = (x: number, y: number): Rgb => {
    const o = (y * width + x) * 3;
    return [rgb[o]!, rgb[o + 1]!, rgb[o + 2]!];
  };
  return { width, height, rgb, pixel };
}

const near = (a: Rgb, b: Rgb, tolerance = 2) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
const lightness = ([r, g, b]: Rgb) => r + g + b;

describe('encodePng (server/media/png.ts)', () => {
  it.each(['none', 'sub'] as const)(
    'writes what a PNG reader reads back, pixel for pixel (%s rows)',
    (filter) => {
      const w = 7;
      const h = 5;
      const rgb = new Uint8Array(w * h * 3).map((_, i) => (i * 37 + (i >> 2)) & 255);
      const png = encodePng(w, h, rgb, filter);
      const read = decodePng(png);
      expect([read.width, read.height]).toEqual([w, h]);
      expect(read.rgb).toEqual(rgb);
    },
  );
});

describe('Raster', () => {
  it('a diagonal gradient from the top left colour to the bottom right one, shapes blended over it', () => {
    const from: Rgb = [0, 40, 200];
    const to: Rgb = [200, 240, 0];
    const r = new Raster(100, 50).diagonal(from, to).circle(50, 25, 10, [255, 255, 255], 0.5);
    r.box(80, 0, 20, 10, [0, 0, 0], 1, 3);
    const { pixel } = decodePng(r.png());
    expect(near(pixel(0, 0), from, 3)).toBe(true);
    expect(near(pixel(99, 49), to, 3)).toBe(true);
    // Halfway along the diagonal, under the circle: the gradient's middle, half way to white.
    expect(near(pixel(50, 25), [178, 198, 178], 3)).toBe(true);
    // Outside the circle the gradient is untouched; the box is black, its rounded corner not.
    expect(near(pixel(50, 40), [130, 170, 70], 3)).toBe(true);
    expect(pixel(90, 5)).toEqual([0, 0, 0]);
    expect(lightness(pixel(99, 0))).toBeGreaterThan(0);
  });
});

describe('the demo pictures (decision 0086)', () => {
  it('a cover: the SVG cover’s size, its title’s hues, the label’s lighter box', () => {
    const { width, height, pixel } = decodePng(coverPng('肺结节的CT随访', '新闻动态'));
    expect([width, height]).toEqual([PICTURE.cover.width, PICTURE.cover.height]);
    const hue = hash('肺结节的CT随访新闻动态') % 360;
    expect(near(pixel(0, 0), hsl(hue, 62, 34), 3)).toBe(true);
    expect(near(pixel(width - 1, height - 1), hsl(hue + 40, 58, 52), 3)).toBe(true);
    // Inside the label's box (24,28 → 24+4·18+20, 60) lighter than just below it.
    expect(lightness(pixel(40, 44))).toBeGreaterThan(lightness(pixel(40, 70)) + 30);
  });

  it('a banner at the size the page shows it, lighter under its big circle', () => {
    const { width, height, pixel } = decodePng(bannerPng('智能影像诊断', PICTURE.homeBanner));
    expect([width, height]).toEqual([1200, 400]);
    const hue = hash('智能影像诊断') % 360;
    expect(near(pixel(0, 0), hsl(hue, 62, 34), 3)).toBe(true);
    // The circle at (1620/1920 of the width, 120/500 of the height): 8 % white over the gradient.
    const inside = pixel(1012, 96);
    const plain = new Raster(width, height).diagonal(hsl(hue, 62, 34), hsl(hue + 40, 58, 52));
    const o = (96 * width + 1012) * 3;
    const under: Rgb = [plain.rgb[o]!, plain.rgb[o + 1]!, plain.rgb[o + 2]!];
    expect(near(inside, under, 1)).toBe(false);
    expect(lightness(inside)).toBeGreaterThan(lightness(under));
  });

  it('a conference photo and its thumbnail: the sizes asked for, the screen lighter than the hall', () => {
    for (const [w, h] of [
      [1200, 800],
      [360, 240],
    ] as const) {
      const { width, height, pixel } = decodePng(photoPng('国际医学影像大会', w, h, w > 400));
      expect([width, height]).toEqual([w, h]);
      expect(lightness(pixel(Math.round(w * 0.2), Math.round(h * 0.2)))).toBeGreaterThan(
        lightness(pixel(5, 5)) + 60,
      );
    }
  });
});
