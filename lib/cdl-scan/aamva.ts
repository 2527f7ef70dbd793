/**
 * The PDF417 barcode on the back of a US or Canadian driver's license, as the AAMVA DL/ID Card Design Standard
 * lays it out (versions 1–10), read into the answers the wizard asks on steps 1 and 4. Pure and bounded: the
 * barcode's bytes come from a photo anyone can make, so the input is capped, every loop runs over that capped
 * text, and whatever does not parse is left out rather than guessed.
 *
 * Layout: a header (`@`, LF, RS, CR, `ANSI ` or `AAMVA`, the issuer's 6-digit IIN, the AAMVA version, from
 * version 2 the jurisdiction's version, the number of subfiles), one 10-character designator per subfile (type,
 * offset, length), then each subfile: its type (`DL`, `ID` or a jurisdiction's `Z?`), then elements, a 3-letter id
 * and its value, ended by LF (some issuers use CR or RS). Issuers get offsets wrong often enough that the subfile
 * is found by its type when the offset misses.
 */

/** A PDF417 symbol holds at most about 1,850 text characters; anything longer is not a license. */
export const MAX_BARCODE_CHARACTERS = 4096;
/** More elements than any version defines, many times over. */
const MAX_ELEMENTS = 200;
const MAX_SUBFILES = 10;

export type LicenseScan = {
  /** AAMVA version of the card design standard the barcode follows (1–10; 0 for the pre-standard layout). */
  version: number;
  country: 'USA' | 'CAN';
  /** As the wizard asks it: "First Middle Last". */
  applicantName?: string;
  /** mm/dd/yyyy, the wizard's date format. */
  dob?: string;
  street?: string;
  city?: string;
  /** Two letters: a state, or a Canadian province. */
  state?: string;
  /** A US ZIP code (00000 or 00000-0000). */
  zip?: string;
  /** A Canadian postal code (A1A 1A1), which the wizard's ZIP field does not take. */
  postalCode?: string;
  driverState1?: string;
  driverLicense1?: string;
  driverType1?: string;
  driverEndorsement1?: string;
  driverExpiration1?: string;
};

export type ScanFailure = 'not-a-license' | 'too-long';
export type ScanOutcome = { ok: true; scan: LicenseScan } | { ok: false; reason: ScanFailure };

const HEADER = /^@\n?\x1e?\r?(ANSI |AAMVA)(\d{6})(\d{2})/;
const ELEMENT_ID = /^[A-Z]{3}$/;
const ELEMENT_END = /[\n\r\x1e]/;

