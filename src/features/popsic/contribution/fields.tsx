import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type {
  ContributionEvent,
  ContributionForm,
  FieldErrors,
  TextFieldName,
} from '../../../../machines/contribution.machine';
import type { DictEntry } from '../../../schemas/popsic';
import { contributionPagesMsg } from '../../../text/contributionPages';

/** What every step's fields read and send. */
export interface StepProps {
  form: ContributionForm;
  errors: FieldErrors;
  send: (event: ContributionEvent) => void;
  disabled: boolean;
}

const inputId = (name: string) => `contribution-${name}`;

/**
 * The gap between two fields of a step (theme units, 12 px): an outlined field's label floats 9 px above its
 * box once it holds a value, so a smaller gap lets it touch the helper text of the field above
 * (须与身份证一致 over 手机号, issue 31).
 */
export const FIELD_GAP = 1.5;

/** A text field of the form: its value from the machine, its message, a change sent as `field.set`. */
export function FormField({
  name,
  label,
  max,
  form,
  errors,
  send,
  disabled,
  helperText,
  ...props
}: StepProps & {
  name: TextFieldName;
  label: string;
  max: number;
  helperText?: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'helperText' | 'form'>) {
  const message = errors[name];
  return (
    <TextField
      {...props}
      id={inputId(name)}
      name={name}
      label={label}
      value={form[name]}
      disabled={disabled}
      onChange={(e) => send({ type: 'field.set', name, value: e.target.value })}
      error={message !== undefined}
      helperText={message ?? helperText ?? ' '}
      fullWidth
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}

/** A choice from a dictionary (000 §3 Dictionaries), sent as `field.set` with its dictValue. */
export function DictSelect({
  name,
  label,
  entries,
  form,
  errors,
  send,
  disabled,
  required,
}: StepProps & { name: TextFieldName; label: string; entries: readonly DictEntry[]; required?: boolean }) {
  const message = errors[name];
  const value = form[name];
  return (
    <TextField
      select
      id={inputId(name)}
      name={name}
      label={label}
      required={required}
      value={entries.some((e) => e.dictValue === value) ? value : ''}
      disabled={disabled}
      onChange={(e) => send({ type: 'field.set', name, value: e.target.value })}
      error={message !== undefined}
      helperText={message ?? ' '}
      fullWidth
    >
      <MenuItem value="" disabled>
        {contributionPagesMsg.choose}
      </MenuItem>
      {entries.map((e) => (
        <MenuItem key={e.dictValue} value={e.dictValue}>
          {e.dictLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}
