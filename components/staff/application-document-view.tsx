import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EMPTY_VALUE } from '@/lib/staff/application-document';
import { ORIGINAL_LABEL, type Block, type DocumentField, type DocumentSection } from '@/lib/staff/document-blocks';

/**
 * The 11 sections of a stored application as a readable page (the PDF of record walks the same document).
 * `fieldSlots` replaces a field's value by label, e.g. the SSN with its Show SSN control.
 */
export function ApplicationDocumentView({
  sections,
  fieldSlots = {},
}: {
  sections: readonly DocumentSection[];
  fieldSlots?: Record<string, ReactNode>;
}) {
  return (
    // One column no wider than the page (minmax(0, 1fr)): a wide table scrolls inside its section instead of
    // widening the page past a phone's screen.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {sections.map((section) => (
        <Paper key={section.number} variant="outlined" component="section" aria-labelledby={`section-${section.number}`} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={`section-${section.number}`} variant="h2" sx={{ mb: 1.5 }}>
            {section.number}. {section.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            {section.blocks.map((block, index) => (
              <BlockView key={index} block={block} fieldSlots={fieldSlots} />
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** A block's heading, when it has one; `spaced` above a list or a table, none above paragraphs. */
function BlockHeading({ text, spaced = false }: { text: string | undefined; spaced?: boolean }) {
  if (!text) return null;
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: spaced ? 0.5 : undefined }}>
      {text}
    </Typography>
  );
}

function BlockView({ block, fieldSlots }: { block: Block; fieldSlots: Record<string, ReactNode> }) {
  switch (block.kind) {
    case 'fields':
      return (
        <Box>
          <BlockHeading text={block.heading} spaced />
          <FieldList fields={block.fields} fieldSlots={fieldSlots} />
        </Box>
      );
    case 'table':
      return (
        <TableContainer>
          <BlockHeading text={block.heading} spaced />
          <Table size="small">
            <TableHead>
              <TableRow>
                {block.columns.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 600 }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {block.rows.map((cells, row) => (
                <TableRow key={row}>
                  {cells.map((cell, column) => (
                    <TableCell key={column}>{cell || EMPTY_VALUE}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      );
    case 'text':
      return (
        <Box lang={block.lang}>
          <BlockHeading text={block.heading} />
          {block.numbered ? (
            <Box component="ol" sx={{ pl: 3, my: 0 }}>
              {block.paragraphs.map((text) => (
                <li key={text}>
                  <Typography component="span" variant="body2">
                    {text}
                  </Typography>
                </li>
              ))}
            </Box>
          ) : (
            block.paragraphs.map((text) => (
              <Typography key={text} variant="body2" sx={{ mb: 0.5 }}>
                {text}
              </Typography>
            ))
          )}
        </Box>
      );
    case 'agreement':
      return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {block.given ? (
            <Chip color="success" label={block.statement} />
          ) : (
            // Long and important (what the office must do): a wrapping line, not a chip.
            <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }}>
              {block.statement}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            Text version {block.version}
          </Typography>
        </Box>
      );
    case 'original':
      // Set apart from the agreed text above it: what it translates, for the office, not what was agreed to.
      return (
        <Box component="section" aria-label={ORIGINAL_LABEL} sx={{ pl: 1.5, borderLeft: 3, borderColor: 'divider', display: 'grid', gap: 1 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {ORIGINAL_LABEL} · text version {block.version}
          </Typography>
          {block.blocks.map((inner, index) => (
            <BlockView key={index} block={inner} fieldSlots={fieldSlots} />
          ))}
        </Box>
      );
    case 'signature':
      return (
        <Box>
          <Typography variant="body2" lang={block.certificationLang} sx={{ fontStyle: 'italic', mb: 1 }}>
            {block.certification}
          </Typography>
          {block.certificationOriginal && (
            <Box sx={{ pl: 1.5, mb: 1, borderLeft: 3, borderColor: 'divider' }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {ORIGINAL_LABEL} · text version {block.certificationOriginal.version}
              </Typography>
              <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                {block.certificationOriginal.text}
              </Typography>
            </Box>
          )}
          {block.imageDataUrl ? (
            // A data URL from the database: next/image would only add a round trip for nothing.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={block.imageDataUrl}
              alt={`Signature of ${block.signerName || 'the applicant'}`}
              style={{ width: '100%', maxWidth: 420, aspectRatio: '7 / 3', border: '1px solid #ccc', borderRadius: 4, background: '#fff' }}
            />
          ) : (
            <Typography color="error">No signature stored.</Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Signed by {block.signerName || EMPTY_VALUE} · certification version {block.certificationVersion}
          </Typography>
        </Box>
      );
  }
}

export function FieldList({
  fields,
  fieldSlots = {},
  stacked = false,
}: {
  fields: readonly DocumentField[];
  fieldSlots?: Record<string, ReactNode>;
  /** Label above value at every width: for a narrow column such as the detail page's sidebar. */
  stacked?: boolean;
}) {
  const sideBySide = !stacked;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: sideBySide ? 'minmax(10rem, 14rem) 1fr' : '1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: sideBySide ? 0.75 : 0 },
        m: 0,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem', mt: { xs: 1, sm: sideBySide ? 0 : 1 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {fields.map((field) => (
        <Box key={field.label} sx={{ display: 'contents' }}>
          <dt>{field.label}</dt>
          <dd>{fieldSlots[field.label] ?? (field.value || EMPTY_VALUE)}</dd>
        </Box>
      ))}
    </Box>
  );
}
