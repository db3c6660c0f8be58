import { bannerSvg, coverSvg, qrSvg } from '../media/svg';
import {
  BANNER_CATEGORIES,
  bannerPath,
  EDU_CATEGORY_LABELS,
  eduCover,
  eduSeedVideos,
  groupQr,
  questionImage,
} from '../seed/education';

/** Path (relative to /media/) → SVG text for every picture the education seed refers to. */
export function educationMediaFixtures(): Map<string, string> {
  const files = new Map<string, string>();
  for (const v of eduSeedVideos) {
    files.set(eduCover(v.id), coverSvg(v.topic, EDU_CATEGORY_LABELS[v.category] ?? '课程'));
    files.set(groupQr(v.id), qrSvg(`学习群 ${v.id}`));
  }
  for (const c of BANNER_CATEGORIES) {
    const label = EDU_CATEGORY_LABELS[c] ?? '医师之家';
    for (const pos of ['full', 'left', 'right'])
      files.set(bannerPath(c, pos), bannerSvg(label, '医师之家 · 医学影像研究院'));
  }
  files.set(questionImage, coverSvg('肺结节示意图', '题目配图'));
  return files;
}
