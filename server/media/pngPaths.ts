import { educationMediaFixtures } from '../education/fixtures';
import { instituteMediaFixtures } from '../institute/fixtures';
import { popsicMediaFiles } from '../popsic/media';
import type { SeedStep } from '../seed/types';
import { mediaFixtures } from './fixtures';

/**
 * The generated pictures that were SVGs before decision 0086 and are PNGs since: `/media/x.svg` →
 * `/media/x.png` for every PNG the areas generate (a PNG that never had an SVG, the contest's pictures, maps
 * a name no row holds).
 */
export async function pngRenames(): Promise<Map<string, string>> {
  const paths = [
    ...mediaFixtures().keys(),
    ...educationMediaFixtures().keys(),
    ...instituteMediaFixtures().keys(),
    ...(await popsicMediaFiles()).keys(),
  ];
  return new Map(
    paths
      .filter((p) => p.endsWith('.png'))
      .map((p) => [`/media/${p.replace(/\.png$/, '.svg')}`, `/media/${p}`]),
  );
}

/** Columns the seed wrote a picture's address to (table, column; each table has an `id`). */
const URL_COLUMNS = [
  ['slideshows', 'img_url'],
  ['news', 'img_url'],
  ['youth_videos', 'video_cover_url'],
  ['courses', 'img_url'],
  ['training_videos', 'video_cover_url'],
  ['youth_banners', 'url'],
  ['ai_gallery', 'img_url'],
  ['ai_gallery', 'thumb_url'],
  ['popsic_works', 'cover_url'],
  ['popsic_lectures', 'cover_url'],
  ['popsic_banners', 'img_url'],
  ['search_items', 'cover_url'],
] as const;

/** Rich text the seed put a picture into (`<img src="/media/…svg">`). */
const HTML_COLUMNS = [
  ['news', 'content'],
  ['institute_info', 'content'],
  ['youth_videos', 'description'],
] as const;

const MEDIA_SVG = /\/media\/[\w/.-]+?\.svg/g;

/**
 * Points a database seeded before decision 0086 at the PNGs: every address above that names one of the
 * pictures now generated as a PNG, whole or inside rich text. Anything else (avatars, QR codes, logos, an
 * address a user gave) is left as it is; a fresh database holds no such address, so the step changes nothing.
 */
export const mediaPngSeed: SeedStep = {
  name: 'mediaPngPictures',
  async run(tx) {
    const renames = await pngRenames();
    const from = [...renames.keys()];
    const to = [...renames.values()];
    for (const [table, column] of URL_COLUMNS)
      await tx.query(
        `UPDATE ${table} SET ${column} = m.png FROM unnest($1::text[], $2::text[]) AS m(svg, png)
         WHERE ${table}.${column} = m.svg`,
        [from, to],
      );
    for (const [table, column] of HTML_COLUMNS) {
      const { rows } = await tx.query<{ id: number; html: string }>(
        `SELECT id, ${column} AS html FROM ${table} WHERE ${column} LIKE '%/media/%.svg%'`,
      );
      for (const { id, html } of rows) {
        const changed = html.replace(MEDIA_SVG, (url) => renames.get(url) ?? url);
        if (changed !== html)
          await tx.query(`UPDATE ${table} SET ${column} = $1 WHERE id = $2`, [changed, id]);
      }
    }
  },
};
