import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Marks a field as required with a visual asterisk that is not part of its name. MUI's own `required` puts
 * " *" into the <label> text, so the input would be found only as "Applicant Name *", not by its label; CSS
 * generated content with empty alternative text (`/ ""`) shows the asterisk and keeps it out of the accessible
 * name. The notched outline's hidden legend gets it too, so the notch stays as wide as the label.
 */
export const requiredLabelSx: SxProps<Theme> = {
  '& .MuiInputLabel-root::after, & .MuiOutlinedInput-notchedOutline legend > span::after': {
    content: '"\\2009*" / ""',
  },
};
