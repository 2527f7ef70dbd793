'use client';

import { useId, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';

/**
 * The root of MUI's TextField: a FormControl named MuiTextField, so the theme's MuiTextField settings apply.
 * MUI moves the label aside (and opens the outline's notch for it) by script, when the input gets focus or text.
 * Step 1 arrives as HTML and can be typed into before the scripts run; without this the label sat over the typed
 * text until then. The same conditions in CSS, read from the input itself (`:placeholder-shown` needs a
 * placeholder: a blank one, which shows nothing), do it from the start; once React runs, MUI's classes agree.
 */
const TYPED_OR_FOCUSED = '&:has(input:focus, input[placeholder=" "]:not(:placeholder-shown))';
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({
  [`${TYPED_OR_FOCUSED} .MuiInputLabel-outlined`]: {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
  },
  [`${TYPED_OR_FOCUSED} .MuiOutlinedInput-notchedOutline legend`]: { maxWidth: '100%' },
});

export type OutlinedTextFieldProps = {
  name?: string;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  label: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  minRows?: number;
  sx?: SxProps<Theme>;
  slotProps?: {
    /** Props of the <input> element itself (maxLength, aria-*, inputMode, …). */
    htmlInput?: Record<string, unknown>;
    /** Props of the OutlinedInput, e.g. `inputComponent` for a masked input. */
    input?: Pick<OutlinedInputProps, 'inputComponent'>;
  };
};

/**
 * MUI's `<TextField>` for the only kind the wizard's text inputs are (outlined, not a select), put together from
 * the same parts in the same way (MUI's TextField.js): the same elements, classes, ids and ARIA links. TextField
 * itself imports Select (with Menu, Popover, Modal and the two other variants), about 15 KB of script a phone
 * would download for step 1 and never run; the selects of later steps still use TextField, in their own chunks.
 */
export function OutlinedTextField(inProps: OutlinedTextFieldProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    name,
    value,
    onChange,
    onBlur,
    inputRef,
    label,
    helperText,
    error = false,
    disabled = false,
    fullWidth = false,
    type,
    autoComplete,
    multiline = false,
    minRows,
    sx,
    slotProps = {},
  } = props;
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = `${id}-label`;
  return (
    <TextFieldRoot
      className="MuiTextField-root"
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={false}
      color="primary"
      variant="outlined"
      sx={sx}
    >
      <InputLabel htmlFor={id} id={inputLabelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        inputProps={{ placeholder: ' ', ...slotProps.htmlInput }}
        label={label}
        {...slotProps.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </TextFieldRoot>
  );
}
