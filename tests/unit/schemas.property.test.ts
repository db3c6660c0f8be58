/**
 * Property-based tests over the shared request schemas (issue 10 item 8): whatever arrives, parsing
 * never throws; it either answers a value within the spec's limits or fails with a Chinese message;
 * and every valid sample passes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { chinaDayStart, DAY_MS, formatChinaTime } from '../../domain/chinaTime';
import * as account from '../../src/schemas/account';
import * as education from '../../src/schemas/education';
import * as live from '../../src/schemas/liveDiscussion';
import * as room from '../../src/schemas/liveRoom';
import {
  hasControlChars,
  idSchema,
  intSchema,
  isBlank,
  PG_INT_MAX,
  requiredText,
  textSchema,
} from '../../src/schemas/primitives';
import * as training from '../../src/schemas/training';

const CJK = /[\u3400-\u9fff]/;
const RUNS = 300;

// ------------------------------------------------------------------ arbitraries

const INVISIBLE = [
  ' ',
  '\t',
  '\n',
  '\u3000',
  '\u00a0',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u3164',
];
const nasty = fc.constantFrom(
  '99999999999',
  '2147483648',
  '1e300',
  '-1',
  '0',
  '12abc',
  '0x10',
  ' 12',
  '1.5',
  '',
  '\u0000',
  'a\u0000b',
  '\u200b\u200b',
  '%_',
  'x'.repeat(300),
);
const anyValue = fc.oneof(
  { weight: 3, arbitrary: fc.anything() },
  { weight: 3, arbitrary: nasty },
  {
    weight: 1,
    arbitrary: fc.constantFrom(99999999999, 1e300, -1, 0, 2 ** 31, Number.NaN, Infinity, true, null),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
const blank = fc.array(fc.constantFrom(...INVISIBLE), { maxLength: 12 }).map((a) => a.join(''));
/** Visible text of 1 … max characters (Chinese, Latin, digits, punctuation inside). */
const words = (max: number) =>
  fc
    .array(fc.constantFrom(...'医学影像研究院张三李四ABCxyz0123-,。！'), { minLength: 1, maxLength: max })
    .map((a) => a.join(''));
const id = fc.oneof(
  fc.integer({ min: 1, max: PG_INT_MAX }),
  fc.integer({ min: 1, max: PG_INT_MAX }).map(String),
);
const phone = fc.integer({ min: 0, max: 9_999_999_999 }).map((n) => `1${String(n).padStart(10, '0')}`);
const clientId = fc.stringMatching(/^[\w-]{8,64}$/);

// ------------------------------------------------------------------ limits of a parsed value

/** Every string holds no control character but tab and line breaks; every number is finite. */
function withinLimits(value: unknown, path = ''): string | null {
  if (typeof value === 'string')
    return hasControlChars(value, true)
      ? `${path}: control character`
      : value.length > 200_000
        ? `${path}: long`
        : null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return `${path}: not finite`;
    if (/id$/i.test(path) && !(Number.isInteger(value) && value >= 1 && value <= PG_INT_MAX))
      return `${path}: id ${value}`;
    return Math.abs(value) <= PG_INT_MAX ? null : `${path}: ${value} past int4`;
  }
  if (Array.isArray(value))
    return value.map((x, i) => withinLimits(x, `${path}[${i}]`)).find((x) => x) ?? null;
  if (typeof value === 'object' && value !== null)
    return (
      Object.entries(value)
        .map(([k, x]) => withinLimits(x, k))
        .find((x) => x) ?? null
    );
  return null;
}

// ------------------------------------------------------------------ the schemas and valid samples

const NOW = Date.UTC(2025, 6, 1, 2, 0, 0);
const day = (n: number) => formatChinaTime(chinaDayStart(NOW) + n * DAY_MS + 10 * 3_600_000);

interface Case {
  name: string;
  schema: z.ZodType;
  valid: fc.Arbitrary<Record<string, unknown>>;
}

const profileBase = {
  nickName: words(20),
  realName: words(20),
  hospital: words(20),
  department: words(20),
  jodTitle: words(20),
  showWorkInfo: fc.constantFrom(0, 1),
};

