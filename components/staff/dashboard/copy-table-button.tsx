'use client';

import { useState } from 'react';
import Button from '@mui/material/Button';

/**
 * Copies a figure table as tab-separated text, which a spreadsheet pastes into cells. The table itself stays plain
 * HTML, selectable and readable without this button.
 */
export function CopyTableButton({ rows, label }: { rows: (string | number)[][]; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(rows.map((row) => row.join('\t')).join('\n'));
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      // No clipboard here (an old browser, a denied permission): the table can still be selected and copied.
    }
  };
  const shown = copied ? 'Copied' : 'Copy table';
  // The name begins with the words on the button (WCAG 2.5.3, label in name): someone using speech input says what
  // they see; the table's caption follows, so a screen reader tells the five buttons apart.
  return (
    <Button size="small" variant="text" onClick={() => void copy()} aria-label={`${shown}: ${label}`}>
      {shown}
    </Button>
  );
}
