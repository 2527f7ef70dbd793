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
}: {
  name: string;
  label: string;
  defaultValue: string;
  anyLabel: string;
  choices: readonly { value: string; label: string }[];
  /** The form's first field takes the whole row on a phone, as the search box does. */
  fullRowOnPhone?: boolean;
}) {
  return (
    <TextField
      select
      name={name}
      label={label}
      defaultValue={defaultValue}
      size="small"
      sx={fullRowOnPhone ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}
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
