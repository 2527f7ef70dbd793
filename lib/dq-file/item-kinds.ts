/**
 * The items of a driver qualification file (docs/dq-file.md cites each rule): plain data, no server code, so the
 * DQ file's page reads it too.
 */
export const DQ_ITEM_KINDS = [
  'application',
  'inquiries',
  'mvr',
  'road-test',
  'medical',
  'medical-variance',
  'annual-review',
  'clearinghouse-full',
  'clearinghouse-annual',
  'drug-test',
] as const;
export type DqItemKind = (typeof DQ_ITEM_KINDS)[number];

export const isDqItemKind = (value: unknown): value is DqItemKind =>
  typeof value === 'string' && (DQ_ITEM_KINDS as readonly string[]).includes(value);

export const DQ_ITEM_STATUSES = ['pending', 'done', 'not-applicable'] as const;
export type DqItemStatus = (typeof DQ_ITEM_STATUSES)[number];

/**
 * How an item's due day follows from its rule:
 *   before-duty   due on the hire day: the driver may not drive before it is done (not cleared to drive)
 *   on-hire       due on the hire day (the application of record, the medical certification)
 *   within-30     due 30 days after the hire day (391.23(a), (c))
 *   yearly        due 12 months after the hire day, then 12 months after the last one done (391.25, 382.701(b))
 *   on-expiry     the next one is due the day the last one expires (the medical certificate, 391.45)
 *   when-needed   no due day: recorded when it applies (a medical variance)
 */
export type DueRule = 'before-duty' | 'on-hire' | 'within-30' | 'yearly' | 'on-expiry' | 'when-needed';

/** What a kind asks when it is recorded, beyond the day it was done. */
export type ItemSpec = {
  rule: DueRule;
  /** The item carries a result (drug test: verified negative or see file; Clearinghouse: no record or see file). */
  results?: readonly string[];
  /** Recording it asks for the day what it proves expires (the medical certificate). */
  expires?: boolean;
  /** Recording it done opens the next one (yearly items, the medical certification). */
  recurs?: boolean;
  /** Opened for every driver at hire; the rest are added when they apply. */
  atHire: boolean;
};

export const DQ_ITEM_SPECS: Record<DqItemKind, ItemSpec> = {
  application: { rule: 'on-hire', atHire: true },
  inquiries: { rule: 'within-30', atHire: true },
  mvr: { rule: 'within-30', atHire: true },
  'road-test': { rule: 'before-duty', atHire: true },
  medical: { rule: 'on-hire', expires: true, recurs: true, atHire: true },
  'medical-variance': { rule: 'when-needed', expires: true, atHire: false },
  'annual-review': { rule: 'yearly', recurs: true, atHire: true },
  'clearinghouse-full': { rule: 'before-duty', results: ['no-record', 'see-file'], atHire: true },
  'clearinghouse-annual': { rule: 'yearly', results: ['no-record', 'see-file'], recurs: true, atHire: true },
  'drug-test': { rule: 'before-duty', results: ['verified-negative', 'see-file'], atHire: true },
};

/** The result values any kind takes, for the route's schema. */
export const DQ_RESULTS = ['verified-negative', 'no-record', 'see-file'] as const;
export type DqResult = (typeof DQ_RESULTS)[number];

/** The items whose absence keeps a driver off the road (pre-duty: 382.301, 382.701(a), 391.31). */
export const BEFORE_DUTY_KINDS: readonly DqItemKind[] = DQ_ITEM_KINDS.filter((kind) => DQ_ITEM_SPECS[kind].rule === 'before-duty');

/** A driver's state, most urgent first. */
export const DQ_FILE_STATES = ['not-cleared', 'overdue', 'due-soon', 'qualified'] as const;
export type DqFileState = (typeof DQ_FILE_STATES)[number];

/** An item's standing today: done, not applicable, or pending and overdue / due within the warning days / later. */
export type DqItemStanding = 'done' | 'not-applicable' | 'overdue' | 'due-soon' | 'pending';

/** Items due within this many days are announced (the list, the digest). */
export const DUE_SOON_DAYS = 30;