/** Reads the barcode's decoded bytes (latin-1 or UTF-8 text; either way the standard uses ASCII). */
export function parseLicenseBarcode(input: string | Uint8Array): ScanOutcome {
  if (input.length > MAX_BARCODE_CHARACTERS) return { ok: false, reason: 'too-long' };
  const text = typeof input === 'string' ? input : latin1(input);
  const header = HEADER.exec(text);
  if (!header) return { ok: false, reason: 'not-a-license' };
  const version = Number(header[3]);
  const elements = readElements(text, header[0].length, version);
  if (!elements.has('DAQ')) return { ok: false, reason: 'not-a-license' };
  return { ok: true, scan: toScan(elements, version, header[2] ?? '') };
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

/** The elements of the first DL (or else ID) subfile. */
function readElements(text: string, afterIin: number, version: number): Map<string, string> {
  // After the IIN and version: the jurisdiction's version (from version 2), then the number of subfiles.
  let position = afterIin + (version >= 2 ? 2 : 0);
  const count = Math.min(Number(text.slice(position, position + 2)) || 1, MAX_SUBFILES);
  position += 2;
  let start = -1;
  for (let index = 0; index < count; index += 1) {
    const designator = text.slice(position + index * 10, position + index * 10 + 10);
    const type = designator.slice(0, 2);
    if (type !== 'DL' && type !== 'ID') continue;
    const offset = Number(designator.slice(2, 6));
    start = text.startsWith(type, offset) ? offset + 2 : -1;
    if (start < 0) {
      // A wrong offset: the subfile's type right after the designators, or anywhere after the header.
      const found = text.indexOf(type, position + count * 10);
      start = found >= 0 ? found + 2 : -1;
    }
    if (start >= 0) break;
  }
  const elements = new Map<string, string>();
  if (start < 0) return elements;
  // Version 1 and some issuers put "DL" and the first element's id together ("DLDAQ…"): both are read the same way.
  let cursor = start;
  for (let read = 0; read < MAX_ELEMENTS && cursor < text.length; read += 1) {
    const rest = text.slice(cursor);
    const end = rest.search(ELEMENT_END);
    const line = end < 0 ? rest : rest.slice(0, end);
    const id = line.slice(0, 3);
    if (ELEMENT_ID.test(id) && !elements.has(id)) elements.set(id, line.slice(3).trim());
    if (end < 0) break;
    cursor += end + 1;
    // The subfile ends with CR; a jurisdiction's subfile (Z…) may follow.
    if (rest[end] === '\r' && !/^[\n\r]?D[A-Z]{2}/.test(text.slice(cursor))) break;
  }
  return elements;
}

const CANADIAN_IIN_PREFIXES = ['604', '636012', '636016', '636017', '636028', '636044', '636048'];

function toScan(elements: Map<string, string>, version: number, iin: string): LicenseScan {
  const get = (id: string) => {
    const value = elements.get(id);
    return value && !/^(NONE|UNAVL|UNAVAILABLE)$/i.test(value) ? value : undefined;
  };
  const countryElement = get('DCG');
  const country: 'USA' | 'CAN' =
    countryElement === 'CAN' || (countryElement !== 'USA' && CANADIAN_IIN_PREFIXES.some((prefix) => iin.startsWith(prefix))) ? 'CAN' : 'USA';
  const postal = postalCodeOf(get('DAK'), country);
  const state = letters2(get('DAJ'));
  return dropEmpty({
    version,
    country,
    applicantName: nameOf(get),
    dob: dateOf(get('DBB'), country, version),
    street: titleCase([get('DAG'), get('DAH')].filter(Boolean).join(' ')).slice(0, 50) || undefined,
    city: titleCase(get('DAI') ?? '').slice(0, 30) || undefined,
    state,
    ...postal,
    driverState1: state,
    driverLicense1: get('DAQ')?.replace(/\s+/g, '').toUpperCase().slice(0, 25),
    driverType1: classOf(get('DCA') ?? get('DAR')),
    driverEndorsement1: endorsementsOf(elements.get('DCD') ?? elements.get('DAT')),
    driverExpiration1: dateOf(get('DBA'), country, version),
  });
}

function dropEmpty(scan: LicenseScan): LicenseScan {
  return Object.fromEntries(Object.entries(scan).filter(([, value]) => value !== undefined && value !== '')) as LicenseScan;
}

const letters2 = (value: string | undefined) => (value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined);

/** A card prints in capitals: names and places are shown as a person writes them ("MARY-JO O'NEIL" → "Mary-Jo O'Neil"). */
function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function nameOf(get: (id: string) => string | undefined): string | undefined {
  const family = get('DCS') ?? get('DAB');
  const first = get('DAC');
  const middle = get('DAD');
  // Versions 2–3 (and some Canadian cards) give the given names together, comma-separated.
  const given = first ? [first, middle] : (get('DCT') ?? '').split(/[,\s]+/);
  let parts = [...given, family];
  if (!family && !first) {
    // Version 1: the full name in one element, family name first: "LAST,FIRST,MIDDLE" (or with spaces).
    const full = get('DAA');
    if (!full) return undefined;
    const [last, ...rest] = full.includes(',') ? full.split(',') : full.split(/\s+/);
    parts = [...rest, last];
  }
  const name = parts.map((part) => part?.trim()).filter(Boolean).join(' ');
  return name ? titleCase(name).slice(0, 100) : undefined;
}

/**
 * A date of the barcode as mm/dd/yyyy. US cards from version 2 write MMDDCCYY, Canadian cards and version 1
 * CCYYMMDD; issuers have mixed them up, so the other order is taken when the expected one is not a real date.
 */
function dateOf(value: string | undefined, country: 'USA' | 'CAN', version: number): string | undefined {
  if (!value || !/^\d{8}$/.test(value)) return undefined;
  const monthFirst = { month: value.slice(0, 2), day: value.slice(2, 4), year: value.slice(4) };
  const yearFirst = { year: value.slice(0, 4), month: value.slice(4, 6), day: value.slice(6) };
  const orders = country === 'CAN' || version <= 1 ? [yearFirst, monthFirst] : [monthFirst, yearFirst];
  const date = orders.find(({ year, month, day }) => isRealDate(Number(year), Number(month), Number(day)));
  return date && `${date.month}/${date.day}/${date.year}`;
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function postalCodeOf(value: string | undefined, country: 'USA' | 'CAN'): Pick<LicenseScan, 'zip' | 'postalCode'> {
  const compact = value?.replace(/[\s-]/g, '').toUpperCase() ?? '';
  const canadian = /^([A-Z]\d[A-Z])(\d[A-Z]\d)$/.exec(compact);
  if (canadian) return { postalCode: `${canadian[1]} ${canadian[2]}` };
  if (country === 'CAN') return {};
  // Padded to nine digits: "787010000" is ZIP 78701 with no +4.
  const zip = /^(\d{5})(\d{4})?$/.exec(compact);
  if (!zip) return {};
  return { zip: zip[2] && zip[2] !== '0000' ? `${zip[1]}-${zip[2]}` : zip[1] };
}

/** "A" → "Class A"; several classes, or a province's ("1", "3"), as written. */
function classOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim().toUpperCase().slice(0, 19);
  return /^[A-D]$/.test(trimmed) ? `Class ${trimmed}` : trimmed;
}

/** The endorsement codes (H, N, P, S, T, X), or NONE, as step 4 asks them. */
function endorsementsOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim().toUpperCase();
  if (trimmed === '' || /^(NONE|N\/A)$/.test(trimmed)) return 'NONE';
  return trimmed.slice(0, 50);
}

/** The answers a scan fills, in the order the confirmation lists them. */
export const SCANNED_ANSWERS = [
  'applicantName',
  'dob',
  'street',
  'city',
  'state',
  'zip',
  'driverState1',
  'driverLicense1',
  'driverType1',
  'driverEndorsement1',
  'driverExpiration1',
] as const;
export type ScannedAnswer = (typeof SCANNED_ANSWERS)[number];
