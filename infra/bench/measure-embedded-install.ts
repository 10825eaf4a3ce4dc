// `make start`'s pages beside Nginx's in one run of `make bench` (issue 41; docs/decisions.md 167): an embedded
// install of this build started on ports of its own, its menu page's HTML copied (with its gzip copy) where the bench's
// Nginx serves plain files, and both read in alternating rounds as a browser asks (gzip, two client threads).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measure, type HttpFigures } from './measure-http.js';

export interface EmbeddedPageFigures {
  /** The medians of the rounds (requests/s and p99 each the median of its own). */
  embedded: HttpFigures;
  nginx: HttpFigures;
  rounds: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One embedded install (`node embedded/dist/main.js`) with a data folder of its own, ready once it serves the menu page. */
async function startEmbedded(repoRoot: string, port: number, postgresPort: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-embedded-'));
  // Open to the user PostgreSQL's initdb runs as when started by root (mkdtemp makes it the owner's only).
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, [path.join(repoRoot, 'embedded/dist/main.js')], {
    env: { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(postgresPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    const status = await fetch(`${base}/de/menu`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return { base, stop };
    if (child.exitCode !== null || Date.now() - started > 180_000) {
      await stop();
      throw new Error(`the embedded install did not serve /de/menu (exit ${child.exitCode})`);
    }
    await pause(500);
  }
}

export async function measureEmbeddedPages(options: {
  repoRoot: string;
  /** Where the bench's Nginx serves plain files from (web/dist), and its address. */
  staticDir: string;
  site: string;
  port: number;
  postgresPort: number;
  seconds: number;
  rounds: number;
}): Promise<EmbeddedPageFigures> {
  const embedded = await startEmbedded(options.repoRoot, options.port, options.postgresPort);
  const file = path.join(options.staticDir, 'bench-embedded-menu.html');
  try {
    const page = await (await fetch(`${embedded.base}/de/menu`)).text();
    writeFileSync(file, page);
    writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
    const targets = { embedded: `${embedded.base}/de/menu`, nginx: `${options.site}/bench-embedded-menu.html` };
    const runs: Record<keyof typeof targets, HttpFigures[]> = { embedded: [], nginx: [] };
    for (let round = 0; round < options.rounds; round++) {
      for (const name of ['embedded', 'nginx'] as const) {
        const figures = await measure({
          url: targets[name],
          connections: 64,
          durationSeconds: options.seconds,
          headers: { 'accept-encoding': 'gzip' },
          workers: 2,
        });
        runs[name].push(figures);
        console.log(`menu page, ${name}, round ${round + 1} @64: ${JSON.stringify(figures)}`);
      }
    }
    const medianOf = (figures: HttpFigures[]): HttpFigures => ({
      ...figures[0]!,
      requestsPerSecond: median(figures.map((each) => each.requestsPerSecond)),
      p50Ms: median(figures.map((each) => each.p50Ms)),
      p99Ms: median(figures.map((each) => each.p99Ms)),
      ok: figures.reduce((sum, each) => sum + each.ok, 0),
      other: figures.reduce((sum, each) => sum + each.other, 0),
      errors: figures.reduce((sum, each) => sum + each.errors, 0),
    });
    return { embedded: medianOf(runs.embedded), nginx: medianOf(runs.nginx), rounds: options.rounds };
  } finally {
    rmSync(file, { force: true });
    rmSync(`${file}.gz`, { force: true });
    await embedded.stop();
  }
}
