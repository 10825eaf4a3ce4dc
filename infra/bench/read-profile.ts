// Reads a V8 CPU profile (`BENCH_PROFILE=booking make bench` writes them, infra/bench/run-bench.ts) and prints where
// the time went: the share of samples by function (self time) and by file or package, and the idle share, so a
// closing note can quote figures rather than a flame graph. Usage: `node --import tsx infra/bench/read-profile.ts
// FILE.cpuprofile [--top 25]`.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: read-profile.ts FILE.cpuprofile [--top N]');
const topAt = process.argv.indexOf('--top');
const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 25;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** Where a frame's code lives, shortened: a package's name, or the path inside the repository. */
function placeOf(url: string): string {
  if (url === '') return '(native)';
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged) return packaged[1]!;
  if (url.startsWith('node:')) return url;
  const ours = /\/(services|gateway|contracts|packages)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

const selfByFunction = new Map<string, number>();
const selfByPlace = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const micros = profile.timeDeltas[index] ?? 0;
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  const name = `${functionName || '(anonymous)'} ${placeOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micros);
  const place = url ? placeOf(url) : functionName;
  selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + micros);
  total += micros;
});

const idle = selfByPlace.get('(idle)') ?? 0;
const busy = total - idle;
const percent = (micros: number, of: number) => `${((micros / of) * 100).toFixed(1).padStart(5)} %`;
const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title} (share of the busy time, ${(busy / 1000).toFixed(0)} ms)`);
  [...rows]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([name, micros]) => console.log(`${percent(micros, busy)}  ${name}`));
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled, ${percent(idle, total).trim()} idle`);
print('By file or package', selfByPlace);
print('By function (self)', selfByFunction);
