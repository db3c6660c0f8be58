import { PDFDocument, rgb } from 'pdf-lib';
import { JOURNAL_MEDIA_DIR } from '../../domain/journals';
import { cjkFontBytes, cjkFontkit } from './cjkFont';

/**
 * The demo's PDFs, generated (design §6: the project makes its own media fixtures): the journals' 20-page
 * and 300-page reading guides and the works contest's handouts. Chinese like the rest of the demo, in an
 * embedded CJK font (subset: only the glyphs drawn), so pdf.js's text layer has real text to select;
 * deterministic (no dates, no producer stamp). Plus a file that is not a PDF at all, for the reader's
 * failed state.
 */
export const JOURNAL_FILES = { short: 'sample-20', long: 'sample-300', broken: 'broken' } as const;
export const JOURNAL_FILE_PAGES = { [JOURNAL_FILES.short]: 20, [JOURNAL_FILES.long]: 300 } as const;

/** The body of a file served as `.pdf` that is not one (the readers' 预览加载失败). */
export const NOT_A_PDF = '这不是 PDF 文件。\n';

const LINES = [
  '影像指南阅读笔记：适应证、检查技术与报告书写。',
  '低剂量CT扫描方案：在满足诊断的前提下尽可能降低辐射剂量。',
  '结构化报告写明病灶的性质、大小、位置与分类。',
  '对比剂使用：注射前评估肾功能与既往过敏反应。',
  '随访间隔取决于病灶的大小与密度。',
  '影像与病理结论不一致时，建议多学科会诊讨论。',
];

export const pageHeading = (n: number, pages: number) => `第 ${n} 页 / 共 ${pages} 页`;

export async function readingGuidePdf(pages: number, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(cjkFontkit);
  doc.setTitle(title);
  doc.setAuthor('医学影像研究院');
  doc.setLanguage('zh-CN');
  const font = await doc.embedFont(cjkFontBytes(), { subset: true });
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([595.28, 841.89]); // A4 in points
    page.drawText(pageHeading(n, pages), {
      x: 56,
      y: 770,
      size: 28,
      font,
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
    page.drawText(`图 ${n}：示意图（生成）`, {
      x: 70,
      y: 300,
      size: 12,
      font,
      color: rgb(0.4, 0.4, 0.4),
    });
  }
  return doc.save({ useObjectStreams: false });
}

/** The journals' reading guide's title, by its page count. */
export const journalGuideTitle = (pages: number) => `影像指南阅读材料（共 ${pages} 页）`;

let files: Promise<Map<string, Buffer>> | null = null;

/** Path (relative to /media/) → bytes of every journal file; generated once per process. */
export function journalMediaFiles(): Promise<Map<string, Buffer>> {
  files ??= (async () => {
    const map = new Map<string, Buffer>();
    for (const [id, pages] of Object.entries(JOURNAL_FILE_PAGES))
      map.set(
        `${JOURNAL_MEDIA_DIR}/${id}.pdf`,
        Buffer.from(await readingGuidePdf(pages, journalGuideTitle(pages))),
      );
    map.set(`${JOURNAL_MEDIA_DIR}/${JOURNAL_FILES.broken}.pdf`, Buffer.from(NOT_A_PDF));
    return map;
  })();
  return files;
}
