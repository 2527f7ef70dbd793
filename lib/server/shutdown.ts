import 'server-only';

/**
 * What the process must close before it exits on SIGTERM (the database pool, the webhook loop). server.mjs runs
 * these once every request in progress has finished. Kept on globalThis under a registered symbol because
 * server.mjs is not bundled with the app and Next bundles route handlers and instrumentation separately.
 */
type ShutdownStep = () => Promise<void>;
const KEY = Symbol.for('driver-application.shutdown-steps');
const registry = globalThis as unknown as { [KEY]?: Map<string, ShutdownStep> };

/** Registers (or replaces) the step called `name`. */
export function onShutdown(name: string, step: ShutdownStep): void {
  (registry[KEY] ??= new Map()).set(name, step);
}
