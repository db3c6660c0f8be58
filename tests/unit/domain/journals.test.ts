import { describe, expect, it } from 'vitest';
import {
  allowedPdfUrl,
  doiUrl,
  journalCategory,
  journalFileId,
  journalFileUrl,
  splitAuthors,
  splitKeywords,
} from '../../../domain/journals';

const ORIGIN = 'https://portal.example.cn';

describe('splitAuthors: one name per author, as the structured data names them', () => {
  it('splits on the separators the data uses and drops blanks', () => {
    expect(splitAuthors('张三，李四; 王五、 ,赵六')).toEqual(['张三', '李四', '王五', '赵六']);
    expect(splitAuthors('')).toEqual([]);
  });
});

describe('splitKeywords: 001 §2 keywords are comma separated', () => {
  it.each([
    ['乳腺,钼靶,BI-RADS', ['乳腺', '钼靶', 'BI-RADS']],
    ['肺结节，低剂量CT，筛查', ['肺结节', '低剂量CT', '筛查']],
    ['CT, 磁共振 ，超声', ['CT', '磁共振', '超声']],
    ['对比剂、安全；肾功能;过敏', ['对比剂', '安全', '肾功能', '过敏']],
    ['MRI,,， ,MRI', ['MRI']],
    ['单个关键词', ['单个关键词']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j → %j', (input, expected) => {
    expect(splitKeywords(input)).toEqual(expected);
  });
});

describe('doiUrl: the DOI links to the resolver', () => {
  it.each([
    ['10.3760/cma.j.cn112149-20240101-00001', 'https://doi.org/10.3760/cma.j.cn112149-20240101-00001'],
    [' doi:10.1148/radiol.2021 ', 'https://doi.org/10.1148/radiol.2021'],
    ['https://doi.org/10.1000/xyz', 'https://doi.org/10.1000/xyz'],
    ['http://dx.doi.org/10.1000/xyz', 'https://doi.org/10.1000/xyz'],
    ['10.1000/a#b?c', 'https://doi.org/10.1000/a%23b%3Fc'],
    // Only a leading `doi:` is the scheme; inside the suffix it is part of the DOI.
    ['10.1000/doi:abc', 'https://doi.org/10.1000/doi%3Aabc'],
  ])('%j → %s', (doi, url) => {
    expect(doiUrl(doi)).toBe(url);
  });
  it.each([
    '',
    null,
    'not a doi',
    '11.1000/x',
    '10.1/x',
    'javascript:alert(1)',
    '10.1000/',
    'x10.1000/abc',
    'see 10.1000/abc',
    '10.1000/abc def',
  ])('%j is no DOI', (doi) => {
    expect(doiUrl(doi)).toBeNull();
  });
});

describe('journal file ids: /journalpreview/{fileId} ↔ /media/journals/{fileId}.pdf', () => {
  it('maps both ways', () => {
    expect(journalFileUrl('guide-20')).toBe('/media/journals/guide-20.pdf');
    expect(journalFileId('/media/journals/guide-20.pdf')).toBe('guide-20');
    expect(journalFileId('https://cdn.example.cn/media/journals/big-300.pdf')).toBe('big-300');
    expect(journalFileId('http://cdn.example.cn/media/journals/big-300.pdf')).toBe('big-300');
    expect(journalFileId(' /media/journals/guide-20.pdf ')).toBe('guide-20');
  });
  it.each(['../x', 'a/b', '', '-x', 'a.pdf', 'x'.repeat(65)])('refuses the file id %j', (id) => {
    expect(journalFileUrl(id)).toBeNull();
  });
  it.each([
    '',
    null,
    '/media/news/a.pdf',
    '/media/journals/a.svg',
    '/media/journals/../x.pdf',
    '/other/media/journals/a.pdf',
    '/media/journals/a.pdf.html',
  ])('no file id in %j', (url) => {
    expect(journalFileId(url)).toBeNull();
  });
});

describe('journalCategory: the tab in the address', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    [null, 1],
    ['3', 1],
    ['2x', 1],
  ] as const)('%j → %d', (value, category) => {
    expect(journalCategory(value)).toBe(category);
  });
});

