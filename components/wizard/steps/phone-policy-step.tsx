import Typography from '@mui/material/Typography';
import { AgreementCheckbox } from '../agreement-checkbox';

export function PhonePolicyStep() {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Cellular phones
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Federal safety rules forbid commercial motor vehicle drivers to hold a mobile phone, or to text, while driving,
        and that includes sitting in traffic or at a red light. You may use a phone only hands-free (one touch to
        answer or end a call), or after you have pulled off the road and stopped in a safe place. A driver who breaks
        this rule faces a federal civil penalty of up to $2,750 for each offense, and repeated offenses can disqualify
        the driver from operating a commercial motor vehicle.
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Seat belts
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Wear your seat belt at all times while the vehicle is moving, and make sure any passenger does too.
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        No tailgating
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Keep a safe following distance: at least one second for every 10 feet of vehicle length, plus one more second
        above 40 mph, and more in rain, snow or fog. Tailgating is not tolerated.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Any ticket or fine for phone use, not wearing a seat belt, or tailgating is the driver&apos;s own
        responsibility.
      </Typography>
      <AgreementCheckbox name="agreePhonePolicy" />
    </>
  );
}