const CASES: Case[] = [
  {
    name: 'smsRequestSchema',
    schema: account.smsRequestSchema,
    valid: fc.record({ phone, code: words(6), uuid: fc.uuid() }),
  },
  { name: 'profileFormSchema(true)', schema: account.profileFormSchema(true), valid: fc.record(profileBase) },
  {
    name: 'profileFormSchema(false)',
    schema: account.profileFormSchema(false),
    valid: fc.record({
      ...profileBase,
      phone,
      code: words(6),
      uuid: fc.uuid(),
      smsCode: fc.stringMatching(/^\d{6}$/),
    }),
  },
  { name: 'modifyProfileBody', schema: account.modifyProfileBody, valid: fc.record(profileBase) },
  {
    name: 'chatSendSchema',
    schema: room.chatSendSchema,
    valid: fc.record({ id: clientId, roomId: id, content: words(room.CHAT_MAX) }),
  },
  {
    name: 'recordTalkSchema',
    schema: room.recordTalkSchema,
    valid: fc.record({ roomId: id, content: words(30) }),
  },
  {
    name: 'makeUpSchema',
    schema: room.makeUpSchema,
    valid: fc.record({ realName: words(20), hospital: words(20), phone }),
  },
  {
    name: 'videoListQuery',
    schema: education.videoListQuery,
    valid: fc.record(
      {
        videoCategory: id,
        pageNum: id,
        pageSize: fc.integer({ min: 1, max: education.LARGE_LIST_PAGE_SIZE }),
        searchValue: words(100),
        videoType: fc.integer({ min: 0, max: 100 }).map(String),
      },
      { requiredKeys: ['videoCategory'] },
    ),
  },
  {
    name: 'videoListAllQuery',
    schema: education.videoListAllQuery,
    valid: fc.record({ keySpeaker: words(100), isAsc: fc.constantFrom('asc', 'desc') }, { requiredKeys: [] }),
  },
  {
    name: 'videoTopQuery',
    schema: education.videoTopQuery,
    valid: fc.record(
      { exceptVideoCategory: id, orderByColumn: fc.constantFrom('videoDate', 'videoClickCount', 'id') },
      { requiredKeys: [] },
    ),
  },
  { name: 'recomListQuery', schema: education.recomListQuery, valid: fc.record({ id }) },
  {
    name: 'exchangeListQuery',
    schema: education.exchangeListQuery,
    valid: fc.record({ pageNum: id }, { requiredKeys: [] }),
  },
  {
    name: 'byVidQuery',
    schema: education.byVidQuery,
    valid: fc.record({ videoId: id, batch: id }, { requiredKeys: ['videoId'] }),
  },
  {
    name: 'quizSubmitSchema',
    schema: education.quizSubmitSchema,
    valid: fc.record({
      videoId: id,
      questionList: fc.array(fc.record({ id, answerItems: words(50) }), { minLength: 1, maxLength: 5 }),
    }),
  },
  { name: 'commentListQuery', schema: education.commentListQuery, valid: fc.record({ youthVideoId: id }) },
  {
    name: 'commentFormSchema',
    schema: education.commentFormSchema,
    valid: fc.record(
      { youthVideoId: id, text: words(500), comment_type: fc.constantFrom(1, '1') },
      { requiredKeys: ['youthVideoId', 'text'] },
    ),
  },
  { name: 'hotQuery', schema: education.hotQuery, valid: fc.record({ youthVideoId: id }) },
  { name: 'hotAddSchema', schema: education.hotAddSchema, valid: fc.record({ youthVideoId: id }) },
  {
    name: 'watchRecordSchema',
    schema: education.watchRecordSchema,
    valid: fc.record({
      youthVideoId: id,
      watchPosition: fc.double({ min: 0, max: 1e7, noNaN: true }),
      maxPosition: fc.integer({ min: 0, max: 10_000_000 }).map(String),
      completed: fc.constantFrom(0, 1, '0', '1'),
    }),
  },
  { name: 'watchRecordInfoQuery', schema: education.watchRecordInfoQuery, valid: fc.record({ videoId: id }) },
  { name: 'firstPlaySchema', schema: education.firstPlaySchema, valid: fc.record({ youthVideoId: id }) },
  {
    name: 'bannerQuery',
    schema: education.bannerQuery,
    valid: fc.record({ category: id, platform: fc.constant('pc') }),
  },
  { name: 'emxRecordQuery', schema: education.emxRecordQuery, valid: fc.record({ videoId: id }) },
  { name: 'emxRecordBody', schema: education.emxRecordBody, valid: fc.record({ videoId: id }) },
  {
    name: 'emxInfoSchema',
    schema: education.emxInfoSchema,
    valid: fc.record({
      realName: words(20),
      phone,
      validCode: words(6),
      smsCode: words(6),
      companyName: words(20),
    }),
  },
  {
    name: 'training commentBody',
    schema: training.commentBody,
    valid: fc.record({ trainingVideoId: id, text: words(500) }),
  },
  {
    name: 'training watchRecordBody',
    schema: training.watchRecordBody,
    valid: fc.record({
      trainingVideoId: id,
      watchPosition: fc.integer({ min: 0, max: 10_000_000 }),
      maxPosition: fc.double({ min: 0, max: 1e7, noNaN: true }),
      completed: fc.constantFrom(0, 1),
    }),
  },
  {
    name: 'examRecordBody',
    schema: training.examRecordBody,
    valid: fc.record(
      {
        trainingVideoId: id,
        recordId: id,
        answerJson: fc.constant('[{"idx":1,"answer":"A"}]'),
        submitType: fc.constantFrom(0, 1, 2, '2'),
        subIndex: fc.nat(200),
      },
      { requiredKeys: ['trainingVideoId', 'submitType'] },
    ),
  },
  {
    name: 'applyBody',
    schema: training.applyBody,
    valid: fc.record({
      realName: words(20),
      phone,
      validCode: words(6),
      smsCode: words(6),
      companyName: words(20),
      courseGroupId: fc.oneof(fc.nat(99), fc.constantFrom('1', '4')),
    }),
  },
  {
    name: 'joinFormSchema',
    schema: live.joinFormSchema('0'),
    valid: fc.record({ userName: words(live.USER_NAME_MAX), password: words(live.PASSWORD_MAX) }),
  },
  {
    name: 'consultationSchema',
    schema: live.consultationSchema(NOW),
    valid: fc
      .record({
        title: words(live.TITLE_MAX),
        userName: words(live.USER_NAME_MAX),
        link: fc.constantFrom('https://meeting.example.com/room/1', '/api/live/__meeting?room=1'),
        start: fc.nat(30),
        length: fc.nat(3),
        clinicalDiagnosis: words(live.TEXT_MAX),
        patientId: fc.stringMatching(/^[A-Z0-9]{0,32}$/),
        consultationPurpose: words(live.TEXT_MAX),
        password: fc.stringMatching(/^[A-Za-z0-9]{4,20}$/),
      })
      .map(({ start, length, ...f }) => ({ ...f, startTime: day(start), endTime: day(start + length) })),
  },
];

