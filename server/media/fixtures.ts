import { CATEGORY_LABELS, courseCover, seedCourses, seedSlides, seedVideos, videoCover } from '../seed/home';
import { newsCover, seedNews } from '../seed/news';
import { SEED_AUTHORS } from '../seed/popsic';
import { trainingCover, trainingGroups, trainingVideos } from '../seed/training';
import { bannerPng, coverPng, PICTURE } from './pictures';
import type { MediaSource, MediaStore } from './store';
import { avatarSvg, qrSvg } from './svg';

/**
 * Path (relative to /media/) → file, for every picture the seed data refers to. The rule (decision 0086):
 * what stands for a photo (banners, covers, the institute's and the AI gallery's photos, the contest's
 * pictures) is a PNG, made when first asked for; what is drawn (QR codes, letter avatars, logos, icons, the
 * quiz's diagram) stays an SVG.
 */
export function mediaFixtures(): Map<string, MediaSource> {
  const files = new Map<string, MediaSource>();
  for (const s of seedSlides) files.set(s.img, () => bannerPng(s.title, PICTURE.homeBanner));
  seedNews
    .filter((n) => n.type === 1)
    .forEach((n, i) => files.set(newsCover(i), () => coverPng(n.title, '新闻动态')));
  seedVideos.forEach((x, i) =>
    files.set(videoCover(i), () => coverPng(x.topic, CATEGORY_LABELS[x.videoCategory] ?? '课程')),
  );
  seedCourses.forEach((c, i) => files.set(courseCover(i), () => coverPng(c.title, '系列课程')));
  trainingVideos.forEach((v, i) => {
    const group = trainingGroups.find((g) => g.dictValue === v.group)?.dictLabel ?? '培训课程';
    files.set(trainingCover(i), () => coverPng(v.topic, group));
  });
  files.set('qr/official-account.svg', qrSvg('医学影像研究院官方公众号'));
  files.set('qr/scan-login.svg', qrSvg('扫码登录'));
  files.set('avatar/default.svg', avatarSvg('医'));
  files.set('avatar/demo.svg', avatarSvg('演'));
  files.set('avatar/doctor.svg', avatarSvg('李'));
  for (const a of SEED_AUTHORS) files.set(a.avatar.replace(/^\/media\//, ''), avatarSvg(a.name.slice(0, 1)));
  return files;
}

/** Writes the fixtures (again) at startup: they are generated, so they always match the code. */
export async function writeMediaFixtures(store: MediaStore): Promise<number> {
  const files = mediaFixtures();
  await Promise.all([...files].map(([path, body]) => store.put(path, body)));
  return files.size;
}
