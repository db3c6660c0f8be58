import { escapeXml, FONT, hash } from '../media/svg';
import { seedExhibitors } from '../seed/museum';

/** An exhibitor's 240x120 logo: a coloured mark and the company's name. */
export function logoSvg(name: string): string {
  const hue = hash(name) % 360;
  const short = [...name.split(' · ')[0]!].slice(0, 6).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">` +
    `<rect width="240" height="120" fill="#fff"/>` +
    `<circle cx="48" cy="60" r="30" fill="hsl(${hue},60%,42%)"/><path d="M33 60h30M48 45v30" stroke="#fff" stroke-width="6"/>` +
    `<text x="90" y="70" font-family="${FONT}" font-size="${short.length > 4 ? 22 : 28}" font-weight="700" fill="hsl(${hue},55%,30%)">${escapeXml(short)}</text>` +
    `</svg>\n`
  );
}

/** Path (relative to /media/) → SVG text for every exhibitor logo of the museum seed. */
export function museumMediaFixtures(): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of seedExhibitors) if (e.logoPath) files.set(e.logoPath, logoSvg(e.name));
  return files;
}