/** An object with the schema's own keys (and a stray one), each holding anything. */
const shapeKeys = (schema: z.ZodType): string[] => {
  const valid = CASES.find((c) => c.schema === schema)!;
  return Object.keys(fc.sample(valid.valid, { numRuns: 1, seed: 1 })[0] ?? {});
};

// ------------------------------------------------------------------ properties

describe('the id and integer primitives', () => {
  it('never guess: a string is read only when it is digits, and the result is an int4 id', () => {
    fc.assert(
      fc.property(anyValue, (input) => {
        const r = idSchema.safeParse(input);
        if (!r.success) {
          expect(r.error.issues[0]?.message).toBe('编号无效');
          return;
        }
        expect(Number.isInteger(r.data) && r.data >= 1 && r.data <= PG_INT_MAX).toBe(true);
        if (typeof input === 'string') expect(input).toMatch(/^\d+$/);
        else expect(input).toBe(r.data);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('accept every id from 1 to 2147483647, as a number or as digits', () => {
    fc.assert(
      fc.property(id, (v) => {
        expect(idSchema.parse(v)).toBe(Number(v));
      }),
    );
  });

  it('keep an integer inside its bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.nat(100), anyValue, (min, span, input) => {
        const r = intSchema({ min, max: min + span }).safeParse(input);
        if (r.success) expect(r.data >= min && r.data <= min + span && Number.isInteger(r.data)).toBe(true);
        else expect(r.error.issues[0]?.message).toMatch(CJK);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the text primitives', () => {
  it('a text of whitespace and invisible characters is blank: required text refuses it', () => {
    fc.assert(
      fc.property(blank, (s) => {
        expect(isBlank(s)).toBe(true);
        const r = requiredText('必填', 30).safeParse(s);
        expect(r.success ? null : r.error.issues[0]?.message).toBe('必填');
      }),
      { numRuns: RUNS },
    );
  });

  it('anything parsed is trimmed, not blank, within the length and free of control characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), anyValue),
        fc.boolean(),
        (input, multiline) => {
          const r = requiredText('必填', 20, { multiline }).safeParse(input);
          if (!r.success) {
            expect(r.error.issues[0]?.message).toMatch(CJK);
            return;
          }
          expect(r.data).toBe(r.data.trim());
          expect(isBlank(r.data)).toBe(false);
          expect(r.data.length).toBeLessThanOrEqual(20);
          expect(hasControlChars(r.data, multiline)).toBe(false);
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });

  it('visible text within the limit always passes, with invisible padding trimmed', () => {
    fc.assert(
      fc.property(words(20), fc.constantFrom('', ' ', '\u3000'), (s, pad) => {
        expect(requiredText('必填', 20).parse(pad + s + pad)).toBe(s);
        expect(textSchema(20).parse(s)).toBe(s);
      }),
    );
  });
});

describe.each(CASES)('$name', ({ schema, valid }) => {
  it('never throws on anything, and answers a value within limits or a Chinese message', () => {
    const keys = shapeKeys(schema);
    const objectOfAnything = fc.record(Object.fromEntries([...keys, 'stray'].map((k) => [k, anyValue])), {
      requiredKeys: [],
    });
    // Valid samples with one field spoiled reach the checks behind the first field.
    const spoiled = fc
      .tuple(valid, fc.constantFrom(...keys), anyValue)
      .map(([v, k, bad]) => ({ ...v, [k]: bad }));
    fc.assert(
      fc.property(fc.oneof(objectOfAnything, spoiled), (input) => {
        const r = schema.safeParse(input);
        if (r.success) expect(withinLimits(r.data)).toBeNull();
        else expect(r.error.issues[0]?.message).toMatch(CJK);
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(anyValue, (input) => {
        expect(() => schema.safeParse(input)).not.toThrow();
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts every valid sample', () => {
    fc.assert(
      fc.property(valid, (input) => {
        const r = schema.safeParse(input);
        expect(r.success ? null : r.error.issues).toBeNull();
        expect(withinLimits(r.data)).toBeNull();
      }),
      { numRuns: RUNS / 3 },
    );
  });
});
