/**
 * The building blocks of every request schema (docs/decisions/0006): ids, integers and numbers read
 * strictly and bounded to what PostgreSQL stores, and text that is never blank in disguise and never
 * carries characters a database or a page cannot hold. Client forms, HTTP routes and socket events
 * use these, so one rule answers one Chinese message everywhere.
 */
import { z } from 'zod';
import { msg } from '../text/messages';
import { lazySchema } from './lazy';

const v = msg.validation;

/** PostgreSQL `integer` (int4, also `serial`): no id or counter goes past it. */
export const PG_INT_MAX = 2_147_483_647;
export const PG_INT_MIN = -2_147_483_648;
/** PostgreSQL `smallint`. */
export const PG_SMALLINT_MAX = 32_767;

const INTEGER_TEXT = /^-?\d+$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number as a path, a query string or a JSON body carries it: a JSON number as it is; a string only
 * when it is written in plain decimal digits. '12abc', ' 12', '0x10', '1e3', '', true and [1] are
 * never read as numbers: they stay what they are and the number check refuses them.
 */
const strictNumber = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? Number(value) : value;

export interface IntOptions {
  min?: number;
  max?: number;
  /** One message for every failure (ids say 编号无效 whatever is wrong with them). */
  message?: string;
}

/** An integer in [min, max] (by default PostgreSQL's int4), from a JSON number or a digits-only string. */
export const intSchema = ({ min = PG_INT_MIN, max = PG_INT_MAX, message }: IntOptions = {}) =>
  z.preprocess(
    strictNumber(INTEGER_TEXT),
    z
      .number({ error: message ?? v.integerInvalid })
      .int(message ?? v.integerInvalid)
      .min(min, message ?? v.outOfRange(min, max))
      .max(max, message ?? v.outOfRange(min, max)),
  );

/** A positive id of a PostgreSQL serial column: 1 … 2147483647, digits only. */
export const idSchema = lazySchema(() => intSchema({ min: 1, max: PG_INT_MAX, message: v.idInvalid }));

/** A page number (1 when absent). */
export const pageNumSchema = lazySchema(() => intSchema({ min: 1 }).default(1));
/** A page number from an address's `?page=`: anything that is not a page number reads as page 1. */
export const pageParam = (value: string | null): number => pageNumSchema.catch(1).parse(value ?? undefined);
/** A page size from 1 to `max` (`fallback` when absent). */
export const pageSizeSchema = (fallback: number, max: number) => intSchema({ min: 1, max }).default(fallback);

/** A finite decimal number in [min, max] ('12.5' or 12.5; not '1e3', not ' 12'). */
export const numberSchema = ({ min, max }: { min: number; max: number }) =>
  z.preprocess(
    strictNumber(DECIMAL_TEXT),
    z.number({ error: v.numberInvalid }).min(min, v.outOfRange(min, max)).max(max, v.outOfRange(min, max)),
  );

/** One of a few integer codes (0/1 flags, submit types), strictly read. */
export const codeSchema = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.preprocess(strictNumber(INTEGER_TEXT), z.literal(values, { error: v.badRequest }));

// ---------------------------------------------------------------- text

/**
 * Characters that show nothing: zero-width space, non-joiner and joiner (U+200B–U+200D), word joiner
 * (U+2060), BOM (U+FEFF), the Mongolian vowel separator and the Hangul fillers (often used for
 * "blank" names). With whitespace, a text made only of these is blank.
 */
const BLANK = /^[\s\u200b-\u200d\u2060\ufeff\u180e\u115f\u1160\u3164\uffa0]*$/;
export const isBlank = (s: string): boolean => BLANK.test(s);

/** NUL and the other C0 controls except tab, line feed and carriage return; DEL; the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Every control character, tab and line breaks included (a one-line field has no use for them). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_LINE = /[\u0000-\u001f\u007f-\u009f]/;
/** Whether `s` holds a control character that `multiline` text may not hold. */
export const hasControlChars = (s: string, multiline = false): boolean =>
  (multiline ? CONTROL_MULTILINE : CONTROL_LINE).test(s);

export interface TextOptions {
  /** Tab and line breaks allowed (comments, answers, descriptions). */
  multiline?: boolean;
  /** The message when longer than `max` (default 长度不能超过{max}个字符). */
  tooLong?: string;
}

/** Free text that may be empty: trimmed, at most `max` UTF-16 units, no control characters. */
export const textSchema = (max: number, { multiline = false, tooLong }: TextOptions = {}) =>
  z
    .string({ error: v.textInvalid })
    .trim()
    .max(max, tooLong ?? v.tooLong(max))
    .refine((s) => !hasControlChars(s, multiline), v.invalidChars);

/**
 * Text that must be given: missing, not a string, or blank (whitespace and invisible characters only)
 * answers `required`; then the length and the characters are checked.
 */
export const requiredText = (
  required: string,
  max: number,
  { multiline = false, tooLong }: TextOptions = {},
) =>
  z
    .string({ error: required })
    .trim()
    .refine((s) => !isBlank(s), { message: required, abort: true })
    .max(max, tooLong ?? v.tooLong(max))
    .refine((s) => !hasControlChars(s, multiline), v.invalidChars);
