import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { CALIFORNIA_V3, GEORGIA_V1, ONTARIO_V10, TEXAS_V8, TEXAS_V8_ANSWERS, aamvaText, licenseBarcodePng } from '@/tests/fixtures/license-barcode.mjs';
import { MAX_BARCODE_CHARACTERS, parseLicenseBarcode, type LicenseScan } from './aamva';

/** Each card printed as a PDF417 symbol (bwip-js) and read back by the same ZXing build the browser runs. */
async function printedAndRead(text: string): Promise<Uint8Array> {
  const png = await licenseBarcodePng(text);
  const [found] = await readBarcodes(new Uint8Array(png), { formats: ['PDF417'], tryHarder: true, maxNumberOfSymbols: 1 });
  if (!found?.isValid) throw new Error('the generated barcode did not decode');
  return found.bytes;
}

beforeAll(() => {
  const wasmBinary = readFileSync(join(process.cwd(), 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.byteLength) as ArrayBuffer }, fireImmediately: true });
});

function scanOf(input: string | Uint8Array): LicenseScan {
  const outcome = parseLicenseBarcode(input);
  if (!outcome.ok) throw new Error(`not read: ${outcome.reason}`);
  return outcome.scan;
}

describe('a license barcode, printed and read back', () => {
  test('a Texas CDL (version 8) fills steps 1 and 4 in the wizard formats', async () => {
    const scan = scanOf(await printedAndRead(TEXAS_V8));
    expect(scan).toEqual({ version: 8, country: 'USA', ...TEXAS_V8_ANSWERS });
  });

  test('a California CDL (version 3): given names together, ZIP+4, a second street line, no endorsements', async () => {
    expect(scanOf(await printedAndRead(CALIFORNIA_V3))).toEqual({
      version: 3,
      country: 'USA',
      applicantName: 'Thanh Van Nguyen',
      dob: '11/02/1979',
      street: '500 Main St Apt 4',
      city: 'Fresno',
      state: 'CA',
      zip: '93721-1234',
      driverState1: 'CA',
      driverLicense1: 'D1234567',
      driverType1: 'Class B',
      driverEndorsement1: 'NONE',
      driverExpiration1: '11/02/2027',
    });
  });

  test('a Georgia license (version 1): the full name in one element, dates year first', async () => {
    expect(scanOf(await printedAndRead(GEORGIA_V1))).toMatchObject({
      version: 1,
      applicantName: 'John Robert Smith',
      dob: '03/01/1970',
      driverExpiration1: '03/01/2028',
      driverType1: 'Class C',
      driverEndorsement1: 'NONE',
      zip: '30303',
    });
  });

  test('an Ontario licence (version 10): Canadian dates, the province, the postal code kept apart from the ZIP', async () => {
    const scan = scanOf(await printedAndRead(ONTARIO_V10));
    expect(scan).toMatchObject({
      version: 10,
      country: 'CAN',
      applicantName: 'Luc Tremblay',
      dob: '01/15/1988',
      state: 'ON',
      postalCode: 'M5H 2N2',
      driverLicense1: 'T7654-32109-80115',
      driverType1: 'AZ',
      driverExpiration1: '01/15/2030',
    });
    expect(scan.zip).toBeUndefined();
  });
});

describe('what is not a license, or not well made', () => {
  test('a QR code link, a product barcode and empty text are not licenses', () => {
    for (const text of ['https://example.com/', '0123456789012', '', '@\n\x1e\rANSI ']) {
      expect(parseLicenseBarcode(text)).toEqual({ ok: false, reason: 'not-a-license' });
    }
  });

  test('text past a symbol’s capacity is refused before it is read', () => {
    expect(parseLicenseBarcode('@'.repeat(MAX_BARCODE_CHARACTERS + 1))).toEqual({ ok: false, reason: 'too-long' });
  });

  test('a designator whose offset misses its subfile: the subfile is found by its type', () => {
    const broken = TEXAS_V8.replace(/DL\d{4}/, 'DL0999');
    expect(scanOf(broken).driverLicense1).toBe('12345678');
  });

  test('an impossible date is left for the driver to type, the rest is read', () => {
    const card = aamvaText({ iin: '636015', version: 9, elements: [['DAQ', 'X1'], ['DBB', '13451985'], ['DBA', '99999999'], ['DCS', 'LEE'], ['DAC', 'ANN']] });
    const scan = scanOf(card);
    expect(scan.dob).toBeUndefined();
    expect(scan.driverExpiration1).toBeUndefined();
    expect(scan.applicantName).toBe('Ann Lee');
  });

  test('thousands of lines end at the element cap, and over-long values are cut to the field limits', () => {
    const lines: [string, string][] = Array.from({ length: 600 }, () => ['ZZZ', 'x']);
    const card = aamvaText({ iin: '636015', version: 9, elements: [['DAQ', 'A'.repeat(60)], ['DCS', 'B'.repeat(300)], ...lines] });
    const scan = scanOf(card.slice(0, MAX_BARCODE_CHARACTERS));
    expect(scan.driverLicense1).toHaveLength(25);
    expect(scan.applicantName?.length).toBeLessThanOrEqual(100);
  });
});
