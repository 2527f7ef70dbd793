import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '../..');

/**
 * Runs one of the app's scripts (scripts/*.mjs) from the project folder, as an operator would, on the given database.
 * It does not throw when the script fails: the exit code and what it printed (its errors too on a failure) are the
 * answer.
 */
export async function runScript(script: string, args: string[], databaseUrl: string | undefined): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
