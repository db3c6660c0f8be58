import { describe, expect, it } from 'vitest';
import { highlightRuns, searchResultPath, youthTransferPath } from '../../../domain/searchRoute';

const r = (majorCategory: number, minorCategory: number | null, epoch?: string | null) => ({
  majorCategory,
  minorCategory,
  originId: 7,
  epoch,
});

describe('searchResultPath: the routing table of 001 §2 "Global search", row by row', () => {
  it.each([
    ['journal', r(2, 1), '/journal/7'],
    ['works with its epoch', r(3, null, '2023-02'), '/popsic/worksDetail/7?ccr=2023-02'],
    ['works without an epoch: the default 2022-01', r(3, null, null), '/popsic/worksDetail/7?ccr=2022-01'],
    ['micro-lecture', r(4, null), '/popsic/microLectureDetail/7'],
    ['education 12 cloud sharing', r(1, 12), '/edu/cloudmeetingshare/7'],
    ['education 3 3M', r(1, 3), '/edu/3m/7'],
    ['education 2 MDT', r(1, 2), '/edu/mdt/7'],
    ['education 10 emergency', r(1, 10), '/edu/emx/7'],
    ['education 8 explorer', r(1, 8), '/edu/explorer/7'],
    ['education 14 competition', r(1, 14), '/edu/competition/7'],
    ['education 15 teacher lectures', r(1, 15), '/edu/teachclass/7'],
    ['education 99 other', r(1, 99), '/edu/course/7'],
    ['education 17 heart imaging', r(1, 17), '/edu/xinyingli/7'],
    ['education 11 molecular', r(1, 11), '/molecular/7'],
    ['education 4 training', r(1, 4), '/training/detail/7'],
    ['education 1 youth: the transfer page', r(1, 1), '/searchtransfer?videoId=7'],
    ['education 18 series', r(1, 18), '/educourse/series/7'],
  ])('%s', (_name, result, path) => {
    expect(searchResultPath(result)).toBe(path);
  });

  it.each([
    ['an education minor outside the table', r(1, 5)],
    ['an education result without a minor', r(1, null)],
    ['an unknown major category', r(9, 1)],
  ])('%s opens nothing', (_name, result) => {
    expect(searchResultPath(result)).toBeNull();
  });

  it('encodes the origin id', () => {
    expect(searchResultPath({ majorCategory: 2, minorCategory: 1, originId: 'a/b' })).toBe('/journal/a%2Fb');
  });
});

describe('youthTransferPath (/searchtransfer)', () => {
  it('rich text → youth detail; otherwise the youth type detail', () => {
    expect(youthTransferPath(7, 1)).toBe('/youthDetail/7');
    expect(youthTransferPath(7, 0)).toBe('/edu/youth/7');
    expect(youthTransferPath(7, null)).toBe('/edu/youth/7');
  });
});

describe('highlightRuns', () => {
  it('marks every occurrence, the longest term first, Latin letters in any case', () => {
    expect(highlightRuns('乳腺钼靶与CT、ct', ['乳腺', '乳腺钼靶', 'ct'])).toEqual([
      { text: '乳腺钼靶', hit: true },
      { text: '与', hit: false },
      { text: 'CT', hit: true },
      { text: '、', hit: false },
      { text: 'ct', hit: true },
    ]);
  });
  it('text without a term is one plain run; no terms change nothing', () => {
    expect(highlightRuns('<b>标题</b>', ['肺'])).toEqual([{ text: '<b>标题</b>', hit: false }]);
    expect(highlightRuns('标题', [' ', ''])).toEqual([{ text: '标题', hit: false }]);
    expect(highlightRuns('', ['肺'])).toEqual([]);
  });
});
