'use client';

import { accidents } from '@/lib/applicant/steps/accidents';
import { armedForces } from '@/lib/applicant/steps/armed-forces';
import { drivingExperience } from '@/lib/applicant/steps/driving-experience';
import { education } from '@/lib/applicant/steps/education';
import { trafficConvictions } from '@/lib/applicant/steps/traffic-convictions';
import type { StepSpec } from '@/lib/applicant/steps/types';
import { useWatch } from 'react-hook-form';
import type { TextFieldName } from '@/lib/applicant/form-values';
import { DeclaredField } from './declared-field';
import { DeclaredFields, GridCell, type PartComponent } from './declared-fields';
import { DeclaredRows } from './declared-rows';
import { FieldGrid } from './field-grid';
import { useWizardForm } from './wizard-form';

/**
 * A step drawn from its declaration alone (lib/applicant/steps): its single fields, then its tables of rows. A
 * step with a list of entries, a text to agree to or the signature pad has a component of its own (./steps).
 */
export function DeclaredStep({ step }: { step: StepSpec }) {
  return (
    <>
      {step.fields && <DeclaredFields step={step} Field={DeclaredField} Part={ConditionalPart} />}
      {Object.entries(step.groups ?? {}).map(([groupName, group]) => {
        if (group.held !== 'rows') throw new Error(`Step "${step.id}": a list of entries needs a step component of its own.`);
        return <DeclaredRows key={groupName} step={step} groupName={groupName} group={group} />;
      })}
    </>
  );
}

/** A part with fields asked only after a given answer of another: they show with that answer. */
const ConditionalPart: PartComponent = ({ fields, Field, sx }) => {
  const { control } = useWizardForm();
  const deciding = [...new Set(fields.flatMap(([, spec]) => (spec.shownWhen ? [spec.shownWhen.field] : [])))] as TextFieldName[];
  const answers = useWatch({ control, name: deciding, disabled: deciding.length === 0 });
  const answerOf = (name: string) => answers[deciding.indexOf(name as TextFieldName)];
  return (
    <FieldGrid sx={sx}>
      {fields.map(([name, spec]) =>
        spec.shownWhen && answerOf(spec.shownWhen.field) !== spec.shownWhen.equals ? null : (
          <GridCell key={name} spec={spec}>
            <Field
              name={name as TextFieldName}
              field={name}
              spec={spec}
              dependents={fields.filter(([, other]) => other.shownWhen?.field === name)}
            />
          </GridCell>
        ),
      )}
    </FieldGrid>
  );
};

/**
 * The steps drawn from their declarations, fetched together, in one download while step 1 is open: their code and
 * their declarations are small, and one download fewer is a chunk loader fewer in the page's first script.
 */
export const DECLARED_STEPS = {
  accidents: () => <DeclaredStep step={accidents} />,
  'traffic-convictions': () => <DeclaredStep step={trafficConvictions} />,
  'driving-experience': () => <DeclaredStep step={drivingExperience} />,
  'armed-forces': () => <DeclaredStep step={armedForces} />,
  education: () => <DeclaredStep step={education} />,
};
