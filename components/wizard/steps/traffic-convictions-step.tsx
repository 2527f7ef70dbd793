'use client';

import { NoneRows, type RowColumn } from '../none-rows';

const columns: readonly RowColumn[] = [
  { base: 'trafficDates', label: 'Date' },
  { base: 'trafficState', label: 'State', uppercase: true },
  { base: 'trafficCharge', label: 'Charge', wide: true },
  { base: 'trafficPenalty', label: 'Penalty', wide: true },
];

export function TrafficConvictionsStep() {
  return (
    <NoneRows noneField="trafficNone" rowLegend="Conviction" columns={columns} desktopColumns="1fr 0.8fr 2fr 1.5fr" />
  );
}
