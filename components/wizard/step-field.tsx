'use client';

import { lazy, Suspense } from 'react';
import type { DeclaredFieldProps } from './declared-field';
import { TYPED_KINDS, TypedField } from './typed-field';

/** Choices, Yes/No, several lines and boxes: fetched the first time a step shows one (step 1 shows typed answers). */
const DeclaredField = lazy(() => import('./declared-field').then((module) => ({ default: module.DeclaredField })));

/**
 * Any declared field, by its kind: a typed answer at once, any other kind through DeclaredField, fetched when first
 * needed. So a step drawn with it cannot show a Yes/No as a text box, and the page's first download keeps only the
 * typed answers' inputs.
 */
export function StepField(props: DeclaredFieldProps) {
  if (TYPED_KINDS.has(props.spec.kind)) return <TypedField {...props} />;
  return (
    <Suspense fallback={null}>
      <DeclaredField {...props} />
    </Suspense>
  );
}
