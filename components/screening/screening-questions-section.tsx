import { StaffIntlProvider } from '@/components/staff/staff-intl-provider';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { listQuestions } from '@/lib/screening/server/question-store';
import { ScreeningQuestionsEditor } from './screening-questions-editor';

/**
 * /staff/companies' section of screening questions (admins; the page checks): the chosen carrier's questions
 * (`?screening=CODE`, else the first carrier's) and the form for them. Questions belong to a carrier with a record.
 */
export async function ScreeningQuestionsSection({ companies, chosen }: { companies: { code: string; legalName: string }[]; chosen?: string }) {
  const carrier = companies.find((company) => company.code === chosen) ?? companies[0];
  const questions = carrier ? await listQuestions(carrier.code) : [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="screening-questions-heading" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="screening-questions-heading" variant="h2">
        Screening questions
      </Typography>
      <Typography color="text.secondary">
        Asked at the end of step 1 of the carrier&apos;s application. A knock-out question names the answers the carrier
        requires; an applicant who answers otherwise is told so and may still apply, and the list badges the application
        &ldquo;Does not meet&rdquo;. A priority question names preferred answers: meeting every one badges it &ldquo;Priority&rdquo;.
        Editing a question saves a new version; applications keep the version they answered.
      </Typography>
      {carrier ? (
        <>
          <Box component="nav" aria-label="Carrier of the questions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2">Carrier:</Typography>
            {companies.map((company) =>
              company.code === carrier.code ? (
                <Typography key={company.code} variant="body2" aria-current="page" sx={{ fontWeight: 700 }}>
                  {company.code}
                </Typography>
              ) : (
                <Link key={company.code} variant="body2" href={`/staff/companies?screening=${encodeURIComponent(company.code)}#screening-questions-heading`}>
                  {company.code}
                </Link>
              ),
            )}
          </Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {carrier.legalName} ({carrier.code})
          </Typography>
          <StaffIntlProvider>
            <ScreeningQuestionsEditor
              key={carrier.code}
              code={carrier.code}
              questions={questions.map(({ createdAt: _createdAt, createdBy: _createdBy, ...question }) => question)}
            />
          </StaffIntlProvider>
        </>
      ) : (
        <Typography color="text.secondary">Add a carrier above first: questions belong to a carrier.</Typography>
      )}
    </Paper>
  );
}
