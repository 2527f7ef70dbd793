import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteIcon from '@mui/icons-material/Delete';
import type { WorkEntry } from '@/lib/applicant/form-values';
import { useTranslations } from 'next-intl';
import { useYesNoOptions } from './yes-no-options';

export type WorkEntryTableProps = {
  entries: readonly WorkEntry[];
  onDelete: (id: string | undefined) => void;
};

/**
 * The employers added so far; narrow columns (the two 391.21(b)(10) answers wrap under each other), so it fits a
 * 360px phone as a plain table.
 */
export function WorkEntryTable({ entries, onDelete }: WorkEntryTableProps) {
  const t = useTranslations('WizardSteps');
  const employerLabel = useTranslations('Fields')('employer.label');
  const yesNo = useYesNoOptions();
  const answer = (value: string | undefined) => yesNo.find((option) => option.value === value)?.label ?? '—';
  return (
    // Narrower cell padding on a phone: at 360 px the four columns need every pixel.
    <Table size="small" aria-label={t('employersAdded')} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 40 }}>#</TableCell>
          <TableCell>{employerLabel}</TableCell>
          <TableCell>{t('regulations')}</TableCell>
          {/* No title over the delete buttons (each names its employer); a td, since a header must not be empty. */}
          <TableCell component="td" sx={{ width: 56 }} />
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => (
          <TableRow key={entry.id ?? index}>
            <TableCell>{index + 1}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.employer1}</TableCell>
            <TableCell>
              {/* Two unbreakable halves, one under the other on a phone (360 px leaves no room side by side). */}
              <Box component="span" sx={{ whiteSpace: 'nowrap', display: { xs: 'block', sm: 'inline' } }}>
                {t('fmcsrAnswer', { answer: answer(entry.fmcsr1) })}
              </Box>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {' · '}
              </Box>
              <Box component="span" sx={{ whiteSpace: 'nowrap', display: { xs: 'block', sm: 'inline' } }}>
                {t('dotTestingAnswer', { answer: answer(entry.drugTest1) })}
              </Box>
            </TableCell>
            <TableCell padding="none" align="center">
              <IconButton aria-label={t('deleteEmployer', { employer: entry.employer1 ?? '' })} onClick={() => onDelete(entry.id)}>
                <DeleteIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
