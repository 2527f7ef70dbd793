import 'server-only';
import type { z } from 'zod';
import type { Staff } from '@/lib/auth/staff-session';
import { getDb } from '@/lib/server/db';
import type { addDriverSchema } from '../dq-input';
import { openDqFile } from './open-file';

/** A driver hired before this app: the file opens with its checklist, the application of record to be filed by hand. */
export async function addDriverByHand(input: z.output<typeof addDriverSchema>, staff: Staff): Promise<number> {
  const db = await getDb();
  return db.$transaction((tx) =>
    openDqFile(tx, {
      companyCode: input.companyCode,
      numberId: null,
      driverName: input.driverName,
      hireDate: input.hireDate,
      licenseStates: [...new Set(input.licenseStates)],
      medicalExpires: '',
      openedBy: staff.name,
    }),
  );
}
