import { bannerPng, coverPng, PICTURE } from '../media/pictures';
import type { MediaSource } from '../media/store';
import { coverSvg, qrSvg } from '../media/svg';
import {
  BANNER_CATEGORIES,
  bannerPath,
  EDU_CATEGORY_LABELS,
  eduCover,
  eduSeedVideos,
  groupQr,
  questionImage,
} from '../seed/education';

/**
 * Path (relative to /media/) → file for every picture the education seed refers to: covers and banners as
 * PNGs made when first asked for, the group QR codes and the quiz's diagram (a labelled figure) as SVGs
 * (decision 0086).
 */
export function educationMediaFixtures(): Map<string, MediaSource> {
  const files = new Map<string, MediaSource>();
  for (const v of eduSeedVideos) {
    files.set(eduCover(v.id), () => coverPng(v.topic, EDU_CATEGORY_LABELS[v.category] ?? '课程'));
    files.set(groupQr(v.id), qrSvg(`学习群 ${v.id}`));
  }
  for (const c of BANNER_CATEGORIES) {
    const label = EDU_CATEGORY_LABELS[c] ?? '医师之家';
    let png: Buffer | undefined; // the three positions show the same picture: made once
    for (const pos of ['full', 'left', 'right'])
      files.set(bannerPath(c, pos), () => (png ??= bannerPng(label, PICTURE.eduBanner)));
  }
  files.set(questionImage, coverSvg('肺结节示意图', '题目配图'));
  return files;
}
