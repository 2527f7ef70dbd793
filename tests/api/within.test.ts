import { within } from './within';

/** The API suites' set-up deadline (app-server.ts): a hung step fails with its own name, and what it makes too late is undone. */
describe('within', () => {
  it('passes on what the step gives when it finishes in time', async () => {
    await expect(within(1_000, 'the quick step', async () => 'ready')).resolves.toBe('ready');
  });

  it('fails naming the step that hung, instead of leaving the hook to run out of time', async () => {
    await expect(within(50, "the suite's database", () => new Promise(() => undefined))).rejects.toThrow(
      "the suite's database took more than 0.05 s",
    );
  });

  it('passes on the step’s own failure as it is', async () => {
    await expect(within(1_000, 'the failing step', () => Promise.reject(new Error('no such database')))).rejects.toThrow('no such database');
  });

  it('hands what arrives after the deadline to be undone, and nothing that arrived in time', async () => {
    const undone: string[] = [];
    const slow = () => new Promise<string>((resolve) => setTimeout(resolve, 100, 'late database'));
    await expect(within(20, 'the slow step', slow, (late) => undone.push(late))).rejects.toThrow('took more than');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(undone).toEqual(['late database']);

    await within(1_000, 'the quick step', async () => 'kept database', (late) => undone.push(late));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(undone).toEqual(['late database']);
  });
});
