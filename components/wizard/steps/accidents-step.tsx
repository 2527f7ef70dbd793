'use client';

import { accidents } from '@/lib/applicant/steps/accidents';
import { NoneRows } from '../none-rows';
import { useStepSpec } from '../wizard-texts';

export function AccidentsStep() {
  const { texts, groups } = useStepSpec(accidents);
  return (
    <NoneRows
      noneField="accidentsNone"
      noneLabel={texts.noneBox}
      group={groups.accidents}
      wide={['accidentDates', 'accidentNature']}
      desktopColumns="1fr 2fr 1fr 1fr"
    />
  );
}
