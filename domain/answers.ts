/**
 * Answer letters (001 §3, §4): options are lettered A, B, C… by position; past Z the letters go on as
 * spreadsheet columns do (AA, AB …), so no option is ever shown as "[". A multiple choice answer is its
 * letters comma-joined in option order ("A,C"); an open answer is its text. One copy for the education
 * quiz and the training exam, their machines, views and the server's grading.
 */

export const QUESTION_SINGLE = 1;
export const QUESTION_MULTIPLE = 2;
export const QUESTION_OPEN = 3;
export const QUESTION_TYPES = [QUESTION_SINGLE, QUESTION_MULTIPLE, QUESTION_OPEN] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The letter of the option at `index` (0 → A, 1 → B, … 25 → Z, 26 → AA); a RangeError below 0. */
export const letterOf = (index: number): string => {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`no letter for option ${index}`);
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
};

/** The position of a letter (A → 0, AA → 26), or -1 when it is not a letter. */
export const indexOfLetter = (letter: string): number => {
  const s = letter.trim().toUpperCase();
  if (!/^[A-Z]+$/.test(s)) return -1;
  let n = 0;
  for (const ch of s) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

const byPosition = (a: string, b: string) => indexOfLetter(a) - indexOfLetter(b);

/** The trimmed, upper-cased, distinct, non-blank parts of a comma-joined answer. */
const partsOf = (answer: string): string[] => [
  ...new Set(
    answer
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter((s) => s !== ''),
  ),
];

/** The letters of an answer string ("C, A" → ["A", "C"]), in option order, without duplicates. */
export const lettersOf = (answer: string): string[] =>
  partsOf(answer)
    .filter((s) => indexOfLetter(s) >= 0)
    .sort(byPosition);

/** Multiple choice: the answer's letters comma-joined in option order. */
export const joinLetters = (letters: readonly string[]): string => lettersOf(letters.join(',')).join(',');

/**
 * The canonical form of a choice answer for grading ("c, a" → "A,C"). Unlike `lettersOf` it keeps what
 * is not a letter (sorted first), so an answer padded with junk never equals a key of letters.
 */
export const normaliseAnswer = (answer: string): string => partsOf(answer).sort(byPosition).join(',');

/** Whether a choice answer equals the key (both normalised). */
export const sameAnswer = (given: string, key: string): boolean =>
  normaliseAnswer(given) === normaliseAnswer(key);

/**
 * The answer after the user picks option `index`: a single choice replaces the answer, a multiple choice
 * toggles the letter (keeping the rest in order). Open questions are not chosen.
 */
export const chooseOption = (type: number, current: string, index: number): string => {
  const letter = letterOf(index);
  if (type === QUESTION_MULTIPLE) {
    const letters = lettersOf(current);
    return joinLetters(letters.includes(letter) ? letters.filter((l) => l !== letter) : [...letters, letter]);
  }
  if (type === QUESTION_SINGLE) return letter;
  return current;
};

/** Whether option `index` is part of the answer. */
export const isChosen = (answer: string, index: number): boolean =>
  lettersOf(answer).includes(letterOf(index));

/** A question counts as answered when its answer has some non-blank text. */
export const isAnswered = (answer: string | undefined): boolean => (answer ?? '').trim() !== '';
