import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { ApplicationDocument } from '@/lib/staff/application-document';

const ROOT = join(__dirname, '..');

/**
 * The text of the PDF of record (lib/pdf) that `document` prints as, read by unpdf. In a child process through
 * scripts/support/register-ts.mjs: react-pdf and PDF.js are ES modules that jest's CommonJS sandbox refuses.
 */
export async function pdfOfRecordText(document: ApplicationDocument): Promise<string> {
  const script = [
    "const { renderApplicationPdf } = await import('@/lib/pdf/render-application-pdf');",
    "const { extractText } = await import('unpdf');",
    'const chunks = []; for await (const chunk of process.stdin) chunks.push(chunk);',
    'const document = JSON.parse(Buffer.concat(chunks).toString());',
    "const pdf = await renderApplicationPdf(document, { generatedAt: new Date(), generatedBy: 'Test', signatureTrail: [] });",
    'const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });',
    'process.stdout.write(text);',
  ].join('\n');
  const child = spawn(process.execPath, ['--import', './scripts/support/register-ts.mjs', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  child.stdin.end(JSON.stringify(document));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`The PDF could not be rendered (${code}): ${err}`);
  return out;
}
