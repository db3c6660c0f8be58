import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CampaignId } from '../../../domain/campaigns';
import type {
  CampaignEvent,
  FieldErrors,
  RegistrationForm,
  WorkForm,
} from '../../../machines/campaign.machine';

/** What the step's fields read and send. */
export interface CampaignFormProps {
  campaign: CampaignId;
  registration: RegistrationForm;
  work: WorkForm;
  errors: FieldErrors;
  send: (event: CampaignEvent) => void;
  /** A field lost the focus: its rule runs (the view sends `field.checked`). */
  onCheck: (name: string) => void;
  disabled: boolean;
}

export const inputId = (name: string) => `campaign-${name}`;

/** A text field of a form: its value, its message, blur checks it. */
export function CampaignField({
  name,
  label,
  value,
  max,
  message,
  onValue,
  onCheck,
  helperText,
  disabled,
  numeric = false,
  ...props
}: {
  name: string;
  label: string;
  value: string;
  max: number;
  message: string | undefined;
  onValue: (value: string) => void;
  onCheck: (name: string) => void;
  helperText?: string;
  disabled: boolean;
  numeric?: boolean;
} & Omit<
  TextFieldProps,
  'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'disabled'
>) {
  return (
    <TextField
      {...props}
      id={inputId(name)}
      name={name}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onValue(e.target.value)}
      onBlur={() => onCheck(name)}
      error={message !== undefined}
      helperText={message ?? helperText ?? ' '}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: max, ...(numeric ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}) },
      }}
    />
  );
}
