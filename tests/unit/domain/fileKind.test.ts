import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  fileKindOf,
  PDF_EXTENSIONS,
  PICTURE_EXTENSIONS,
  UPLOAD_KIND_OF_EXTENSION,
  VIDEO_EXTENSIONS,
  videoMimeOf,
  workFileKind,
} from '../../../domain/fileKind';

describe('the kind of a work file by its extension (000 §2.3)', () => {
  const rows: Array<[string, string]> = [
    ['/media/works/1.gif', 'picture'],
    ['/media/works/1.jpg', 'picture'],
    ['/media/works/1.jpeg', 'picture'],
    ['/media/works/1.png', 'picture'],
    ['https://cdn.example.com/a/b/IMG_01.PNG', 'picture'],
    ['/media/works/1.mp4', 'video'],
    ['/media/works/1.m4v', 'video'],
    ['/media/works/1.MOV', 'video'],
    ['/media/works/1.webm', 'video'],
    ['/media/works/1.pdf', 'pdf'],
    ['/media/works/1.Pdf', 'pdf'],
    ['/media/works/1.mp4?token=abc.png', 'video'],
    ['/media/works/1.pdf#page=2', 'pdf'],
    ['/media/works/1.jpg?x=1#y', 'picture'],
    ['/media/works/1.docx', 'none'],
    ['/media/works/1.pptx', 'none'],
    ['/media/works/1.svg', 'none'],
    ['/media/works/1.bmp', 'none'],
    ['/media/works/noextension', 'none'],
    ['/media/works.png/noextension', 'none'],
    ['/media/works/.png', 'none'],
    ['/media/works/a.', 'none'],
    ['', 'none'],
    ['?a.png', 'none'],
  ];
  it.each(rows)('%s → %s', (address, kind) => {
    expect(fileKindOf(address)).toBe(kind);
  });

  it('treats a missing address as no type', () => {
    expect(fileKindOf(null)).toBe('none');
    expect(fileKindOf(undefined)).toBe('none');
  });

  it('reads the extension of the last path segment, lower-cased, without query or fragment', () => {
    expect(extensionOf('/a/b.c/D.JPEG?q=1.pdf#f.mp4')).toBe('jpeg');
    expect(extensionOf('/a/b.tar.GZ')).toBe('gz');
    expect(extensionOf('/a.b/c')).toBe('');
    expect(extensionOf('name.pdf')).toBe('pdf');
  });

  it('falls back to the uploaded file name when the stored path has no known extension', () => {
    expect(workFileKind({ path: '/media/key/ab12', fileName: '讲解.mp4' })).toBe('video');
    expect(workFileKind({ path: '/media/works/1.pdf', fileName: '封面.png' })).toBe('pdf');
    expect(workFileKind({ path: '/media/key/ab12', fileName: null })).toBe('none');
    expect(workFileKind({ path: '/media/key/ab12' })).toBe('none');
    expect(workFileKind({ path: '/media/key/ab12', fileName: '说明.txt' })).toBe('none');
  });

  it('tells the player webm for webm and mp4 for the other video extensions', () => {
    expect(videoMimeOf('/v/1.webm?x')).toBe('video/webm');
    expect(videoMimeOf('/v/1.WEBM')).toBe('video/webm');
    expect(videoMimeOf('/v/1.mp4')).toBe('video/mp4');
    expect(videoMimeOf('/v/1.m4v')).toBe('video/mp4');
    expect(videoMimeOf('/v/1.mov')).toBe('video/mp4');
    expect(videoMimeOf('/v/1')).toBe('video/mp4');
  });
});

describe('what an upload claims by its name (decisions 0049, 0052)', () => {
  // As the upload route reads it: the kind claimed by the name's extension, undefined when refused.
  const claimed = (name: string) => UPLOAD_KIND_OF_EXTENSION[extensionOf(name)];

  it('pictures, MP4 (M4V is the same box), PDF and PowerPoint slides, stored under one extension each', () => {
    expect(claimed('病灶.jpg')).toBe('jpg');
    expect(claimed('病灶.JPEG')).toBe('jpg');
    expect(claimed('截图.png')).toBe('png');
    expect(claimed('动图.gif')).toBe('gif');
    expect(claimed('讲解.mp4')).toBe('mp4');
    expect(claimed('讲解.M4V')).toBe('mp4');
    expect(claimed('论文.pdf')).toBe('pdf');
    expect(claimed('演讲.ppt')).toBe('ppt');
    expect(claimed('演讲.pptx')).toBe('pptx');
  });

  it('refuses what the viewer may play but the upload does not take, and everything else', () => {
    for (const name of ['讲解.mov', '讲解.webm', '说明.docx', '图.svg', '图.bmp', '无扩展名', 'a.'])
      expect(claimed(name), name).toBeUndefined();
  });
});

describe('fileKind properties', () => {
  const stem = fc.stringMatching(/^[a-zA-Z0-9_\u4e00-\u9fa5-]{1,12}$/);
  const dir = fc.array(fc.stringMatching(/^[a-zA-Z0-9._-]{1,8}$/), { maxLength: 3 }).map((d) => d.join('/'));
  const tail = fc.oneof(
    fc.constant(''),
    fc.stringMatching(/^[a-zA-Z0-9=&.%_-]{0,16}$/).map((q) => `?${q}`),
    fc.stringMatching(/^[a-zA-Z0-9=&.%_-]{0,16}$/).map((f) => `#${f}`),
  );
  const anyCase = (ext: string) =>
    fc
      .array(fc.boolean(), { minLength: ext.length, maxLength: ext.length })
      .map((ups) => [...ext].map((c, i) => (ups[i] ? c.toUpperCase() : c)).join(''));
  const known: Array<[readonly string[], string]> = [
    [PICTURE_EXTENSIONS, 'picture'],
    [VIDEO_EXTENSIONS, 'video'],
    [PDF_EXTENSIONS, 'pdf'],
  ];

  it('every listed extension gives its kind whatever the case, directory, query or fragment', () => {
    for (const [list, kind] of known) {
      fc.assert(
        fc.property(
          dir,
          stem,
          fc.constantFrom(...list).chain(anyCase),
          tail,
          (d, s, ext, t) => fileKindOf(`/${d}/${s}.${ext}${t}`) === kind,
        ),
      );
    }
  });

  it('an extension not listed gives no type', () => {
    const listed = new Set<string>([...PICTURE_EXTENSIONS, ...VIDEO_EXTENSIONS, ...PDF_EXTENSIONS]);
    fc.assert(
      fc.property(
        dir,
        stem,
        fc.stringMatching(/^[a-zA-Z0-9]{1,5}$/).filter((e) => !listed.has(e.toLowerCase())),
        tail,
        (d, s, ext, t) => fileKindOf(`/${d}/${s}.${ext}${t}`) === 'none',
      ),
    );
  });

  it('a name without a dot gives no type, whatever follows it in the query', () => {
    fc.assert(
      fc.property(
        dir,
        fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/),
        tail,
        (d, s, t) => fileKindOf(`/${d}/${s}${t}`) === 'none',
      ),
    );
  });

  it('the kind depends on the extension only, not on the case of the whole address', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (address) => {
        expect(fileKindOf(address.toUpperCase())).toBe(fileKindOf(address.toLowerCase()));
      }),
    );
  });
});
