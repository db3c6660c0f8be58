import { NOT_A_PDF, readingGuidePdf } from '../journals/pdf';
import { samplePicturePng } from '../media/png';
import { bannerSvg, coverSvg, escapeXml, hash } from '../media/svg';
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

let files: Promise<Map<string, Buffer | string>> | null = null;

/**
 * Path (relative to /media/) → bytes of every file the contest's seed refers to: covers, icons and
 * banners (SVG), the pictures (PNG, 000 §2.3 tells pictures by extension), the PDFs (12 and 3 pages, and
 * one that is not a PDF) and a file of no known type. The videos are the education ones (Range served).
 * Generated once per process.
 */
export function popsicMediaFiles(): Promise<Map<string, Buffer | string>> {
  files ??= (async () => {
    const map = new Map<string, Buffer | string>();
    for (let n = 0; n < POPSIC_PICTURES; n++)
      map.set(rel(popsicPicture(n)), samplePicturePng((n * 47) % 360, n * 131));
    map.set(rel(POPSIC_PDF.long), Buffer.from(await readingGuidePdf(12, '医学影像科普讲义（共 12 页）')));
    map.set(rel(POPSIC_PDF.short), Buffer.from(await readingGuidePdf(3, '医学影像科普讲义（共 3 页）')));
    map.set(rel(POPSIC_PDF.broken), NOT_A_PDF);
    map.set(rel(POPSIC_UNTYPED_FILE), '作品说明（无预览类型）\n');
    const labels = new Map(seedCategories.map((c) => [c.icon, c.label]));
    for (const [icon, label] of labels) map.set(rel(icon), iconSvg(label));
    for (const w of seedWorks) map.set(rel(w.coverUrl), coverSvg(w.title, '科普作品'));
    for (const l of seedLectures) map.set(rel(l.coverUrl), coverSvg(l.title, '科普微课'));
    for (const epoch of POPSIC_EPOCHS)
      for (const type of BANNER_TYPES)
        map.set(
          rel(popsicBanner(epoch, type)),
          bannerSvg(type === 'pc' ? `${epoch} 科普作品大赛` : '科普微课', '医学影像科普 · 医学影像研究院'),
        );
    return map;
  })();
  return files;
}
