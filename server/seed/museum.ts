import { DEFAULT_BANNER_VENDOR } from '../../domain/museum';
import type { SeedStep } from './types';

/**
 * The museum's exhibitors (≥ 9, issue 13): the banner's vendor twice (the banner opens the first in list
 * order, the third card), one exhibitor without a VR hall, one without a logo. VR halls are external
 * addresses (example.com: the demo has no real VR site).
 */
type Exhibitor = [name: string, slug: string, views: number, vr: boolean, logo: boolean];

const ROWS: Exhibitor[] = [
  ['西门子医疗', 'siemens', 1280, true, true],
  ['GE医疗', 'ge', 964, true, true],
  [`${DEFAULT_BANNER_VENDOR} · 分子影像展厅`, 'uih-mi', 2315, true, true],
  ['飞利浦医疗', 'philips', 877, true, true],
  ['佳能医疗', 'canon', 512, true, true],
  ['东软医疗', 'neusoft', 433, true, true],
  ['迈瑞医疗', 'mindray', 356, true, true],
  [`${DEFAULT_BANNER_VENDOR} · CT与磁共振展厅`, 'uih-ct', 1890, true, true],
  ['安科医疗', 'anke', 128, false, true],
  ['深睿影像智能', 'deepwise', 0, true, false],
];

export const seedExhibitors = ROWS.map(([name, slug, viewCount, vr, logo]) => ({
  name,
  viewCount,
  logoPath: logo ? `museum/${slug}.svg` : '',
  vrUrl: vr ? `https://vr.example.com/hall/${slug}` : '',
}));

export const museumSeed: SeedStep = {
  name: '008_museum',
  async run(tx) {
    for (const [i, e] of seedExhibitors.entries()) {
      await tx.query(
        'INSERT INTO museum_exhibitors (name, logo, vr_url, view_count, sort) VALUES ($1, $2, $3, $4, $5)',
        [e.name, e.logoPath ? `/media/${e.logoPath}` : '', e.vrUrl, e.viewCount, i],
      );
    }
  },
};
