import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AgreementCheckbox } from '../agreement-checkbox';

const procedure = [
  'Stop in a safe place, turn on your hazard lights, and call the police (911 if anyone is hurt). Then call the company to report the accident.',
  'Stay at the scene until the police tell you that you may leave.',
  "Ask the police officer for a business card with the officer's name and badge number.",
  'Ask the officer for the accident (report) number.',
  "Get the other driver's name, address, phone number, driver license number, and insurance company and policy number.",
  "Write down the other vehicle's year, make, model, color and license plate number.",
  'Get the names and phone numbers of any witnesses.',
  'Take photos of every vehicle involved, the damage, and the scene, including road signs and road conditions.',
  'Note your speed, your direction of travel, and the exact location (street or highway, mile marker, city).',
  'Return to the client company you were driving for and report to your supervisor there.',
  "Forward all of this information, including the officer's card, the accident number and the photos, to the staffing company's office the same day.",
];

export function AccidentProcedureStep() {
  return (
    <>
      <Typography>If you are involved in an accident, no matter how small, follow these steps:</Typography>
      <Box component="ol" sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
        {procedure.map((point) => (
          <li key={point}>
            <Typography component="span">{point}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Do not discuss who was at fault with anyone at the scene other than the police.
      </Typography>
      <AgreementCheckbox name="agreeAccidentProcedure" />
    </>
  );
}
