import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * An unsupported Node stops the README's commands at once, with one line naming the Node found and the one needed,
 * before anything loads the SQLite driver (which, built for another Node, can crash with a segmentation fault).
 * The Node version is faked with a preloaded module; a real older Node on the machine is tried as well.
 */
const ROOT = join(__dirname, '..');
const run = promisify(execFile);

/** NODE_OPTIONS that make every Node process started with it (npm too) report `version` as its own. */
const fakedNode = (version: string) =>
  `--import=data:text/javascript,Object.defineProperty(process,'version',{value:'v${version}'});Object.defineProperty(process.versions,'node',{value:'${version}'})`;

async function outcome(command: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const checkNode = (version: string) => outcome(process.execPath, ['scripts/check-node.mjs'], { NODE_OPTIONS: fakedNode(version) });

describe('the Node check', () => {
  it.each(['20.20.2', '18.20.8', '22.11.0', '21.7.3'])('stops Node %s with one line naming it and the version needed', async (version) => {
    const answer = await checkNode(version);
    expect(answer.code).toBe(1);
    expect(answer.stdout).toBe('');
    expect(answer.stderr.trim().split('\n')).toEqual([
      `Node ${version} found, but this app needs Node 22.12 or later (Node 24 recommended): see the README, "Two commands on a fresh clone".`,
    ]);
  });

  it.each(['22.12.0', '22.20.0', '23.0.0', '24.21.0', '25.1.0'])('lets Node %s through, silently', async (version) => {
    expect(await checkNode(version)).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  /**
   * A scratch project holding only what npm reads before the check (package.json, .npmrc, the lock file) and the
   * check itself: should the check ever not stop a command, what follows it finds nothing to run and fails at once,
   * instead of building, testing or installing for real.
   */
  let scratch = '';
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'check-node-'));
    mkdirSync(join(scratch, 'scripts'));
    for (const file of ['package.json', 'package-lock.json', '.npmrc', 'scripts/check-node.mjs']) copyFileSync(join(ROOT, file), join(scratch, file));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const npm = (args: string[]) =>
    outcome('npm', ['--prefix', scratch, ...args], { NODE_OPTIONS: fakedNode('20.20.2'), npm_config_update_notifier: 'false' });

  it.each(['start', 'run build', 'test', 'run dev', 'run staff:add -- --email x@example.com'])(
    'stops `npm %s` at once, before it builds, migrates or opens the database', async (command) => {
    const answer = await npm(command.split(' '));
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toContain('Node 20.20.2 found, but this app needs Node 22.12 or later');
    // Nothing after the check ran (npm's own echo of the script, the lines starting with ">", aside).
    const printed = `${answer.stdout}\n${answer.stderr}`.split('\n').filter((line) => !line.startsWith('>')).join('\n');
    expect(printed).not.toMatch(/Cannot find module|not found|Prisma|Creating an optimized|listening|Segmentation/i);
    // Nothing was made either: no build output, no database.
    expect(['.next', 'data'].filter((made) => existsSync(join(scratch, made)))).toEqual([]);
  });

  it('stops `npm ci` before it installs anything (engine-strict in .npmrc), naming the Node found and the one needed', async () => {
    const answer = await npm(['ci', '--dry-run', '--no-audit', '--no-fund']);
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toContain('EBADENGINE');
    expect(answer.stderr).toContain('Required: {"node":">=22.12"}');
    expect(answer.stderr).toMatch(/Actual: +\{"node":"v20\.20\.2"/);
    expect(existsSync(join(scratch, 'node_modules'))).toBe(false);
  });

  it('stops a real older Node on this machine the same way (skipped where there is none)', async () => {
    const older = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => {
      try {
        const [major = 0, minor = 0] = execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim().split('.').map(Number);
        return major < 22 || (major === 22 && minor < 12);
      } catch {
        return false;
      }
    });
    if (!older) {
      console.warn('No Node older than 22.12 on this machine: the real-Node case is skipped.');
      return;
    }
    const answer = await outcome(older, ['scripts/check-node.mjs']);
    expect(answer.code).toBe(1);
    expect(answer.stderr.trim().split('\n')).toHaveLength(1);
    expect(answer.stderr).toMatch(/^Node \d+\.\d+\.\d+ found, but this app needs Node 22\.12 or later/);
  });
});
