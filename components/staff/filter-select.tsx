import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

/**
 * A choice among a filter form's fields. A native select: one tap opens the phone's own picker, and it submits with
 * the form like any input. The first choice, `anyLabel`, is the empty value: no filter.
 */
export function FilterSelect({
  name,
  label,
  defaultValue,
  anyLabel,
  choices,
  fullRowOnPhone = false,
  sx,
}: {
  name: string;
  label: string;
  defaultValue: string;
  anyLabel: string;
  choices: readonly { value: string; label: string }[];
  /** The form's first field takes the whole row on a phone, as the search box does. */
  fullRowOnPhone?: boolean;
  /** Its size in a form that is not FilterForm's grid. */
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      name={name}
      label={label}
      defaultValue={defaultValue}
      size="small"
      sx={[fullRowOnPhone && { gridColumn: { xs: '1 / -1', md: 'auto' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{anyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
