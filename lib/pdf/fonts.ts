import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * The PDF's one font family. react-pdf's built-in Helvetica covers only WinAnsi, so "Łukasz" or "Nguyễn" would
 * print garbled; DejaVu Sans covers Latin, Greek and Cyrillic and ships in an npm package: nothing is downloaded.
 */
export const PDF_FONT_FAMILY = 'DejaVu Sans';

// Resolved from the working directory, not from this module: once Next bundles the route, the module's own
// location says nothing about node_modules, while the app (npm start, next dev, jest) always runs from the root.
const fontDirectory = () => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');

let registered = false;

/** Registers the family once per process (react-pdf keeps fonts in a global store and caches the parsed files). */
export function registerPdfFonts(): void {
  if (registered) return;
  const regular = path.join(fontDirectory(), 'DejaVuSans.ttf');
  const bold = path.join(fontDirectory(), 'DejaVuSans-Bold.ttf');
  for (const file of [regular, bold]) {
    if (!existsSync(/*turbopackIgnore: true*/ file)) throw new Error(`PDF font missing: ${file} (is dejavu-fonts-ttf installed?)`);
  }
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: regular, fontWeight: 'normal' },
      { src: bold, fontWeight: 'bold' },
    ],
  });
  // The default splits English words with hyphens: a license number or an employer's name must print unbroken.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
