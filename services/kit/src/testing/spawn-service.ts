import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface SpawnedService {
  process: ChildProcess;
  port: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<number | null>;
}

/**
 * Starts a service's `main.ts` as its own Node process, as in production (TypeScript through tsx), and
 * resolves once its output matches `ready`, whose first group is the port it listens on.
 */
export function spawnService(
  mainFile: string,
  env: Record<string, string>,
  { timeoutMs = 30_000, ready = /"port":(\d+)[^\n]*listening/ }: { timeoutMs?: number; ready?: RegExp } = {},
): Promise<SpawnedService> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', mainFile], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${mainFile} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = ready.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ process: child, port: Number(listening[1]), output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${mainFile} exited with ${code} before listening:\n${output}`));
    });
  });
}
