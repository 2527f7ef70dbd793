import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACCIDENT_PROCEDURE } from '@/lib/applicant/agreement-texts';
import { AgreementCheckbox } from '../agreement-checkbox';

export function AccidentProcedureStep() {
  return (
    <>
      <Typography>{ACCIDENT_PROCEDURE.intro}</Typography>
      <Box component="ol" sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
        {ACCIDENT_PROCEDURE.points?.map((point) => (
          <li key={point}>
            <Typography component="span">{point}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {ACCIDENT_PROCEDURE.closing}
      </Typography>
      <AgreementCheckbox name="agreeAccidentProcedure" />
    </>
  );
}
