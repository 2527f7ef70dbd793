import 'server-only';

/** One window of one counter: how many hits it has seen, and when it starts again from zero (ms since 1970). */
export type Counter = { count: number; resetAt: number };
export type CounterHit = { key: string; windowMs: number };

/**
 * Fixed-window counters every instance shares (the database by default, Redis when REDIS_URL is set), so a
 * limit holds behind a load balancer and across restarts.
 */
export interface CounterStore {
  /** Counts one hit on each key in one round trip; a key whose window has ended starts a new one. */
  hit(hits: readonly CounterHit[], now: number): Promise<Counter[]>;
  /** The key's counter while its window lasts, else null. */
  peek(key: string, now: number): Promise<Counter | null>;
  clear(keys: readonly string[]): Promise<void>;
  /** Lets go of connections of its own (Redis); the database store has none. */
  close: () => Promise<void>;
}
