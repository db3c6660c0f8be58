import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { JOURNAL_MEDIA_DIR } from '../../domain/journals';

/**
 * The journals' PDFs, generated (design §6: the project makes its own media fixtures): a 20-page and a
 * 300-page reading guide, deterministic (no dates, no producer stamp), ASCII text in a standard font
 * (standard fonts have no CJK glyphs) so pdf.js's text layer has real text to select. Plus a file that
 * is not a PDF at all, for the reader's failed state.
 */
export const JOURNAL_FILES = { short: 'sample-20', long: 'sample-300', broken: 'broken' } as const;
export const JOURNAL_FILE_PAGES = { [JOURNAL_FILES.short]: 20, [JOURNAL_FILES.long]: 300 } as const;

const LINES = [
  'Imaging guideline reading notes: indications, technique and reporting.',
  'Low-dose CT protocols keep the dose as low as reasonably achievable.',
  'Structured reports name the finding, its size, its location and a category.',
  'Contrast media: screen renal function and prior reactions before injection.',
  'Follow-up intervals depend on the size and the density of the finding.',
  'Multidisciplinary review is advised where imaging and pathology disagree.',
];

export async function readingGuidePdf(pages: number, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([595.28, 841.89]); // A4 in points
    page.drawText(`Page ${n} / ${pages}`, {
      x: 56,
      y: 770,
      size: 28,
      font: bold,
      color: rgb(0.04, 0.33, 0.58),
    });
    page.drawText(title, { x: 56, y: 735, size: 14, font });
    LINES.forEach((line, i) => {
      page.drawText(`${n}.${i + 1}  ${LINES[(n + i) % LINES.length] ?? line}`, {
        x: 56,
        y: 690 - i * 22,
        size: 11,
        font,
      });
    });
    page.drawRectangle({
      x: 56,
      y: 120,
      width: 483,
      height: 380,
      borderColor: rgb(0.7, 0.7, 0.7),
      borderWidth: 1,
    });
    page.drawText(`Figure ${n}: schematic (generated)`, {
      x: 70,
      y: 300,
      size: 12,
      font,
      color: rgb(0.4, 0.4, 0.4),
    });
  }
  return doc.save({ useObjectStreams: false });
}

let files: Promise<Map<string, Buffer>> | null = null;

/** Path (relative to /media/) → bytes of every journal file; generated once per process. */
export function journalMediaFiles(): Promise<Map<string, Buffer>> {
  files ??= (async () => {
    const map = new Map<string, Buffer>();
    for (const [id, pages] of Object.entries(JOURNAL_FILE_PAGES))
      map.set(
        `${JOURNAL_MEDIA_DIR}/${id}.pdf`,
        Buffer.from(await readingGuidePdf(pages, `Reading guide (${pages} pages)`)),
      );
    map.set(`${JOURNAL_MEDIA_DIR}/${JOURNAL_FILES.broken}.pdf`, Buffer.from('This is not a PDF file.\n'));
    return map;
  })();
  return files;
}
