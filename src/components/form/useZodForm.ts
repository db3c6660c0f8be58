import type { BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormGetValues,
  type UseFormReset,
  type UseFormSetValue,
} from 'react-hook-form';
import type { z } from 'zod';

/** A message per field, as a machine or an SMS button reports them (undefined: none). */
export type FieldMessages<TValues extends FieldValues> = Partial<
  Record<FieldPath<TValues>, string | undefined>
>;

export interface ZodFormOptions<TValues extends FieldValues, TOutput> {
  /** What the fields show first (and hold until the user changes them). */
  defaultValues: TValues;
  /**
   * The shared zod rule, whose messages are the spec's. A function is called at every submit (a rule that
   * reads the clock, or one that depends on props). Without a rule the handler gets the values as typed:
   * the form's machine validates them and reports through `errors`.
   */
  schema?: z.ZodType<TOutput> | (() => z.ZodType<TOutput>);
  /** The values as the rule reads them, when the form holds more or other things (a captcha uuid, a date). */
  toInput?: (values: TValues) => unknown;
  /** Issues on a key with no field of its own, shown on one that has (profile: a missing uuid on the captcha). */
  errorAlias?: Partial<Record<string, FieldPath<TValues>>>;
  /** Messages held outside the form (a machine's), shown like the rule's. */
  errors?: FieldMessages<TValues>;
  /** A field with an outside message changed: its owner clears it. */
  onClearError?: (name: FieldPath<TValues>) => void;
}

export interface ZodForm<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  /** The message a field shows: the rule's first for it, else an outside one. */
  errorOf: (name: FieldPath<TValues>) => string | undefined;
  /** Called on every change of a field: its message goes until the next submit. */
  clearError: (name: FieldPath<TValues>) => void;
  /** Shows the given messages (an SMS button's refusal); an undefined one leaves the field as it is. */
  showErrors: (messages: FieldMessages<TValues>) => void;
  getValues: UseFormGetValues<TValues>;
  setValue: UseFormSetValue<TValues>;
  reset: UseFormReset<TValues>;
  /**
   * A form's onSubmit: prevents the page submit, checks the values with the rule, shows the first message
   * of each field, or calls `onValid` with the parsed data (trimmed, defaults filled). What was typed stays
   * whatever happens next; a handler that rejects is the handler's to report (its message is kept as the
   * form's `submitError`).
   */
  submit: (onValid: (data: TOutput) => unknown) => (e?: BaseSyntheticEvent) => Promise<void>;
  /** True from a submit until its handler settles. */
  submitting: boolean;
  /** The message of the last handler that rejected, until the next submit. */
  submitError: string | undefined;
}

function remap<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  alias: Partial<Record<string, FieldPath<TValues>>>,
): FieldErrors<TValues> {
  const out: Record<string, unknown> = { ...errors };
  for (const [from, to] of Object.entries(alias)) {
    if (to === undefined || out[from] === undefined) continue;
    out[to] ??= out[from];
    delete out[from];
  }
  return out as FieldErrors<TValues>;
}

/**
 * The plumbing every dialog form repeats (docs/decisions/0034): values held by react-hook-form, checked on
 * submit by the shared zod rule through zodResolver, the first message of each field shown under it and
 * cleared when that field changes (not checked again until the next submit), and what was typed kept after
 * a failed call. Render the fields with `FormTextField`.
 */
export function useZodForm<TValues extends FieldValues, TOutput = TValues>(
  options: ZodFormOptions<TValues, TOutput>,
): ZodForm<TValues, TOutput> {
  const { schema, toInput, errorAlias, errors: outside, onClearError } = options;
  // react-hook-form reads its options again on every render, so this resolver sees the latest rule.
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, resolverOptions) => {
    const input = (toInput ? toInput(values) : values) as TValues;
    if (schema === undefined) return { values: input as unknown as TOutput, errors: {} };
    const rule = typeof schema === 'function' ? schema() : schema;
    const result = await zodResolver(rule as unknown as z.ZodType<TOutput, TValues>)(
      input,
      context,
      resolverOptions,
    );
    if (!errorAlias || Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: remap(result.errors, errorAlias) };
  };
  const form = useForm<TValues, unknown, TOutput>({
    defaultValues: options.defaultValues as DefaultValues<TValues>,
    resolver,
    mode: 'onSubmit',
    // A change clears its field's message; the rule runs again only on the next submit.
    reValidateMode: 'onSubmit',
    // As the hand-written forms did: the messages show, focus stays where the user is.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  // The forms are flat: a field's message sits under its own key.
  const own = (name: FieldPath<TValues>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return {
    control: form.control,
    errorOf: (name) => own(name) ?? outside?.[name],
    clearError: (name) => {
      if (own(name) !== undefined) form.clearErrors(name);
      if (outside?.[name] !== undefined) onClearError?.(name);
    },
    showErrors: (messages) => {
      for (const [name, message] of Object.entries(messages) as [FieldPath<TValues>, string | undefined][]) {
        if (message !== undefined) form.setError(name, { type: 'manual', message });
      }
    },
    getValues: form.getValues,
    setValue: form.setValue,
    reset: form.reset,
    submit: (onValid) =>
      form.handleSubmit(async (data) => {
        try {
          await onValid(data);
        } catch (error) {
          form.setError('root.submit', {
            type: 'submit',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }),
    submitting: isSubmitting,
    submitError: errors.root?.submit?.message,
  };
}
