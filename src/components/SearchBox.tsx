import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import ClearIcon from '@mui/icons-material/Clear';
import { msg } from '../text/messages';

export interface SearchBoxProps {
  /** The box's accessible name (also the search landmark's). */
  label: string;
  /** Show `label` as the field's visible label (otherwise it is only read by screen readers). */
  showLabel?: boolean;
  placeholder?: string;
  /** The spec's input limit (typing stops there). */
  maxLength?: number;
  /** Controlled text; leave out and give `defaultValue` for a box that keeps its own text. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter or the button: the trimmed text. */
  onSearch: (value: string) => void;
  /** After the clear button emptied the box (it shows while there is text). */
  onClear?: () => void;
  /** Default 搜索. */
  buttonText?: string;
  /** The clear button's accessible name; default 清空. */
  clearLabel?: string;
  /** Placement of the form (it is always a flex row: field then button). */
  sx?: SxProps<Theme>;
}

/**
 * A search form: a field (type search, Enter submits), a clear button while there is text and a
 * search button. Give `key` from the searched value to start it again when the address changes.
 */
export function SearchBox({
  label,
  showLabel = false,
  placeholder,
  maxLength,
  value,
  defaultValue = '',
  onChange,
  onSearch,
  onClear,
  buttonText = msg.app.search,
  clearLabel = msg.app.clear,
  sx,
}: SearchBoxProps) {
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      sx={[{ display: 'flex', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <TextField
        value={text}
        onChange={(e) => change(e.target.value)}
        label={showLabel ? label : undefined}
        placeholder={placeholder}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: {
            'aria-label': showLabel ? undefined : label,
            type: 'search',
            enterKeyHint: 'search',
            maxLength,
          },
          input: {
            endAdornment:
              text !== '' ? (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={clearLabel}
                    size="small"
                    edge="end"
                    onClick={() => {
                      change('');
                      onClear?.();
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : null,
          },
        }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {buttonText}
      </Button>
    </Box>
  );
}
