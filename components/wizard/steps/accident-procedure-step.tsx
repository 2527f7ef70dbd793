import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AgreementCheckbox } from '../agreement-checkbox';
import { AGREEMENT_TEXTS } from '@/lib/signed-content/agreement-texts-by-language';
import { useLocale } from 'next-intl';

export function AccidentProcedureStep() {
  const { accidentProcedure } = AGREEMENT_TEXTS[useLocale()];
  return (
    <>
      <Typography>{accidentProcedure.intro}</Typography>
      <Box component="ol" sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
        {accidentProcedure.points?.map((point) => (
          <li key={point}>
            <Typography component="span">{point}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {accidentProcedure.closing}
      </Typography>
      <AgreementCheckbox name="agreeAccidentProcedure" />
    </>
  );
}
