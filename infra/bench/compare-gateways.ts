import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { killStackProcess, restartStackProcess, startStack, stopStack } from '../stack/local-stack.js';
import { loadStackConfig } from '../stack/stack-config.js';
import { measure, type HttpFigures } from './measure-http.js';
import { benchStackOptions } from './bench-stack.js';

/**
 * Two builds of the gateway in one run, on one stack: the given one (`dist` of an older checkout, say) and this
 * checkout's `gateway/dist`, swapped in turn on the same port behind the same Nginx and services, each measured
 * in alternation so both see the same machine (docs/decisions.md 93 and 103). Prints the median of the rounds.
 *
 *   node --import tsx --conditions=source infra/bench/compare-gateways.ts <other gateway dist folder> [rounds]
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const name = 'gateway-compare';
const port = Number(process.env.COMPARE_PORT ?? 8097);
const servicePortBase = Number(process.env.COMPARE_SERVICE_PORT_BASE ?? 4400);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const site = `http://127.0.0.1:${port}`;

const [otherDist, roundsArgument] = process.argv.slice(2);
if (!otherDist) throw new Error('usage: compare-gateways.ts <other gateway dist folder> [rounds]');
const builds = { other: path.resolve(otherDist, 'main.js'), this: path.join(repoRoot, 'gateway/dist/main.js') };
const rounds = Number(roundsArgument ?? 5);
const targets = {
  'GET /api/events via Nginx (uncached: every call through the gateway)': `${site}/api/events`,
  'GET /api/menu via Nginx (cached by Nginx)': `${site}/api/menu`,
};

/** Puts the given build in the gateway's place: the same environment and port, another main file. */
async function runGateway(main: string): Promise<void> {
  await killStackProcess(name, 'gateway');
  await restartStackProcess(name, 'gateway', main);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const config = loadStackConfig();
  await stopStack(name, config.NGINX_BIN);
  await startStack(benchStackOptions(name, port, servicePortBase, config));
  const figures: Record<string, Record<keyof typeof builds, HttpFigures[]>> = {};
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const build of ['other', 'this'] as const) {
        await runGateway(builds[build]);
        for (const [target, url] of Object.entries(targets)) {
          await measure({ url, connections: 64, durationSeconds: 1 }); // warms connections and caches
          const run = await measure({ url, connections: 64, durationSeconds: seconds });
          ((figures[target] ??= { other: [], this: [] })[build] ??= []).push(run);
          console.log(`round ${round} ${build} ${target}: ${JSON.stringify(run)}`);
        }
      }
    }
  } finally {
    await stopStack(name, config.NGINX_BIN);
  }
  console.log(`\n| target @64 connections | build | requests/s (median of ${rounds}) | p99 ms (median) |`);
  console.log('| --- | --- | --- | --- |');
  for (const [target, byBuild] of Object.entries(figures)) {
    for (const build of ['other', 'this'] as const) {
      const runs = byBuild[build];
      console.log(
        `| ${target} | ${build === 'other' ? otherDist : 'this checkout'} | ${median(runs.map((r) => r.requestsPerSecond))} | ${median(runs.map((r) => r.p99Ms))} |`,
      );
    }
    const ratio = median(byBuild.this.map((r) => r.requestsPerSecond)) / median(byBuild.other.map((r) => r.requestsPerSecond));
    console.log(`| ${target} | this ÷ other | ${ratio.toFixed(2)}× | |`);
  }
}

await main();
