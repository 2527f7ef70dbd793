import { envSchema, parseReminderDelays, settingsProblem, withRenamedSettings } from './env-schema.mjs';

describe('DRAFT_REMINDERS', () => {
  test('a day and three days unless set; seconds for tests; off for none', () => {
    expect(parseReminderDelays(undefined)).toEqual({ ok: true, delaysMs: [86_400_000, 259_200_000] });
    expect(parseReminderDelays(' 30s, 60s ')).toEqual({ ok: true, delaysMs: [30_000, 60_000] });
    expect(parseReminderDelays('2h,2d')).toEqual({ ok: true, delaysMs: [7_200_000, 172_800_000] });
    expect(parseReminderDelays('OFF')).toEqual({ ok: true, delaysMs: null });
  });

  test.each(['1d', '3d,1d', '1d,1d', '0s,1s', '1d,30d', '1w,2w', 'soon', '1d,2d,3d', '9999999d,1d'])('%s is refused with a line saying what is wanted', (value) => {
    const parsed = parseReminderDelays(value);
    expect(parsed).toEqual({ ok: false, error: expect.stringContaining('DRAFT_REMINDERS must be two delays') });
  });
});

describe('INQUIRY_RATE_LIMIT', () => {
  test('a deployment that still sets the old name SAFETY_HISTORY_RATE_LIMIT keeps its limit; the new name wins when both are set', () => {
    const limits = (env: Record<string, string>) => envSchema.parse(withRenamedSettings(env)).INQUIRY_RATE_LIMIT;
    expect(limits({ SAFETY_HISTORY_RATE_LIMIT: '5/minute' })).toEqual(limits({ INQUIRY_RATE_LIMIT: '5/minute' }));
    expect(limits({ SAFETY_HISTORY_RATE_LIMIT: '5/minute', INQUIRY_RATE_LIMIT: '7/minute' })).toEqual(limits({ INQUIRY_RATE_LIMIT: '7/minute' }));
    expect(limits({ SAFETY_HISTORY_RATE_LIMIT: '5/minute' })).not.toEqual(limits({}));
    expect(settingsProblem({ SAFETY_HISTORY_RATE_LIMIT: 'lots' })).toMatch(/INQUIRY_RATE_LIMIT|SAFETY_HISTORY_RATE_LIMIT/);
  });
});
