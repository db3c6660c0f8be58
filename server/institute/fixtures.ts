import { hsl, Raster, type Rgb } from '../media/raster';
import type { MediaSource } from '../media/store';
import { avatarSvg, hash } from '../media/svg';
import { INSTITUTE_IMAGE, instituteImage, PHOTO, seedGallery, seedTeam, teamAvatar } from '../seed/institute';

/**
 * A conference "photo": a stage, a screen with a slide, rows of audience heads. Drawn in a 1200x800 box
 * scaled to `w`×`h`; the thumbnail is the same drawing without the audience detail. A PNG (decision 0086):
 * the slide's title is two translucent bars, a raster encoder having no fonts.
 */
export function photoPng(title: string, w: number, h: number, detail: boolean): Buffer {
  const hue = hash(title) % 360;
  const s = w / 1200;
  const r = new Raster(w, h)
    .fill(hsl(hue, 35, 16))
    .box(150 * s, 90 * s, 900 * s, 420 * s, hsl(hue, 60, 45), 1, 12 * s)
    .box(330 * s, 220 * s, 540 * s, 70 * s, WHITE, 0.85, 8 * s)
    .box(420 * s, 330 * s, 360 * s, 40 * s, WHITE, 0.6, 6 * s)
    .box(0, 560 * s, w, 240 * s, hsl(hue, 25, 10));
  if (detail)
    for (let row = 0; row < 3; row++)
      for (let x = 40 + row * 30; x < 1200; x += 90)
        r.circle(x * s, (640 + row * 60) * s, 26 * s, hsl(hue + 200, 20, 18 + row * 6));
  return r.png();
}

const WHITE: Rgb = [255, 255, 255];

/**
 * Path (relative to /media/) → file for every picture the institute seed refers to: the campus and the AI
 * gallery's photos as PNGs made when first asked for, the team's letter avatars as SVGs (decision 0086).
 */
export function instituteMediaFixtures(): Map<string, MediaSource> {
  const files = new Map<string, MediaSource>();
  files.set(instituteImage, () =>
    photoPng('医学影像研究院', INSTITUTE_IMAGE.width, INSTITUTE_IMAGE.height, false),
  );
  seedTeam.forEach(([name], i) => {
    const path = teamAvatar(i);
    if (path) files.set(path, avatarSvg([...name][0]!));
  });
  for (const p of seedGallery) {
    files.set(p.img, () => photoPng(p.title, PHOTO.width, PHOTO.height, true));
    files.set(p.thumb, () => photoPng(p.title, PHOTO.thumbWidth, PHOTO.thumbHeight, false));
  }
  return files;
}
