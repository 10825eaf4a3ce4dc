import { measure } from './measure-http.js';

/**
 * The embedded mode's rendered pages as a browser asks for them (gzip accepted), from two client threads as
 * `make bench` reads Nginx's (docs/decisions.md 93): for a before-and-after of the gateway's page serving
 * (docs/decisions.md 167) against installs started with `make start`. Each base URL is measured in turn, `rounds`
 * times, so both see the same machine; prints each round's figures.
 *
 *   node --import tsx --conditions=source infra/bench/measure-embedded-pages.ts http://127.0.0.1:8098 http://127.0.0.1:8099
 */
const bases = process.argv.slice(2);
if (bases.length === 0) throw new Error('usage: measure-embedded-pages.ts <base URL> [more base URLs]');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

for (let round = 1; round <= rounds; round++) {
  for (const base of bases) {
    const figures = await measure({
      url: `${base}/de/menu`,
      connections: 64,
      durationSeconds: seconds,
      headers: { 'accept-encoding': 'gzip' },
      workers: 2,
    });
    console.log(`round ${round} ${base}/de/menu @64: ${JSON.stringify(figures)}`);
  }
}
