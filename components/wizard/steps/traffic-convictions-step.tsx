'use client';

import { trafficConvictions } from '@/lib/applicant/steps/traffic-convictions';
import { NoneRows } from '../none-rows';
import { useStepSpec } from '../wizard-texts';

export function TrafficConvictionsStep() {
  const { texts, groups } = useStepSpec(trafficConvictions);
  return (
    <NoneRows
      noneField="trafficNone"
      noneLabel={texts.noneBox}
      group={groups.convictions}
      wide={['trafficCharge', 'trafficPenalty']}
      desktopColumns="1fr 0.8fr 2fr 1.5fr"
    />
  );
}
