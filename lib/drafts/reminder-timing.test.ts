import { isReminderDue, nextReminderAt } from './reminder-timing';

const DAY = 86_400_000;
const DELAYS = [DAY, 3 * DAY] as const;
const saved = new Date('2026-03-02T15:00:00Z');
const draft = (change: Partial<Parameters<typeof nextReminderAt>[0]> = {}) => ({
  savedAt: saved,
  remindersSent: 0,
  remindersStopped: false,
  expiresAt: new Date(saved.getTime() + 30 * DAY),
  ...change,
});
const at = (ms: number) => new Date(saved.getTime() + ms);

describe('when a saved application is reminded', () => {
  test('the first reminder a day after the last save, not a moment before', () => {
    expect(nextReminderAt(draft(), DELAYS)).toEqual(at(DAY));
    expect(isReminderDue(draft(), DELAYS, at(DAY - 1))).toBe(false);
    expect(isReminderDue(draft(), DELAYS, at(DAY))).toBe(true);
  });

  test('the second three days after the last save, once the first has gone', () => {
    expect(nextReminderAt(draft({ remindersSent: 1 }), DELAYS)).toEqual(at(3 * DAY));
    expect(isReminderDue(draft({ remindersSent: 1 }), DELAYS, at(2 * DAY))).toBe(false);
    expect(isReminderDue(draft({ remindersSent: 1 }), DELAYS, at(3 * DAY))).toBe(true);
  });

  test('a save after the first reminder moves the second: it counts from the new save', () => {
    const resaved = draft({ remindersSent: 1, savedAt: at(2 * DAY) });
    expect(nextReminderAt(resaved, DELAYS)).toEqual(at(5 * DAY));
  });

  test('never a third, never once stopped, never past the expiry', () => {
    expect(nextReminderAt(draft({ remindersSent: 2 }), DELAYS)).toBeNull();
    expect(isReminderDue(draft({ remindersSent: 2 }), DELAYS, at(100 * DAY))).toBe(false);
    expect(nextReminderAt(draft({ remindersStopped: true }), DELAYS)).toBeNull();
    expect(nextReminderAt(draft({ expiresAt: at(DAY) }), DELAYS)).toBeNull();
    expect(isReminderDue(draft({ remindersSent: 1, expiresAt: at(4 * DAY) }), DELAYS, at(4 * DAY))).toBe(false);
  });

  test('seconds for tests: 30 s and 60 s', () => {
    expect(nextReminderAt(draft(), [30_000, 60_000])).toEqual(at(30_000));
  });
});
