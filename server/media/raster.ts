import { encodePng, hslRgb } from './png';

/** An RGB colour, 0–255 each. */
export type Rgb = readonly [number, number, number];

/** The SVG pictures' `hsl(h,s%,l%)` as RGB (h in degrees, s and l in percent). */
export const hsl = (h: number, s: number, l: number): Rgb =>
  hslRgb(((h % 360) + 360) % 360, s / 100, l / 100);

/**
 * A small raster canvas for the generated demo pictures (decision 0086): the few shapes the SVG fixtures
 * draw (a diagonal two-colour gradient, translucent circles and rounded boxes), each edge smoothed over one
 * pixel, then encoded as a PNG. No text: a raster encoder has no fonts.
 */
export class Raster {
  readonly rgb: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
  }

  /** Paints the whole picture `colour`. */
  fill(colour: Rgb): this {
    const { rgb } = this;
    rgb.set(colour, 0);
    for (let n = 3; n < rgb.length; n *= 2) rgb.copyWithin(n, 0, Math.min(n, rgb.length - n));
    return this;
  }

  /**
   * SVG's `linearGradient x1=0 y1=0 x2=1 y2=1` over the whole picture: the colour at (x, y) is `from` mixed
   * with `to` by (x/width + y/height) / 2, the gradient's box being the picture's.
   */
  diagonal(from: Rgb, to: Rgb): this {
    const { width: w, height: h, rgb } = this;
    for (let y = 0; y < h; y++) {
      const ty = (y + 0.5) / h;
      let o = y * w * 3;
      for (let x = 0; x < w; x++) {
        const t = ((x + 0.5) / w + ty) / 2;
        rgb[o++] = Math.round(from[0] + (to[0] - from[0]) * t);
        rgb[o++] = Math.round(from[1] + (to[1] - from[1]) * t);
        rgb[o++] = Math.round(from[2] + (to[2] - from[2]) * t);
      }
    }
    return this;
  }

  /** Fills a rectangle (rounded by `radius`) with `colour` at `opacity`, clipped to the picture. */
  box(x: number, y: number, w: number, h: number, colour: Rgb, opacity = 1, radius = 0): this {
    const r = Math.min(radius, w / 2, h / 2);
    if (r <= 0) return this.rect(x, y, w, h, colour, opacity);
    const cx = x + w / 2;
    const cy = y + h / 2;
    // Signed distance to a rounded box (negative inside): the square root only in the rounded corners.
    return this.shape(x, y, x + w, y + h, colour, opacity, (px, py) => {
      const qx = Math.abs(px - cx) - w / 2 + r;
      const qy = Math.abs(py - cy) - h / 2 + r;
      if (qx > 0 && qy > 0) return Math.sqrt(qx * qx + qy * qy) - r;
      return Math.max(qx, qy) - r;
    });
  }

  /** A square-cornered box: each pixel covered by the overlap of its row and column with the box's. */
  private rect(x: number, y: number, w: number, h: number, colour: Rgb, opacity: number): this {
    const overlap = (p: number, from: number, to: number) =>
      Math.max(0, Math.min(p + 1, to) - Math.max(p, from));
    const left = Math.max(0, Math.floor(x));
    const right = Math.min(this.width, Math.ceil(x + w));
    const top = Math.max(0, Math.floor(y));
    const bottom = Math.min(this.height, Math.ceil(y + h));
    for (let py = top; py < bottom; py++) {
      const rowCover = overlap(py, y, y + h) * opacity;
      for (let px = left; px < right; px++) this.blend(px, py, colour, overlap(px, x, x + w) * rowCover);
    }
    return this;
  }

  /** A circle of `colour` at `opacity`, clipped to the picture. */
  circle(cx: number, cy: number, r: number, colour: Rgb, opacity = 1): this {
    const inner = r > 1 ? (r - 1) * (r - 1) : 0;
    const outer = (r + 1) * (r + 1);
    return this.shape(cx - r, cy - r, cx + r, cy + r, colour, opacity, (px, py) => {
      const d2 = (px - cx) * (px - cx) + (py - cy) * (py - cy);
      if (d2 <= inner) return -1;
      if (d2 >= outer) return 1;
      return Math.sqrt(d2) - r;
    });
  }

  /** Blends `colour` into the pixels of the bounding box by the coverage `distance` gives each centre. */
  private shape(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    colour: Rgb,
    opacity: number,
    /** Signed distance from a pixel's centre to the shape's edge, negative inside. */
    distance: (px: number, py: number) => number,
  ): this {
    const left = Math.max(0, Math.floor(x0));
    const right = Math.min(this.width, Math.ceil(x1));
    const top = Math.max(0, Math.floor(y0));
    const bottom = Math.min(this.height, Math.ceil(y1));
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++) {
        const cover = Math.min(1, Math.max(0, 0.5 - distance(x + 0.5, y + 0.5)));
        this.blend(x, y, colour, cover * opacity);
      }
    return this;
  }

  /** Mixes `colour` into pixel (x, y) by `a` (0 leaves it, 1 replaces it). */
  private blend(x: number, y: number, colour: Rgb, a: number): void {
    if (a <= 0) return;
    const { rgb } = this;
    const o = (y * this.width + x) * 3;
    const b = Math.min(a, 1);
    rgb[o] = Math.round(rgb[o]! + (colour[0] - rgb[o]!) * b);
    rgb[o + 1] = Math.round(rgb[o + 1]! + (colour[1] - rgb[o + 1]!) * b);
    rgb[o + 2] = Math.round(rgb[o + 2]! + (colour[2] - rgb[o + 2]!) * b);
  }

  /** The picture as a PNG: rows unfiltered, which suits a diagonal gradient best (see `PngFilter`). */
  png(): Buffer {
    return encodePng(this.width, this.height, this.rgb, 'none');
  }
}
