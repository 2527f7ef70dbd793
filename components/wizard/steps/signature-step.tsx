'use client';

import { SignatureField } from '../signature-field';
import { useFormField } from '../use-form-field';

export function SignatureStep() {
  const image = useFormField('signature64');
  const strokes = useFormField('signature');
  return (
    <SignatureField
      value={{ signature: strokes.field.value, signature64: image.field.value }}
      onChange={(next) => {
        strokes.field.onChange(next.signature);
        image.change(next.signature64);
      }}
      error={image.message}
      inputRef={image.field.ref}
    />
  );
}
