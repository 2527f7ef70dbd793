// @ts-check
import { constants, inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';

/**
 * The second, parser-free view of an uploaded PDF (docs/documents.md, "Two views"). pdf-lib's view of a hostile file
 * is not the view of the reader that opens it: pdf-lib reads objects in file order and never unpacks an object stream
 * whose /Type is an indirect reference, while PDF.js or Acrobat follow the cross-reference stream into it. So every
 * `stream … endstream` in the file is decoded here, whatever its dictionary claims to be, under one budget of unpacked
 * bytes for the whole file, and the structure (the bytes outside compressed data, and every decoded stream that holds
 * objects) is searched for the names that make a PDF act. Runs in the PDF worker only (pdf-worker.mjs).
 */

const require = createRequire(import.meta.url);
// The byte decoders PDF.js also has (pdf-lib ports them from it); zlib's inflate is used for Flate, with its cap.
const { default: Stream } = require('pdf-lib/cjs/core/streams/Stream');
const { default: LZWStream } = require('pdf-lib/cjs/core/streams/LZWStream');
const { default: Ascii85Stream } = require('pdf-lib/cjs/core/streams/Ascii85Stream');
const { default: AsciiHexStream } = require('pdf-lib/cjs/core/streams/AsciiHexStream');
const { default: RunLengthStream } = require('pdf-lib/cjs/core/streams/RunLengthStream');
const { default: DecodeStream } = require('pdf-lib/cjs/core/streams/DecodeStream');

/** Names whose presence means a script, an attached file, or an action that runs, submits or opens another file. */
export const ACTIVE_NAMES = ['JavaScript', 'JS', 'EmbeddedFile', 'EmbeddedFiles', 'Launch', 'RichMedia', 'XFA', 'SubmitForm', 'ImportData', 'GoToE', 'GoToR'];
const ACTIVE_NAME = new RegExp(`/(?:${ACTIVE_NAMES.join('|')})(?![A-Za-z0-9.#_-])`);
/** Image codecs: their output is pixels, never objects a reader parses. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode', 'CCF']);
const FILTER_ALIASES = /** @type {Record<string, string>} */ ({ Fl: 'FlateDecode', LZW: 'LZWDecode', A85: 'ASCII85Decode', AHx: 'ASCIIHexDecode', RL: 'RunLengthDecode' });

export class UnpackedTooLarge extends Error {}
export class UnreadableStream extends Error {}

/** @typedef {{ left(): number, spend(bytes: number): void, overrun(): boolean }} UnpackBudget */

/**
 * A budget of unpacked bytes shared by every decode of one file (this view's and pdf-lib's): a small file whose
 * streams inflate to gigabytes is refused once the sum passes `limit`, before the memory is taken.
 * @param {number} limit
 * @returns {UnpackBudget}
 */
export function unpackBudget(limit) {
  let used = 0;
  return {
    left: () => limit - used,
    // pdf-lib catches what its parser throws and throws its own error instead: the overrun is asked for after.
    overrun: () => used > limit,
    spend(bytes) {
      used += bytes;
      if (used > limit) throw new UnpackedTooLarge();
    },
  };
}

/** @type {UnpackBudget | null} */
let charged = null;
/** Charges every decode of pdf-lib's decoders (its parser's and this view's) to `budget`, until called with null. */
export const chargeDecodesTo = (/** @type {UnpackBudget | null} */ budget) => {
  charged = budget;
};
// pdf-lib's decoders (ported from PDF.js) grow their output buffer without a limit, doubling it: each growth is
// charged to the file's budget before it is allocated (the size computed as ensureBuffer does), so an object stream
// that inflates to a gigabyte stops at the cap.
const decoding = /** @type {{ ensureBuffer(requested: number): Uint8Array }} */ (/** @type {unknown} */ (DecodeStream.prototype));
const ensureBuffer = decoding.ensureBuffer;
decoding.ensureBuffer = function capped(/** @type {number} */ requested) {
  const { buffer, minBufferLength } = /** @type {{ buffer: Uint8Array, minBufferLength: number }} */ (/** @type {unknown} */ (this));
  if (charged && requested > buffer.byteLength) {
    let size = minBufferLength;
    while (size < requested) size *= 2;
    charged.spend(size - buffer.byteLength);
  }
  return ensureBuffer.call(this, requested);
};

/** `#xx` escapes in names decoded (`/J#61vaScript` is `/JavaScript`); other text unchanged. @param {string} text */
const unescapeNames = (text) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, /** @type {string} */ hex) => String.fromCharCode(parseInt(hex, 16)));

/** Whether this PDF text names active content. @param {string} text */
export const namesActiveContent = (text) => ACTIVE_NAME.test(unescapeNames(text));

