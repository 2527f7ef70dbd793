import { z } from 'zod';
import { pageParam, parseSearchParams, type SearchParamsInput } from '@/lib/staff/search-params';
import { isDay } from './due-rules';
import { DQ_FILE_STATES } from './item-kinds';

/**
 * The Drivers list's URL (/staff/drivers?compCode=…&state=…&asOf=…&employment=…&page=…): one carrier, optionally one
 * state, and optionally another day to count on ("as of": what will be due by then). Anything else is dropped.
 */
export const driversFiltersSchema = z.object({
  compCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{1,20}$/).catch(''),
  state: z.enum(DQ_FILE_STATES).optional().catch(undefined),
  asOf: z.string().trim().refine(isDay).catch(''),
  /** `ended`: the former drivers (a termination date on their file) instead of those in employment. */
  employment: z.enum(['current', 'ended']).catch('current'),
  page: pageParam,
});

export type DriversFilters = z.output<typeof driversFiltersSchema>;

export const readDriversFilters = (input: SearchParamsInput): DriversFilters => parseSearchParams(driversFiltersSchema, input);
