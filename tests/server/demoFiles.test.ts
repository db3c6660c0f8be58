import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { cjkFontBytes } from '../../server/journals/cjkFont';
import { JOURNAL_FILE_PAGES, journalMediaFiles } from '../../server/journals/pdf';
import { educationMediaFixtures } from '../../server/education/fixtures';
import { expertMediaFixtures } from '../../server/experts/fixtures';
import { instituteMediaFixtures } from '../../server/institute/fixtures';
import { mediaFixtures } from '../../server/media/fixtures';
import { museumMediaFixtures } from '../../server/museum/fixtures';
import { popsicMediaFiles } from '../../server/popsic/media';

/**
 * Every generated demo file a user can open is Chinese, like the interface (issue 31): the PDFs' text
 * and metadata, the SVG pictures' captions, the text files. Latin letters are allowed only as upper-case
 * acronyms (CT, MRI, PDF), never as English words.
 */
const ENGLISH_WORD = /[A-Za-z]*[a-z][A-Za-z]*|[A-Z]{5,}/g;
const englishWords = (text: string) => text.match(ENGLISH_WORD) ?? [];
const HAN = /\p{Script=Han}/u;
/** Each page's heading, which the e2e reader tests look for too. */
const pageHeading = (n: number, pages: number) => `第 ${n} 页 / 共 ${pages} 页`;

async function pdfText(bytes: Buffer, pages?: number[]) {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (const n of pages ?? Array.from({ length: doc.numPages }, (_, i) => i + 1)) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  const info = (await doc.getMetadata()).info as { Title?: unknown; Author?: unknown };
  const result = { numPages: doc.numPages, texts, info };
  await doc.destroy();
  return result;
}

/** The user-visible text of a generated file: an SVG's `<text>` contents, a text file whole. */
const svgText = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
/** Proper names the seed's Chinese titles quote (a journal's name), not English text; a cover wraps them. */
const PROPER_NAMES = ['Radiology'];
const properName = (word: string) => PROPER_NAMES.some((name) => name.includes(word));

describe('the demo PDFs are Chinese', () => {
  it('the journals’ reading guides: every page headed in Chinese, no English word, Chinese title', async () => {
    const files = await journalMediaFiles();
    for (const [id, pages] of Object.entries(JOURNAL_FILE_PAGES)) {
      const bytes = files.get(`journals/${id}.pdf`)!;
      const sample = pages > 20 ? [1, 2, pages - 1, pages] : undefined;
      const { numPages, texts, info } = await pdfText(bytes, sample);
      expect(numPages).toBe(pages);
      (sample ?? texts.map((_, i) => i + 1)).forEach((n, i) => {
        expect(texts[i]).toContain(pageHeading(n, pages));
        expect(texts[i]).toMatch(HAN);
        expect(englishWords(texts[i]!)).toEqual([]);
      });
      expect(String(info.Title)).toMatch(HAN);
      expect(englishWords(`${String(info.Title)} ${String(info.Author)}`)).toEqual([]);
      // Subset: the font carries only the glyphs drawn, so even 300 pages stay small.
      expect(bytes.length).toBeLessThan(pages * 6_000 + 60_000);
    }
    const broken = files.get('journals/broken.pdf')!.toString();
    expect(englishWords(broken)).toEqual([]);
  });

  it('the works contest’s handouts (12 and 3 pages) and its broken file', async () => {
    const files = await popsicMediaFiles();
    for (const [path, pages] of [
      ['popsic/guide-12.pdf', 12],
      ['popsic/guide-3.pdf', 3],
    ] as const) {
      const { numPages, texts, info } = await pdfText(files.get(path) as Buffer);
      expect(numPages).toBe(pages);
      texts.forEach((text, i) => {
        expect(text).toContain(pageHeading(i + 1, pages));
        expect(englishWords(text)).toEqual([]);
      });
      expect(String(info.Title)).toMatch(HAN);
      expect(englishWords(String(info.Title))).toEqual([]);
    }
    expect(englishWords(String(files.get('popsic/broken.pdf')))).toEqual([]);
  });
});

/**
 * The glyphs a PDF's embedded subset font draws, each beside the same character's glyph in the full font
 * (by the ToUnicode map), as SVG paths: a subset glyph read from the wrong place draws
 * nothing or garbage although pdf.js still extracts its text.
 */
async function embeddedGlyphs(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const dicts = doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => (o instanceof PDFRawStream ? o.dict : o))
    .filter((o): o is PDFDict => o instanceof PDFDict);
  const stream = (dict: PDFDict | undefined, key: string) => {
    const found = doc.context.lookup(dict?.get(PDFName.of(key)));
    if (!(found instanceof PDFRawStream)) throw new Error(`no ${key} stream`);
    return decodePDFRawStream(found).decode();
  };
  const type = (d: PDFDict) => d.get(PDFName.of('Type'));
  const subset = fontkit.create(
    stream(
      dicts.find((d) => type(d) === PDFName.of('FontDescriptor')),
      'FontFile2',
    ),
  );
  const cmap = Buffer.from(
    stream(
      dicts.find((d) => d.has(PDFName.of('ToUnicode'))),
      'ToUnicode',
    ),
  ).toString('latin1');
  const full = fontkit.create(cjkFontBytes());
  return [...cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})>/gi)].map(([, gid, unicode]) => {
    const char = String.fromCodePoint(parseInt(unicode!, 16));
    const outline = (glyph: ReturnType<typeof full.getGlyph>) => glyph.path.toSVG();
    const own = outline(subset.getGlyph(parseInt(gid!, 16)));
    return { char, drawn: own !== '', same: own === outline(full.glyphForCodePoint(char.codePointAt(0)!)) };
  });
}

describe('the demo PDFs draw their Chinese', () => {
  it('every character’s glyph in the embedded subset is the font’s own', async () => {
    const files = await popsicMediaFiles();
    const glyphs = await embeddedGlyphs(files.get('popsic/guide-3.pdf') as Buffer);
    expect(glyphs.length).toBeGreaterThan(40);
    expect(glyphs.filter((g) => !g.same)).toEqual([]);
    expect(glyphs.filter((g) => g.char.trim() && !g.drawn)).toEqual([]);
  });
});

describe('the other generated demo files are Chinese', () => {
  it('SVG captions and text files of every area (portal, education, institute, experts, museum, works)', async () => {
    const svgs = [
      mediaFixtures,
      educationMediaFixtures,
      instituteMediaFixtures,
      expertMediaFixtures,
      museumMediaFixtures,
    ];
    const texts: [string, string][] = svgs.flatMap((fixtures) =>
      [...fixtures()].flatMap(([p, svg]): [string, string][] =>
        p.endsWith('.svg') ? [[p, svgText(String(svg))]] : [],
      ),
    );
    for (const [p, body] of await popsicMediaFiles()) {
      if (p.endsWith('.svg')) texts.push([p, svgText(String(body))]);
      else if (p.endsWith('.txt')) texts.push([p, String(body)]);
    }
    expect(texts.length).toBeGreaterThan(120); // the SVGs left (decision 0086: QR codes, avatars, logos, icons)
    for (const [p, text] of texts)
      expect({ p, words: englishWords(text).filter((w) => !properName(w)) }).toEqual({ p, words: [] });
  });
});
