import { NOT_A_PDF, readingGuidePdf } from '../journals/pdf';
import { bannerPng, coverPng, PICTURE } from '../media/pictures';
import { samplePicturePng } from '../media/png';
import type { MediaSource } from '../media/store';
import { escapeXml, hash } from '../media/svg';
import {
  BANNER_TYPES,
  POPSIC_PDF,
  POPSIC_PICTURES,
  POPSIC_UNTYPED_FILE,
  popsicBanner,
  popsicPicture,
  seedCategories,
  seedLectures,
  seedWorks,
} from '../seed/popsic';
import { POPSIC_EPOCHS } from '../../domain/popsic';

/** `/media/x/y` → `x/y` (the media store's paths are relative to /media/). */
const rel = (url: string) => url.replace(/^\/media\//, '');

/** A 64×64 round category icon with the label's first character. */
function iconSvg(label: string): string {
  const hue = hash(label) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="hsl(${hue},55%,45%)"/>` +
    `<text x="32" y="42" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#fff">${escapeXml([...label][0] ?? '')}</text>` +
    `</svg>\n`
  );
}

let files: Promise<Map<string, MediaSource>> | null = null;

/**
 * Path (relative to /media/) → every file the contest's seed refers to: the covers and banners (PNGs made
 * when first asked for, decision 0086), the category icons (SVG), the pictures (PNG, 000 §2.3 tells
 * pictures by extension), the PDFs (12 and 3 pages, and one that is not a PDF) and a file of no known type.
 * The videos are the education ones (Range served). Generated once per process.
 */
export function popsicMediaFiles(): Promise<Map<string, MediaSource>> {
  files ??= (async () => {
    const map = new Map<string, MediaSource>();
    for (let n = 0; n < POPSIC_PICTURES; n++)
      map.set(rel(popsicPicture(n)), samplePicturePng((n * 47) % 360, n * 131));
    map.set(rel(POPSIC_PDF.long), Buffer.from(await readingGuidePdf(12, '医学影像科普讲义（共 12 页）')));
    map.set(rel(POPSIC_PDF.short), Buffer.from(await readingGuidePdf(3, '医学影像科普讲义（共 3 页）')));
    map.set(rel(POPSIC_PDF.broken), NOT_A_PDF);
    map.set(rel(POPSIC_UNTYPED_FILE), '作品说明（无预览类型）\n');
    const labels = new Map(seedCategories.map((c) => [c.icon, c.label]));
    for (const [icon, label] of labels) map.set(rel(icon), iconSvg(label));
    for (const w of seedWorks) map.set(rel(w.coverUrl), () => coverPng(w.title, '科普作品'));
    for (const l of seedLectures) map.set(rel(l.coverUrl), () => coverPng(l.title, '科普微课'));
    for (const epoch of POPSIC_EPOCHS)
      for (const type of BANNER_TYPES)
        map.set(rel(popsicBanner(epoch, type)), () =>
          bannerPng(type === 'pc' ? `${epoch} 科普作品大赛` : '科普微课', PICTURE.popsicBanner),
        );
    return map;
  })();
  return files;
}
