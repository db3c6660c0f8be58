import { aiSessionLabel } from '../../domain/gallery';
import { avatarSvg, escapeXml, hash } from '../media/svg';
import { INSTITUTE_IMAGE, instituteImage, PHOTO, seedGallery, seedTeam, teamAvatar } from '../seed/institute';

export const FONT = "'Noto Sans CJK SC','Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

/**
 * A conference "photo": a stage, a screen with the title, rows of audience heads. Drawn in a
 * 1200x800 box; the thumbnail is the same drawing without the audience detail, at 360x240.
 */
export function photoSvg(title: string, label: string, w: number, h: number, detail: boolean): string {
  const hue = hash(title) % 360;
  const heads: string[] = [];
  if (detail)
    for (let row = 0; row < 3; row++)
      for (let x = 40 + row * 30; x < 1200; x += 90)
        heads.push(
          `<circle cx="${x}" cy="${640 + row * 60}" r="26" fill="hsl(${(hue + 200) % 360},20%,${18 + row * 6}%)"/>`,
        );
  const body =
    `<rect width="1200" height="800" fill="hsl(${hue},35%,16%)"/>` +
    `<rect x="150" y="90" width="900" height="420" rx="12" fill="hsl(${hue},60%,45%)"/>` +
    `<text x="600" y="280" text-anchor="middle" font-family="${FONT}" font-size="${detail ? 60 : 72}" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
    `<text x="600" y="370" text-anchor="middle" font-family="${FONT}" font-size="40" fill="#fff" fill-opacity="0.85">${escapeXml(label)}</text>` +
    `<rect y="560" width="1200" height="240" fill="hsl(${hue},25%,10%)"/>` +
    heads.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1200 800">${body}</svg>\n`;
}

/** Path (relative to /media/) → SVG text for every picture the institute seed refers to. */
export function instituteMediaFixtures(): Map<string, string> {
  const files = new Map<string, string>();
  files.set(
    instituteImage,
    photoSvg('医学影像研究院', '学术中心', INSTITUTE_IMAGE.width, INSTITUTE_IMAGE.height, false),
  );
  seedTeam.forEach(([name], i) => {
    const path = teamAvatar(i);
    if (path) files.set(path, avatarSvg([...name][0]!));
  });
  for (const p of seedGallery) {
    const label = aiSessionLabel(p.session);
    files.set(p.img, photoSvg(p.title, label, PHOTO.width, PHOTO.height, true));
    files.set(p.thumb, photoSvg(p.title, label, PHOTO.thumbWidth, PHOTO.thumbHeight, false));
  }
  return files;
}
