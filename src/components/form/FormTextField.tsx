import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { ZodForm } from './useZodForm';

export type FormTextFieldProps<TValues extends FieldValues, TOutput> = Omit<
  TextFieldProps<'outlined'>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'form' | 'inputRef' | 'variant'
> & {
  /** Outlined, the theme's look (the other variants type their props differently). */
  variant?: 'outlined';
  form: ZodForm<TValues, TOutput>;
  name: FieldPathByValue<TValues, string>;
  /** Shown while the field has no message; a blank line (' ') keeps the layout still by default. */
  helperText?: TextFieldProps['helperText'];
};

/**
 * A MUI TextField bound to one text field of a `useZodForm` form: its value, its message (error state and
 * helper text), and a change that clears that message. Everything else (label, id, limits, disabled) is
 * the caller's, passed through.
 */
export function FormTextField<TValues extends FieldValues, TOutput>({
  form,
  name,
  helperText,
  ...props
}: FormTextFieldProps<TValues, TOutput>) {
  const { field } = useController({ control: form.control, name });
  const message = form.errorOf(name);
  return (
    <TextField
      {...props}
      value={field.value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e) => {
        field.onChange(e.target.value);
        form.clearError(name);
      }}
      error={message !== undefined}
      helperText={message ?? helperText ?? ' '}
    />
  );
}
