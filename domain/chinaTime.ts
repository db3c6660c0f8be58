/**
 * China time (000, 001: every time of the portal's data is Beijing time). The portal shows every date
 * and time in China Standard Time whatever the zone of the browser or of the server, and reads the
 * contract's 'YYYY-MM-DD HH:mm:ss' texts as China time.
 *
 * China has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact for every instant
 * the portal deals with (the unit tests check it against the IANA zone Asia/Shanghai); it needs neither
 * Intl's time-zone data nor a date library, and gives the same answer in the browser and on the server.
 */

export const CHINA_TIME_ZONE = 'Asia/Shanghai';
export const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;

/** The contract's time text: 'YYYY-MM-DD HH:mm:ss'. */
export const CHINA_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';
/** How the portal shows a time unless told otherwise. */
export const SHOWN_TIME_PATTERN = 'YYYY-MM-DD HH:mm';

interface Parts {
  YYYY: string;
  MM: string;
  DD: string;
  HH: string;
  mm: string;
  ss: string;
}

const TOKEN = /YYYY|MM|DD|HH|mm|ss/g;
const fill = (parts: Parts, pattern: string) => pattern.replace(TOKEN, (k) => parts[k as keyof Parts]);

const partsOfInstant = (ms: number): Parts => {
  const iso = new Date(ms + OFFSET_MS).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ, read as China wall time
  return {
    YYYY: iso.slice(0, 4),
    MM: iso.slice(5, 7),
    DD: iso.slice(8, 10),
    HH: iso.slice(11, 13),
    mm: iso.slice(14, 16),
    ss: iso.slice(17, 19),
  };
};

/**
 * An instant (epoch ms) as China time, by a pattern of YYYY MM DD HH mm ss (default
 * 'YYYY-MM-DD HH:mm:ss', the contract's form).
 */
export const formatChinaTime = (ms: number, pattern: string = CHINA_TIME_PATTERN): string =>
  fill(partsOfInstant(ms), pattern);

// Stryker disable next-line Regex: equivalent, the round trip in parseChinaTime rejects any text longer than the pattern
const CONTRACT_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD HH:mm:ss' (China time) → epoch ms; null when it is not such a time (or no such day). */
export const parseChinaTime = (text: string): number | null => {
  const m = CONTRACT_RE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - OFFSET_MS;
  // Reject 2025-02-30 and the like: the round trip must give the same text.
  return formatChinaTime(ms) === text ? ms : null;
};

/** Midnight (China time) of the day `ms` falls on. */
export const chinaDayStart = (ms: number): number =>
  Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

/** A wall time without a zone: '2024-03-01', '2024-03-01 09:30', '2024-03-01T09:30:00.000'. */
const WALL_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
/** An instant with its zone: ISO 8601 ending in Z or ±hh:mm. */
// Stryker disable next-line Regex: equivalent, Date.parse answers NaN for an ISO time with anything before or after it
const ZONED_RE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A time from the server as the portal shows it, in China time: a text without a zone is China time
 * already (the contract's texts) and is only re-patterned; a text with a zone is converted; anything
 * else is shown as it came. '' stays ''.
 */
export const showChinaTime = (value: string, pattern: string = SHOWN_TIME_PATTERN): string => {
  const text = value.trim();
  if (text === '') return '';
  const wall = WALL_RE.exec(text);
  if (wall) {
    const [, YYYY, MM, DD, HH = '00', mm = '00', ss = '00'] = wall as unknown as [string, ...string[]];
    return fill({ YYYY, MM, DD, HH, mm, ss } as Parts, pattern);
  }
  if (ZONED_RE.test(text)) {
    const ms = Date.parse(text.replace(' ', 'T'));
    if (!Number.isNaN(ms)) return formatChinaTime(ms, pattern);
  }
  return value;
};
