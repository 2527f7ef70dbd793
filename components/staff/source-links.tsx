'use client';

import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { attributionQuery } from '@/lib/sources/attribution';
import { presetAttribution, sourceLink, SOURCE_PRESETS } from '@/lib/sources/source-links';

type SourceLinksProps = {
  /** Where applicants open the form: APP_BASE_URL, or this page's own address when it is not set. */
  baseUrl: string;
  /** The carriers' codes; the first is chosen at first. */
  codes: string[];
};

/**
 * A link per source for one carrier (job board, Facebook, referral, a QR code on a trailer), each with Copy, and
 * the trailer's QR code drawn by the server (GET /api/staff/source-links/qr). The links carry only the source
 * parameters of lib/sources/attribution.ts, so the dashboard can tell the sources apart.
 */
export function SourceLinks({ baseUrl, codes }: SourceLinksProps) {
  const [compCode, setCompCode] = useState(codes[0] ?? 'TSKIS');
  const [campaign, setCampaign] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const campaignHint = useId();
  const rows = SOURCE_PRESETS.map((preset) => {
    const attribution = presetAttribution(preset, campaign);
    const qr = `/api/staff/source-links/qr?${new URLSearchParams({ compCode })}&${attributionQuery(attribution)}`;
    return { preset, link: sourceLink(baseUrl, compCode, attribution), qr };
  });
  const campaignDropped = campaign.trim() !== '' && rows[0] && !rows[0].link.includes('utm_campaign=');

  const copy = async (id: string, link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(id);
    } catch {
      // No clipboard: the link stays selectable in the table.
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '12rem minmax(0, 20rem)' } }}>
        <TextField
          select
          label="Carrier"
          value={compCode}
          onChange={(event) => setCompCode(event.target.value)}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {codes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </TextField>
        <TextField
          label="Campaign (optional)"
          value={campaign}
          onChange={(event) => setCampaign(event.target.value)}
          size="small"
          error={Boolean(campaignDropped)}
          helperText={campaignDropped ? 'Letters, digits and . _ ~ - only, up to 64: left out' : 'e.g. fall-2026'}
          slotProps={{ htmlInput: { maxLength: 64, spellCheck: false, 'aria-describedby': campaignHint } }}
        />
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Links per source">
          <TableHead>
            <TableRow>
              <TableCell>Source</TableCell>
              <TableCell>Link</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ preset, link, qr }) => (
              <TableRow key={preset.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: { sm: 'nowrap' }, verticalAlign: 'top' }}>
                  {preset.label}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Box component="code" sx={{ fontSize: '0.8125rem', overflowWrap: 'anywhere' }} data-testid={`source-link-${preset.id}`}>
                    {link}
                  </Box>
                  {preset.id === 'trailer-qr' && (
                    <Box sx={{ mt: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                      {/* A PNG from this server; next/image would only add script. */}
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img src={qr} alt={`QR code of the link for ${preset.label}`} width={120} height={120} />
                      <Link href={`${qr}&download=1`} download>
                        Download the QR code (PNG)
                      </Link>
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                  <Button size="small" onClick={() => void copy(preset.id, link)} aria-label={`Copy the ${preset.label} link`}>
                    {copied === preset.id ? 'Copied' : 'Copy'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography id={campaignHint} variant="body2" color="text.secondary">
        Each link opens the carrier&apos;s application form and tells the dashboard where the applicant came from. Never
        put a name, phone number or email in a link: anything but letters, digits and . _ ~ - is dropped.
      </Typography>
    </Box>
  );
}
