import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/link-button';

/** Its words in the applicant's language: the resume page's server part and the gate both hand them over. */
export type UnknownDraftTexts = { title: string; unknown: string; unavailable: string; startNew: string };

/** An unknown or expired resume link (or, with `unavailable`, a database that cannot answer right now). */
export function UnknownDraft({
  unavailable = false,
  compCode,
  texts,
}: {
  unavailable?: boolean;
  compCode?: string;
  texts: UnknownDraftTexts;
}) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h1">{texts.title}</Typography>
      <Alert severity={unavailable ? 'warning' : 'info'}>{unavailable ? texts.unavailable : texts.unknown}</Alert>
      {!unavailable && (
        <div>
          <LinkButton href={compCode ? `/application/${compCode}` : '/application'} variant="contained">
            {texts.startNew}
          </LinkButton>
        </div>
      )}
    </Stack>
  );
}
