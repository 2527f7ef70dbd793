'use client';

import type { ComponentType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TextFieldName } from '@/lib/applicant/form-values';
import { fieldsOf } from '@/lib/applicant/steps/field-kinds';
import type { FieldSpec, StepSpec } from '@/lib/applicant/steps/types';
import { FieldGrid } from './field-grid';
import type { DeclaredFieldProps } from './declared-field';
import { useTranslations } from 'next-intl';
import { declaredKey } from '@/lib/i18n/declared-key';

/** How a field is drawn: DeclaredField (every kind, loaded with the step), or StepField (every kind, the non-typed fetched when shown: step 1). */
export type FieldComponent = ComponentType<DeclaredFieldProps>;

type Part = { section?: string; fields: [string, FieldSpec][] };

/** The step's single fields, part by part: a part is the fields of one `section`, in the order declared. */
function parts(step: StepSpec): Part[] {
  const found: Part[] = [];
  for (const field of fieldsOf(step)) {
    if (found.length === 0 || found.at(-1)!.section !== field[1].section) found.push({ section: field[1].section, fields: [] });
    found.at(-1)!.fields.push(field);
  }
  return found;
}

/** The heading of a part of a step (its section, the previous addresses). */
export function SubHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** The fields of one part in the step's grid (PartGrid; ./declared-steps.tsx has one whose fields may be hidden). */
type PartProps = { fields: [string, FieldSpec][]; Field: FieldComponent; sx?: { mt: number } };
export type PartComponent = ComponentType<PartProps>;

/** A wide field takes a row of the grid to itself. */
export function GridCell({ spec, children }: { spec: FieldSpec; children: ReactNode }) {
  return spec.wide ? <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box> : children;
}

/** A part whose fields are always asked (every part of step 1). */
export function PartGrid({ fields, Field, sx }: PartProps) {
  return (
    <FieldGrid sx={sx}>
      {fields.map(([name, spec]) => (
        <GridCell key={name} spec={spec}>
          <Field name={name as TextFieldName} field={name} spec={spec} />
        </GridCell>
      ))}
    </FieldGrid>
  );
}

/**
 * A step's single fields as declared (lib/applicant/steps): each part in the step's grid, a part with a section
 * under its heading.
 */
export function DeclaredFields({ step, Field, Part = PartGrid }: { step: StepSpec; Field: FieldComponent; Part?: PartComponent }) {
  const t = useTranslations('Steps');
  return (
    <>
      {parts(step).map(({ section, fields }) => {
        const grid = <Part key={section ?? ''} fields={fields} Field={Field} sx={section ? { mt: 1.5 } : undefined} />;
        if (!section) return grid;
        const id = `${section}-heading`;
        return (
          <Box key={section} component="section" aria-labelledby={id}>
            <SubHeading id={id}>{t(declaredKey(`${step.id}.texts.${section}`))}</SubHeading>
            {grid}
          </Box>
        );
      })}
    </>
  );
}