/**
 * Data a reader could parse objects from: an object stream starts with its pairs of object number and offset, and a
 * cross-reference entry may point into any bytes at an `n g obj` header. Other data (pixels, drawing operators) is not
 * searched: a name in it does nothing, and random image bytes would spell one now and then.
 */
/** @param {string} text */
const holdsObjects = (text) => /^\s*\d+\s+\d+\s/.test(text) || /(?<!\d)\d{1,10}\s+\d{1,5}\s+obj\b/.test(text);
/** @param {Buffer} data */
const activeObjects = (data) => {
  const text = data.toString('latin1');
  return holdsObjects(text) && namesActiveContent(text);
};

/**
 * @param {Buffer} bytes the whole file
 * @param {UnpackBudget} budget
 * @returns {{ active: boolean }} active when a name of ACTIVE_NAMES is in the structure or in any decoded object stream
 */
export function scanPdfBytes(bytes, budget) {
  const text = bytes.toString('latin1');
  /** @type {Map<string, number> | null} */
  let numberObjects = null;
  /** The number an indirect /Length names, every `n g obj <number> endobj` of the file read once, when first needed. */
  const lengthObject = (/** @type {string} */ reference) => {
    numberObjects ??= new Map([...text.matchAll(/(?<!\d)(\d{1,10})\s+(\d{1,5})\s+obj\s*(\d{1,10})\s*endobj/g)].map(([, number, generation, value]) => [`${number} ${generation}`, Number(value)]));
    return numberObjects.get(reference);
  };
  // The structure as the file holds it: the bytes that compressed data (consumed by its decoder) does not cover.
  const structure = [];
  let from = 0;
  let active = false;
  const streamStart = /(?<!end)stream(?:\r\n|\n|\r)/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const dataStart = match.index + match[0].length;
    const dictionary = text.slice(Math.max(text.lastIndexOf(' obj', match.index), text.lastIndexOf('obj', match.index), 0), match.index);
    const { decoded, consumed } = decodeStream(bytes, dataStart, dictionary, budget, lengthObject);
    if (decoded.some(activeObjects) || (consumed > 0 && activeObjects(bytes.subarray(dataStart, dataStart + consumed)))) active = true;
    if (consumed > 0) {
      structure.push(text.slice(from, dataStart));
      from = dataStart + consumed;
      streamStart.lastIndex = from;
    }
  }
  structure.push(text.slice(from));
  return { active: active || structure.some(namesActiveContent) };
}

/**
 * Every chain of filters the dictionary's text names (a name, or an array of names), first the one a reader would
 * normally take. All of them, because a text search cannot tell which `/Filter` is the stream's own: a decoy in a
 * nested dictionary or a string comes first.
 * @param {string} dictionary @returns {string[][]}
 */
function filterChainsOf(dictionary) {
  return [...dictionary.matchAll(/\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)/g)].map(([, value = '']) => {
    if (/R$/.test(value)) throw new UnreadableStream('an indirect /Filter');
    return [...unescapeNames(value).matchAll(/\/([^\s/[\]<>()]+)/g)].map(([, name = '']) => FILTER_ALIASES[name] ?? name);
  });
}

/**
 * Every filter decodes the bytes from the stream's start to the end of the file: each format ends itself (zlib's end
 * of stream, LZW's and RunLength's end codes, `>` and `~>`), so a /Length or an `endstream` placed to cut the data
 * short cannot hide its rest. Each chain the dictionary names is decoded (an image codec's data is set aside by its
 * declared length instead), and a bare inflate is tried too: a dictionary can hide its real filter from a text
 * search, never its data from zlib. Answers each stage's output (the last one a reader parses; earlier ones searched
 * too, in case a predictor scrambles the last) and how many of the file's bytes the longest first stage consumed.
 * @param {Buffer} bytes @param {number} dataStart @param {string} dictionary @param {UnpackBudget} budget
 * @param {(reference: string) => number | undefined} lengthObject
 * @returns {{ decoded: Buffer[], consumed: number }}
 */
function decodeStream(bytes, dataStart, dictionary, budget, lengthObject) {
  const chains = filterChainsOf(dictionary);
  const earlyChange = Number(/\/EarlyChange\s+(\d)/.exec(dictionary)?.[1] ?? 1);
  const tried = new Set();
  let consumed = 0;
  /** @type {Buffer[]} */
  const decoded = [];
  for (const chain of [...chains, ['FlateDecode']]) {
    if (chain.length === 0 || tried.has(chain.join(' '))) continue;
    tried.add(chain.join(' '));
    if (chain.some((filter) => IMAGE_FILTERS.has(filter))) {
      consumed = Math.max(consumed, declaredLength(bytes, dataStart, dictionary, lengthObject));
      continue;
    }
    let input = bytes.subarray(dataStart);
    for (const [index, filter] of chain.entries()) {
      const { output, used } = decodeOne(filter, input, budget, earlyChange);
      if (index === 0) consumed = Math.max(consumed, used);
      decoded.push(output);
      input = output;
    }
    const predicted = undoPngPredictor(input, dictionary);
    if (predicted) decoded.push(predicted);
  }
  return { decoded, consumed };
}

