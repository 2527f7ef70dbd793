'use client';

import { trafficConvictions } from '@/lib/applicant/steps/traffic-convictions';
import { NoneRows } from '../none-rows';

export function TrafficConvictionsStep() {
  return (
    <NoneRows
      noneField="trafficNone"
      noneLabel={trafficConvictions.texts.noneBox}
      group={trafficConvictions.groups.convictions}
      wide={['trafficCharge', 'trafficPenalty']}
      desktopColumns="1fr 0.8fr 2fr 1.5fr"
    />
  );
}
