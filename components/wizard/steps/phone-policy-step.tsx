import Typography from '@mui/material/Typography';
import { AgreementCheckbox } from '../agreement-checkbox';
import { AGREEMENT_TEXTS } from '@/lib/signed-content/agreement-texts-by-language';
import { useLocale } from 'next-intl';

export function PhonePolicyStep() {
  const { phonePolicy } = AGREEMENT_TEXTS[useLocale()];
  return (
    <>
      {phonePolicy.sections?.map(({ heading, text }) => (
        <section key={heading}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {heading}
          </Typography>
          <Typography sx={{ mb: 2 }}>{text}</Typography>
        </section>
      ))}
      <Typography sx={{ mb: 2 }}>{phonePolicy.closing}</Typography>
      <AgreementCheckbox name="agreePhonePolicy" />
    </>
  );
}