/**
 * /Length when it is a number (or an object holding one) and `endstream` follows where it says; else 0.
 * @param {Buffer} bytes @param {number} dataStart @param {string} dictionary
 * @param {(reference: string) => number | undefined} lengthObject
 */
function declaredLength(bytes, dataStart, dictionary, lengthObject) {
  const declared = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
  if (!declared) return 0;
  const length = declared[2] === undefined ? Number(declared[1]) : lengthObject(`${declared[1]} ${declared[2]}`);
  if (length === undefined) return 0;
  const after = bytes.toString('latin1', dataStart + length, dataStart + length + 12);
  return /^\s*endstream/.test(after) ? length : 0;
}

/**
 * @param {string} filter @param {Buffer} input @param {UnpackBudget} budget @param {number} earlyChange LZW's
 * @returns {{ output: Buffer, used: number }}
 */
function decodeOne(filter, input, budget, earlyChange = 1) {
  if (filter === 'FlateDecode') {
    try {
      const { buffer, engine } = /** @type {{ buffer: Buffer, engine: { bytesWritten: number } }} */ (
        /** @type {unknown} */ (inflateSync(input, { info: true, finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(1, budget.left() + 1) }))
      );
      budget.spend(buffer.length);
      return { output: buffer, used: engine.bytesWritten };
    } catch (error) {
      if (error instanceof UnpackedTooLarge || (error instanceof RangeError && /** @type {{ code?: string }} */ (error).code === 'ERR_BUFFER_TOO_LARGE')) throw new UnpackedTooLarge();
      // Data a reader cannot inflate either: nothing to search, and the raw bytes stay in the structure.
      return { output: Buffer.alloc(0), used: 0 };
    }
  }
  const source = new Stream(input);
  /** @type {Record<string, () => { decode(): Uint8Array }>} */
  const decoders = {
    LZWDecode: () => new LZWStream(source, undefined, earlyChange === 0 ? 0 : 1),
    ASCII85Decode: () => new Ascii85Stream(source),
    ASCIIHexDecode: () => new AsciiHexStream(source),
    RunLengthDecode: () => new RunLengthStream(source),
  };
  const decoder = decoders[filter];
  if (!decoder) throw new UnreadableStream(`the filter ${filter}`);
  // Charged to the budget as their buffers grow (chargeDecodesTo, above).
  try {
    const output = Buffer.from(decoder().decode());
    const position = /** @type {{ pos: number }} */ (/** @type {unknown} */ (source)).pos;
    return { output, used: filter === 'LZWDecode' || filter === 'RunLengthDecode' ? 0 : position };
  } catch (error) {
    if (error instanceof UnpackedTooLarge) throw error;
    return { output: Buffer.alloc(0), used: 0 };
  }
}

/**
 * PNG predictors (/Predictor 10–15, usual on cross-reference and object streams) turn each row's bytes into
 * differences, which would hide a name from the search: undone here for rows of `/Columns` bytes.
 * @param {Buffer} data @param {string} dictionary
 */
function undoPngPredictor(data, dictionary) {
  const predictor = Number(/\/Predictor\s+(\d+)/.exec(dictionary)?.[1] ?? 1);
  if (predictor < 10) return null;
  const colors = Number(/\/Colors\s+(\d+)/.exec(dictionary)?.[1] ?? 1);
  const bits = Number(/\/BitsPerComponent\s+(\d+)/.exec(dictionary)?.[1] ?? 8);
  const columns = Number(/\/Columns\s+(\d+)/.exec(dictionary)?.[1] ?? 1);
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((columns * colors * bits) / 8);
  if (rowBytes <= 0 || rowBytes > 1 << 20) return null;
  const rows = Math.floor(data.length / (rowBytes + 1));
  const output = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const type = data[row * (rowBytes + 1)];
    const line = data.subarray(row * (rowBytes + 1) + 1, (row + 1) * (rowBytes + 1));
    const at = row * rowBytes;
    for (let index = 0; index < rowBytes; index++) {
      const left = index >= pixelBytes ? output[at + index - pixelBytes] ?? 0 : 0;
      const up = row > 0 ? output[at - rowBytes + index] ?? 0 : 0;
      const upLeft = row > 0 && index >= pixelBytes ? output[at - rowBytes + index - pixelBytes] ?? 0 : 0;
      const raw = line[index] ?? 0;
      output[at + index] = (raw + ([0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][type ?? 0] ?? 0)) & 0xff;
    }
  }
  return output;
}

/** @param {number} left @param {number} up @param {number} upLeft */
function paeth(left, up, upLeft) {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
