/** Small SVG pictures drawn from code, so the project ships no binary fixtures. */

export const FONT = "'Noto Sans CJK SC','Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

export const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A stable number from a string (FNV-1a), for colours and patterns. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

const gradient = (id: string, hue: number) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="hsl(${hue},62%,34%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},58%,52%)"/>` +
  `</linearGradient></defs>`;

/** A 1920x500 home banner with a Chinese title. */
export function bannerSvg(title: string, subtitle: string): string {
  const hue = hash(title) % 360;
  return svg(
    1920,
    500,
    gradient('g', hue) +
      `<rect width="1920" height="500" fill="url(#g)"/>` +
      `<circle cx="1620" cy="120" r="260" fill="#fff" fill-opacity="0.08"/>` +
      `<circle cx="1780" cy="430" r="180" fill="#fff" fill-opacity="0.06"/>` +
      `<circle cx="260" cy="520" r="220" fill="#fff" fill-opacity="0.05"/>` +
      `<text x="960" y="235" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
      `<text x="960" y="320" text-anchor="middle" font-family="${FONT}" font-size="40" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>`,
  );
}

/** Breaks a title into lines of at most `n` characters (CJK text has no spaces to break at). */
function lines(text: string, n: number, max: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < max; i += n) out.push(chars.slice(i, i + n).join(''));
  if (chars.length > n * max) out[max - 1] = `${[...out[max - 1]!].slice(0, n - 1).join('')}…`;
  return out;
}

/** A 400x225 cover (news, courses, videos) with a label and the title. */
export function coverSvg(title: string, label: string): string {
  const hue = hash(title + label) % 360;
  const text = lines(title, 13, 2)
    .map(
      (l, i) =>
        `<text x="24" y="${132 + i * 36}" font-family="${FONT}" font-size="26" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return svg(
    400,
    225,
    gradient('g', hue) +
      `<rect width="400" height="225" fill="url(#g)"/>` +
      `<circle cx="340" cy="40" r="90" fill="#fff" fill-opacity="0.1"/>` +
      `<rect x="24" y="28" rx="4" width="${[...label].length * 18 + 20}" height="32" fill="#fff" fill-opacity="0.22"/>` +
      `<text x="34" y="51" font-family="${FONT}" font-size="18" fill="#fff">${escapeXml(label)}</text>` +
      text,
  );
}

/** A QR-like square (not a readable code): finder patterns plus a pattern drawn from `seed`. */
export function qrSvg(seed: string, size = 258): string {
  const n = 25;
  const cell = size / (n + 2);
  let state = hash(seed) || 1;
  const rnd = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  const rects: string[] = [];
  const dot = (x: number, y: number, w = 1, h = 1, fill = '#111') =>
    rects.push(
      `<rect x="${((x + 1) * cell).toFixed(2)}" y="${((y + 1) * cell).toFixed(2)}" width="${(w * cell).toFixed(2)}" height="${(h * cell).toFixed(2)}" fill="${fill}"/>`,
    );
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (!inFinder(x, y) && rnd() < 0.48) dot(x, y);
  for (const [fx, fy] of [
    [0, 0],
    [n - 7, 0],
    [0, n - 7],
  ] as const) {
    dot(fx, fy, 7, 7);
    dot(fx + 1, fy + 1, 5, 5, '#fff');
    dot(fx + 2, fy + 2, 3, 3);
  }
  return svg(size, size, `<rect width="${size}" height="${size}" fill="#fff"/>${rects.join('')}`);
}

/** A round avatar with one character. */
export function avatarSvg(character: string): string {
  const hue = hash(character) % 360;
  return svg(
    128,
    128,
    `<circle cx="64" cy="64" r="64" fill="hsl(${hue},45%,48%)"/>` +
      `<text x="64" y="82" text-anchor="middle" font-family="${FONT}" font-size="52" fill="#fff">${escapeXml(character)}</text>`,
  );
}
