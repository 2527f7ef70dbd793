import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fillPlaceholders, shownBlocks, type ConsentText, type ConsentValues } from '@/lib/consents/consent-text';

/** An address the texts print (https://dataqs.fmcsa.dot.gov, www.consumerfinance.gov/learnmore), without the full stop after it. */
const WEB_ADDRESS = /((?:https:\/\/|www\.)[^\s,;()]+[^\s,;().])/g;

/** A line of a text with its web addresses as links (opened beside the application, which stays as it is). */
function withLinks(line: string): ReactNode[] {
  return line.split(WEB_ADDRESS).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part.startsWith('www.') ? `https://${part}` : part} target="_blank" rel="noopener noreferrer">
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

/**
 * The words of one consent text, filled with the carrier's values, as the applicant reads them: its paragraphs
 * (a bold lead where the text has one), lists, headings and notes. `headingLevel` is that of the text's own inner
 * headings (the screen's title is one level above). `lang` marks a text shown in another language than the page's.
 */
export function ConsentDocument({
  text,
  values,
  headingLevel = 3,
  lang,
}: {
  text: ConsentText;
  values: ConsentValues;
  headingLevel?: 3 | 4;
  lang?: string;
}) {
  const fill = (line: string) => withLinks(fillPlaceholders(line, values));
  return (
    // A long address (a statute's page) wraps rather than pushing the screen sideways.
    <Box lang={lang} sx={{ '& > :first-of-type': { mt: 0 }, '& a': { overflowWrap: 'anywhere' } }}>
      {shownBlocks(text.blocks, values).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Typography key={index} component={`h${headingLevel}`} variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
                {fill(block.text)}
              </Typography>
            );
          case 'list':
            return (
              <Box key={index} component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 0.5 } }}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Typography component="span">{fill(item)}</Typography>
                  </li>
                ))}
              </Box>
            );
          case 'note':
            return (
              <Typography key={index} variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', mb: 1.5 }}>
                {fill(block.text)}
              </Typography>
            );
          default:
            return (
              <Typography key={index} sx={{ mb: 1.5 }}>
                {block.lead && <strong>{fill(block.lead)} </strong>}
                {fill(block.text)}
              </Typography>
            );
        }
      })}
    </Box>
  );
}
