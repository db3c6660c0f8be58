/** The type-by-content rule of uploads (server/uploads/content.ts, decision 0049), row by row. */
import { describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES } from '../../domain/submission';
import { loadConfig } from '../../server/config';
import { cleanFileName, HEAD_BYTES, judgeContent, nameIsAccepted } from '../../server/uploads/content';
import { uploadMsg } from '../../src/text/upload';
import {
  DOCX_BYTES,
  MP4_HEAD,
  patternSlice,
  PDF_HEAD,
  PNG_HEAD,
  PPT_BYTES,
  PPTX_BYTES,
  ZIP_BYTES,
} from './uploadSupport';

const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1');
/** An MP4 whose major brand is M4V (iTunes video). */
const M4V = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypM4V \x00\x00\x00\x01M4V isom', 'latin1'),
]);
/** QuickTime (brand `qt  `) and audio-only MP4 (`M4A `) are not what the portal takes. */
const MOV = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  \x00\x00\x00\x00qt  ', 'latin1'),
]);
const M4A = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypM4A \x00\x00\x00\x00M4A isom', 'latin1'),
]);
const TEXT = Buffer.from('只是一段文字，不是任何文件格式。');
const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(4000, 0)]);

describe('judgeContent', () => {
  const accepted: Array<[string, Buffer, string, string]> = [
    ['a.jpg', JPEG, 'jpg', 'image/jpeg'],
    ['a.JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['a.png', PNG_HEAD, 'png', 'image/png'],
    ['a.gif', GIF, 'gif', 'image/gif'],
    ['a.mp4', MP4_HEAD, 'mp4', 'video/mp4'],
    ['a.mp4', patternSlice(0, 5000), 'mp4', 'video/mp4'],
    ['a.m4v', M4V, 'mp4', 'video/mp4'],
    ['a.mp4', M4V, 'mp4', 'video/mp4'],
    ['讲义.pdf', PDF_HEAD, 'pdf', 'application/pdf'],
    // 002 §5: the med-speech campaign's slides (decision 0052).
    [
      '演讲.pptx',
      PPTX_BYTES,
      'pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['演讲.PPT', PPT_BYTES, 'ppt', 'application/vnd.ms-powerpoint'],
  ];
  it.each(accepted)('%s with its own content is stored as .%s', async (name, head, ext, mime) => {
    expect(await judgeContent(name, pad(head))).toEqual({ ok: true, kind: { ext, mime } });
  });

  const mismatched: Array<[string, Buffer, string]> = [
    ['photo.png', TEXT, 'png'],
    ['photo.png', JPEG, 'png'],
    ['photo.jpg', PNG_HEAD, 'jpg'],
    ['clip.mp4', PDF_HEAD, 'mp4'],
    ['clip.mp4', MOV, 'mp4'],
    ['clip.mp4', M4A, 'mp4'],
    ['doc.pdf', MP4_HEAD, 'pdf'],
    ['anim.gif', Buffer.alloc(0), 'gif'],
    // Slides must be slides: a Word document, a plain zip, a PDF named .pptx; a .pptx named .ppt and
    // the other way round.
    ['slides.pptx', DOCX_BYTES, 'pptx'],
    ['slides.pptx', ZIP_BYTES, 'pptx'],
    ['slides.pptx', PDF_HEAD, 'pptx'],
    ['slides.ppt', PPTX_BYTES, 'ppt'],
    ['slides.pptx', PPT_BYTES, 'pptx'],
    ['slides.ppt', TEXT, 'ppt'],
  ];
  it.each(mismatched)('%s over other content is refused as not %s', async (name, head, ext) => {
    expect(await judgeContent(name, pad(head))).toEqual({ ok: false, message: uploadMsg.typeMismatch(ext) });
  });

  it('reads a .pptx within the head the upload routes give it (HEAD_BYTES)', async () => {
    expect(PPTX_BYTES.length).toBeLessThan(HEAD_BYTES);
    const big = Buffer.concat([PPTX_BYTES.subarray(0, -22), Buffer.alloc(HEAD_BYTES * 4, 7)]);
    // Truncated after the first entries, as the head of a large deck is: still slides.
    expect(await judgeContent('deck.pptx', big.subarray(0, HEAD_BYTES))).toMatchObject({
      ok: true,
      kind: { ext: 'pptx' },
    });
  });

  it.each(['setup.exe', 'notes.txt', 'movie.mov', 'noextension', 'a.png.exe', '.png', 'a.docx', 'a.zip'])(
    '%s: a kind the portal does not take',
    async (name) => {
      expect(nameIsAccepted(name)).toBe(false);
      expect(await judgeContent(name, pad(PNG_HEAD))).toEqual({ ok: false, message: uploadMsg.typeRefused });
    },
  );
});

describe('cleanFileName', () => {
  it.each([
    ['封面.png', '封面.png'],
    ['C:\\Users\\me\\封面.png', '封面.png'],
    ['../../etc/passwd.png', 'passwd.png'],
    ['  a\u0000b\u001f\u007f.png  ', 'ab.png'],
    ['', 'fallback.png'],
    [undefined, 'fallback.png'],
    ['\u0001\u0002', 'fallback.png'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanFileName(raw, 'fallback.png')).toBe(clean);
  });
  it('keeps at most 255 characters', () => {
    expect(cleanFileName(`${'长'.repeat(300)}.png`, 'x')).toHaveLength(255);
  });
});

describe('UPLOAD_MAX_BYTES', () => {
  it('defaults to the works’ media limit (1,000 MB); a positive whole number overrides it; anything else is refused', () => {
    expect(loadConfig({}).uploadMaxBytes).toBe(MEDIA_MAX_BYTES);
    expect(MEDIA_MAX_BYTES).toBe(1000 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '5000' }).uploadMaxBytes).toBe(5000);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e400'])
      expect(() => loadConfig({ UPLOAD_MAX_BYTES: bad })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});
