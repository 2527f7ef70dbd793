/**
 * Reads a limit setting such as `10/minute,100/day` (SUBMISSION_RATE_LIMIT, STAFF_SIGN_IN_RATE_LIMIT).
 * `off` turns the limit off (load tests). Plain JavaScript: scripts/check-config.mjs refuses a bad value at start.
 */
const WINDOW_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/**
 * @param {string} value
 * @param {string} name the variable, for the message
 * @returns {{ max: number, windowMs: number, unit: 'minute' | 'hour' | 'day' }[] | null} null when `off`
 */
export function parseRateLimits(value, name) {
  const text = value.trim();
  if (text === 'off') return null;
  const parts = text.split(',').map((part) => part.trim());
  const limits = parts.map((part) => /^([1-9][0-9]{0,6})\/(minute|hour|day)$/.exec(part));
  if (limits.some((match) => !match) || new Set(limits.map((match) => match?.[2])).size !== parts.length) {
    throw new Error(`${name} must look like 10/minute,100/day (a count per minute, hour or day, each unit once) or off.`);
  }
  return limits.map((match) => {
    const unit = /** @type {'minute' | 'hour' | 'day'} */ (match?.[2]);
    return { max: Number(match?.[1]), windowMs: WINDOW_MS[unit], unit };
  });
}
