import Typography from '@mui/material/Typography';
import { PHONE_AND_SEAT_BELT_POLICY } from '@/lib/applicant/agreement-texts';
import { AgreementCheckbox } from '../agreement-checkbox';

export function PhonePolicyStep() {
  return (
    <>
      {PHONE_AND_SEAT_BELT_POLICY.sections?.map(({ heading, text }) => (
        <section key={heading}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {heading}
          </Typography>
          <Typography sx={{ mb: 2 }}>{text}</Typography>
        </section>
      ))}
      <Typography sx={{ mb: 2 }}>{PHONE_AND_SEAT_BELT_POLICY.closing}</Typography>
      <AgreementCheckbox name="agreePhonePolicy" />
    </>
  );
}
