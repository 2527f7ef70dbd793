'use client';

import { accidents } from '@/lib/applicant/steps/accidents';
import { NoneRows } from '../none-rows';

export function AccidentsStep() {
  return (
    <NoneRows
      noneField="accidentsNone"
      noneLabel={accidents.texts.noneBox}
      group={accidents.groups.accidents}
      wide={['accidentDates', 'accidentNature']}
      desktopColumns="1fr 2fr 1fr 1fr"
    />
  );
}
