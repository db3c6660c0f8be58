import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * Noto Sans SC (SIL Open Font License 1.1), from the `@expo-google-fonts/noto-sans-sc` package: the
 * generated demo PDFs are Chinese, and pdf-lib's standard fonts have no CJK glyphs. The 10 MB font is read
 * and parsed once per process (its shaping caches stay warm from one PDF to the next); each PDF embeds
 * only the glyphs it draws (`embedFont(…, { subset: true })`), so a PDF stays small.
 */
const FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type Subset = ReturnType<Font['createSubset']>;

let bytes: Buffer | null = null;
/** The font file's bytes, read once per process. */
export const cjkFontBytes = () => (bytes ??= readFileSync(createRequire(import.meta.url).resolve(FONT)));

type BufferClass = { alloc(size: number): Uint8Array };

/** The subset's private glyph writer (`@pdf-lib/fontkit` 1.1.1, TTFSubset). */
type TtfSubset = Subset & {
  _addGlyph(gid: number): number;
  glyf: Uint8Array[];
  offset: number;
};

/**
 * `@pdf-lib/fontkit` 1.1.1 writes a small subset's `loca` in the short format (offsets halved) without
 * padding the glyph records to an even length: after an odd-length record every later glyph is read a
 * byte off and draws nothing (pdf-lib issue 1232; fixed upstream in fontkit 1.8, not in pdf-lib's fork).
 * Padding each record to an even length keeps every offset exact in either format.
 */
function evenGlyphRecords(subset: Subset): Subset {
  const s = subset as TtfSubset;
  if (typeof s._addGlyph !== 'function') return subset; // a CFF font: no loca
  const addGlyph = s._addGlyph.bind(s);
  s._addGlyph = (gid) => {
    const index = addGlyph(gid);
    const record = s.glyf[index]!;
    if (record.length % 2 === 1) {
      // fontkit's own Buffer class (its encoder accepts no other): a zero byte after the record.
      const padded = (record.constructor as unknown as BufferClass).alloc(record.length + 1);
      padded.set(record);
      s.glyf[index] = padded;
      s.offset += 1;
    }
    return index;
  };
  return subset;
}

const parsed = new WeakMap<Uint8Array, Font>();

/**
 * pdf-lib's fontkit, parsing a given font's bytes once (pdf-lib would parse them for every PDF) and
 * writing subsets whose glyphs all draw.
 */
export const cjkFontkit: Fontkit = {
  create(data, postscriptName) {
    let font = parsed.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      const createSubset = font.createSubset.bind(font);
      font.createSubset = () => evenGlyphRecords(createSubset());
      parsed.set(data, font);
    }
    return font;
  },
};
