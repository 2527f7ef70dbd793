'use client';

import { NoneRows, type RowColumn } from '../none-rows';

const columns: readonly RowColumn[] = [
  { base: 'accidentDates', label: 'Dates', wide: true },
  { base: 'accidentNature', label: 'Nature of Accident', wide: true },
  { base: 'accidentFatalities', label: 'Fatalities' },
  { base: 'accidentInjuries', label: 'Injuries' },
];

export function AccidentsStep() {
  return <NoneRows noneField="accidentsNone" rowLegend="Accident" columns={columns} desktopColumns="1fr 2fr 1fr 1fr" />;
}
