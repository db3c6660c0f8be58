/**
 * What the two form wizards (`campaign`, `contribution`) do alike to their forms, written once: their rules
 * differ, so they stay two machines (decision 0080).
 */

/** The messages without those of `names` (a field typed again loses its message). */
export const without = <K extends string>(
  errors: Partial<Record<K, string>>,
  ...names: K[]
): Partial<Record<K, string>> => {
  const next = { ...errors };
  for (const name of names) delete next[name];
  return next;
};

/** A file list with an uploaded file added at its end. */
export const withFile = <F>(files: readonly F[], file: F): F[] => [...files, file];

/** A file list without the file at `index`. */
export const withoutFile = <F>(files: readonly F[], index: number): F[] =>
  files.filter((_, i) => i !== index);

/**
 * The step a wizard's state says it is (the `meta.step` of its deepest state that has one), or `before`
 * where none does (before the form shows).
 */
export function stepInMeta<S extends number>(meta: Record<string, { step?: S } | undefined>, before: S): S {
  return Object.values(meta).find((m) => m?.step !== undefined)?.step ?? before;
}
