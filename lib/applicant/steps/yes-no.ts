/** How a Yes/No answer (stored Y or N) reads, in the wizard and in the documents. */
export const YES_NO_LABELS = { Y: 'Yes', N: 'No' } as const;
export const YES_NO_OPTIONS = [
  { value: 'Y', label: YES_NO_LABELS.Y },
  { value: 'N', label: YES_NO_LABELS.N },
] as const;
