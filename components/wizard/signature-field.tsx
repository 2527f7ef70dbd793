'use client';

import { useEffect, useId, useRef, type CanvasHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import SignatureCanvas from 'react-signature-canvas';
import type SignaturePad from 'signature_pad';
import { useTranslations } from 'next-intl';

/** The exported image size (docs/specification.md §9); strokes are recorded in this coordinate space whatever the on-screen size. */
export const SIGNATURE_WIDTH = 700;
export const SIGNATURE_HEIGHT = 300;
/** The canvas bitmap is drawn at twice the export size so lines stay sharp on high-density phone screens. */
const SUPERSAMPLE = 2;
const THROTTLE_MS = 16;

export type SignatureValue = {
  /** JSON of signature_pad's `toData()`: strokes of {x, y, time, color} points in 700×300 space. */
  signature: string;
  /** The drawing as a 700×300 PNG data URL. */
  signature64: string;
};

export type SignatureFieldProps = {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  error?: string;
  /** Receives the canvas, so a validation error can move focus to it. */
  inputRef?: (element: HTMLElement | null) => void;
};

type Point = { x: number; y: number };
type CanvasProps = CanvasHTMLAttributes<HTMLCanvasElement> & { 'data-testid': string };
type PadInternals = { _createPoint?: (x: number, y: number, time?: number) => Point };

/**
 * signature_pad 2.x (what react-signature-canvas 1.0.7 ships) takes pointer positions in CSS pixels of the
 * canvas box and has no option to scale them. The pad is shown at any width (7:3) but always records in 700×300
 * space, so each new point is rescaled here; restoring with fromData() bypasses this and needs no scaling.
 */
function recordInExportSpace(pad: SignaturePad, canvas: HTMLCanvasElement) {
  const internals = pad as unknown as PadInternals;
  const createPoint = internals._createPoint?.bind(pad);
  if (!createPoint) return;
  internals._createPoint = (x, y, time) => {
    const point = createPoint(x, y, time);
    const box = canvas.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) {
      point.x *= SIGNATURE_WIDTH / box.width;
      point.y *= SIGNATURE_HEIGHT / box.height;
    }
    return point;
  };
}

function exportPng(canvas: HTMLCanvasElement): string {
  const output = document.createElement('canvas');
  output.width = SIGNATURE_WIDTH;
  output.height = SIGNATURE_HEIGHT;
  const context = output.getContext('2d');
  if (!context) return '';
  context.imageSmoothingQuality = 'high';
  context.drawImage(canvas, 0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  return output.toDataURL('image/png');
}

function parseStrokes(json: string): SignaturePad.Point[][] {
  try {
    const strokes: unknown = JSON.parse(json);
    return Array.isArray(strokes) ? (strokes as SignaturePad.Point[][]) : [];
  } catch {
    return [];
  }
}

export function SignatureField({ value, onChange, error, inputRef }: SignatureFieldProps) {
  const padRef = useRef<SignatureCanvas>(null);
  const initialValue = useRef(value);
  const onChangeRef = useRef(onChange);
  const hintId = useId();
  const errorId = useId();
  const t = useTranslations('WizardSteps');

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const wrapper = padRef.current;
    if (!wrapper) return;
    const pad = wrapper.getSignaturePad();
    const canvas = wrapper.getCanvas();
    canvas.getContext('2d')?.setTransform(SUPERSAMPLE, 0, 0, SUPERSAMPLE, 0, 0);
    recordInExportSpace(pad, canvas);

    // Coming back to this step (Back, then Next) shows the signature already given.
    const { signature, signature64 } = initialValue.current;
    const strokes = parseStrokes(signature);
    if (strokes.length > 0) pad.fromData(strokes);
    else if (signature64) pad.fromDataURL(signature64, { ratio: 1, width: SIGNATURE_WIDTH, height: SIGNATURE_HEIGHT });
  }, []);

  useEffect(() => {
    inputRef?.(padRef.current?.getCanvas() ?? null);
  }, [inputRef]);

  const commit = () => {
    const wrapper = padRef.current;
    if (!wrapper || wrapper.isEmpty()) return;
    onChangeRef.current({
      signature: JSON.stringify(wrapper.toData()),
      signature64: exportPng(wrapper.getCanvas()),
    });
  };

  const clear = () => {
    padRef.current?.clear();
    onChange({ signature: '', signature64: '' });
  };

  const canvasProps: CanvasProps = {
    width: SIGNATURE_WIDTH * SUPERSAMPLE,
    height: SIGNATURE_HEIGHT * SUPERSAMPLE,
    role: 'img',
    'aria-label': t('signaturePad'),
    'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
    tabIndex: -1,
    'data-testid': 'signature-pad',
  };

  return (
    <div>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: SIGNATURE_WIDTH,
          border: 1,
          borderColor: error ? 'error.main' : 'grey.500',
          borderRadius: 1,
          bgcolor: 'common.white',
          // A signing line, drawn behind the (transparent) canvas so it is not part of the exported image.
          backgroundImage: (theme) =>
            `linear-gradient(${theme.palette.grey[400]}, ${theme.palette.grey[400]})`,
          backgroundSize: '88% 1px',
          backgroundPosition: '50% 78%',
          backgroundRepeat: 'no-repeat',
          '& canvas': {
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
            touchAction: 'none',
            cursor: 'crosshair',
          },
          '& canvas:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <SignatureCanvas
          ref={padRef}
          velocityFilterWeight={0.7}
          minWidth={2}
          maxWidth={2.5}
          throttle={THROTTLE_MS}
          minDistance={5}
          penColor="black"
          backgroundColor="rgba(0,0,0,0)"
          clearOnResize={false}
          onEnd={() => {
            commit();
            // signature_pad may still apply a throttled last point just after the stroke ends.
            window.setTimeout(commit, THROTTLE_MS * 2);
          }}
          canvasProps={canvasProps}
        />
      </Box>
      <FormHelperText id={hintId}>{t('signatureHint')}</FormHelperText>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
      <Button onClick={clear} sx={{ mt: 1 }}>
        {t('clear')}
      </Button>
    </div>
  );
}
