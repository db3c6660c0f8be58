import { hash } from './svg';
import { hsl, Raster, type Rgb } from './raster';

/**
 * The demo's photo-like pictures as PNGs (decision 0086): the design of `bannerSvg` and `coverSvg` (the
 * title's hue, a diagonal two-colour gradient, soft white circles, the label's translucent box) without
 * their text. A browser decodes a PNG off the main thread; each SVG shown with `<img>` cost it an SVG
 * document built on the main thread (issue 32's blocking time).
 */

/** Sizes, each the largest the pages show it at (and the shape their `<img width height>` give). */
export const PICTURE = {
  /** Home slides: the carousel's 1200×400 box (`HomeBanner`). */
  homeBanner: { width: 1200, height: 400 },
  /** Education category banners: the portal's 1920×500 shape, the page at most 1200 wide and 320 tall. */
  eduBanner: { width: 1152, height: 300 },
  /** The contest's banner: `PopsicHomeView`'s 1200×300. */
  popsicBanner: { width: 1200, height: 300 },
  /** News, course, video, training and contest covers (16:9, as the SVG covers were). */
  cover: { width: 400, height: 225 },
} as const;

export interface Size {
  readonly width: number;
  readonly height: number;
}

const WHITE: Rgb = [255, 255, 255];
const gradient = (hue: number): [Rgb, Rgb] => [hsl(hue, 62, 34), hsl(hue + 40, 58, 52)];

/** A banner: `bannerSvg`'s gradient and three circles (drawn for 1920×500, placed by width, sized by height). */
export function bannerPng(title: string, { width, height }: Size): Buffer {
  const x = (v: number) => (v / 1920) * width;
  const s = height / 500;
  return new Raster(width, height)
    .diagonal(...gradient(hash(title) % 360))
    .circle(x(1620), 120 * s, 260 * s, WHITE, 0.08)
    .circle(x(1780), 430 * s, 180 * s, WHITE, 0.06)
    .circle(x(260), 520 * s, 220 * s, WHITE, 0.05)
    .png();
}

/** A cover: `coverSvg`'s gradient, circle and label box (as wide as the label was), no title. */
export function coverPng(title: string, label: string, { width, height }: Size = PICTURE.cover): Buffer {
  const s = Math.min(width / 400, height / 225);
  return new Raster(width, height)
    .diagonal(...gradient(hash(title + label) % 360))
    .circle((340 / 400) * width, 40 * s, 90 * s, WHITE, 0.1)
    .box(24 * s, 28 * s, ([...label].length * 18 + 20) * s, 32 * s, WHITE, 0.22, 4 * s)
    .png();
}