describe('allowedPdfUrl: /eduMetting?pdf= opens only own media or the allow-list', () => {
  const allow = ['https://files.example.cn', 'https://cdn.example.org/meetings/'];
  it.each([
    ['/media/journals/guide-20.pdf', `${ORIGIN}/media/journals/guide-20.pdf`],
    [`${ORIGIN}/media/x/a.pdf`, `${ORIGIN}/media/x/a.pdf`],
    ['https://files.example.cn/any/where.pdf', 'https://files.example.cn/any/where.pdf'],
    ['https://cdn.example.org/meetings/2025/a.pdf', 'https://cdn.example.org/meetings/2025/a.pdf'],
  ])('accepts %s', (raw, url) => {
    expect(allowedPdfUrl(raw, ORIGIN, allow)).toBe(url);
  });
  it.each([
    ['another site', 'https://evil.example.com/media/a.pdf'],
    ['protocol-relative', '//evil.example.com/media/a.pdf'],
    ['own origin outside media', '/api/literature/list'],
    ['dot segments leaving media', '/media/../api/x'],
    ['encoded dot segments', '/media/%2e%2e/api/x'],
    ['encoded slash', '/media/..%2Fapi'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:application/pdf;base64,JVBERi0='],
    ['credentials', 'https://user:pw@files.example.cn/a.pdf'],
    ['look-alike host', 'https://files.example.cn.evil.com/a.pdf'],
    ['allow-list path prefix only', 'https://cdn.example.org/meetingsX/a.pdf'],
    ['allow-list path outside', 'https://cdn.example.org/other/a.pdf'],
    ['other port', 'https://files.example.cn:8443/a.pdf'],
    ['http on an https entry', 'http://files.example.cn/a.pdf'],
    ['blank', '  '],
    ['nothing', null],
  ])('refuses %s', (_why, raw) => {
    expect(allowedPdfUrl(raw, ORIGIN, allow)).toBeNull();
  });
  it('without an allow-list only own media passes', () => {
    expect(allowedPdfUrl('https://files.example.cn/a.pdf', ORIGIN)).toBeNull();
    expect(allowedPdfUrl('/media/a.pdf', ORIGIN)).toBe(`${ORIGIN}/media/a.pdf`);
  });
  it('takes own media over plain http when the portal itself is served over http', () => {
    expect(allowedPdfUrl('/media/a.pdf', 'http://localhost:5173')).toBe('http://localhost:5173/media/a.pdf');
    expect(allowedPdfUrl('http://files.example.cn/a.pdf', ORIGIN, ['http://files.example.cn'])).toBe(
      'http://files.example.cn/a.pdf',
    );
  });
  it('refuses a user name or a password alone in the address', () => {
    expect(allowedPdfUrl('https://user@files.example.cn/a.pdf', ORIGIN, allow)).toBeNull();
    expect(allowedPdfUrl('https://:pw@files.example.cn/a.pdf', ORIGIN, allow)).toBeNull();
  });
  it('answers only http(s) addresses, even when handed an origin of another scheme', () => {
    expect(allowedPdfUrl('/media/a.pdf', 'ftp://files.example.cn')).toBeNull();
    expect(allowedPdfUrl('ftp://files.example.cn/media/a.pdf', 'ftp://files.example.cn')).toBeNull();
  });
  it('refuses what is no address at all, even when the own origin is allowed', () => {
    expect(allowedPdfUrl('https://', ORIGIN, [ORIGIN])).toBeNull();
    expect(allowedPdfUrl('', ORIGIN, [ORIGIN])).toBeNull();
    expect(allowedPdfUrl('  ', ORIGIN, [ORIGIN])).toBeNull();
    expect(allowedPdfUrl(null, ORIGIN, [ORIGIN])).toBeNull();
  });
  it('trims full-width spaces around the address and the allow-list entries', () => {
    expect(allowedPdfUrl('\u3000/media/a.pdf\u3000', ORIGIN)).toBe(`${ORIGIN}/media/a.pdf`);
    expect(
      allowedPdfUrl('https://files.example.cn/a.pdf', ORIGIN, ['\u3000https://files.example.cn\u3000']),
    ).toBe('https://files.example.cn/a.pdf');
  });
  it('an allow-list path without a trailing slash is still a whole folder', () => {
    const folder = ['https://cdn.example.org/meetings'];
    expect(allowedPdfUrl('https://cdn.example.org/meetings/a.pdf', ORIGIN, folder)).toBe(
      'https://cdn.example.org/meetings/a.pdf',
    );
    expect(allowedPdfUrl('https://cdn.example.org/meetingsX/a.pdf', ORIGIN, folder)).toBeNull();
    expect(allowedPdfUrl('https://cdn.example.org/other/a.pdf', ORIGIN, folder)).toBeNull();
  });
  it('ignores broken allow-list entries', () => {
    expect(
      allowedPdfUrl('https://files.example.cn/a.pdf', ORIGIN, ['not a url', 'ftp://files.example.cn']),
    ).toBeNull();
  });
});
