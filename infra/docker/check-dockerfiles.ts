/** One instruction of a Dockerfile, continuation lines joined: `COPY`, and the rest of its text. */
interface Instruction {
  keyword: string;
  text: string;
  line: number;
}

interface Stage {
  name?: string;
  base: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile, in order; comment lines (also within a continued instruction) are dropped. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  let pending: { text: string; line: number } | undefined;
  text.split('\n').forEach((raw, index) => {
    if (/^\s*#/.test(raw) || (!pending && raw.trim() === '')) return;
    const continued = /\\\s*$/.test(raw);
    const part = raw.replace(/\\\s*$/, '');
    pending = pending ? { ...pending, text: `${pending.text} ${part.trim()}` } : { text: part.trim(), line: index + 1 };
    if (continued) return;
    const [keyword = '', ...rest] = pending.text.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), text: rest.join(' '), line: pending.line };
    pending = undefined;
    if (instruction.keyword === 'FROM') {
      const [base = '', as, name] = instruction.text.split(/\s+/);
      stages.push({ base, ...(as?.toUpperCase() === 'AS' && name ? { name } : {}), instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  });
  return stages;
}

/** A COPY's sources and destination (`--from` and other flags aside), or undefined for another instruction. */
function copyOf(instruction: Instruction): { sources: string[]; destination: string; fromStage: boolean } | undefined {
  if (instruction.keyword !== 'COPY' && instruction.keyword !== 'ADD') return undefined;
  const words = instruction.text.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  return {
    sources: paths.slice(0, -1),
    destination: paths.at(-1) ?? '',
    fromStage: flags.some((flag) => flag.startsWith('--from=')),
  };
}

/** Where a COPY puts `source`: a destination ending in `/` (or `./`) is a folder. */
function landsAt(source: string, destination: string): string {
  const folder = destination.endsWith('/') || destination === '.';
  const target = folder ? `${destination.replace(/\/?$/, '/')}${source.split('/').at(-1)}` : destination;
  return target.replace(/^\.\//, '').replace(/^\/app\//, '');
}

const isManifest = (file: string) => file === 'package.json' || file === 'package-lock.json' || file.endsWith('/package.json');

/**
 * Whether installs are cached apart from the source: before each `npm ci`, in its stage and the stages it is
 * built FROM, the build context has given only the lock file and package.json files (no `COPY . .`), and every
 * one npm needs (the root's, the lock file, each workspace's, each at its own path). Returns the problems.
 */
export function dockerfileProblems(text: string, workspaces: string[]): string[] {
  const stages = parseDockerfile(text);
  const problems: string[] = [];
  const needed = ['package.json', 'package-lock.json', ...workspaces.map((dir) => `${dir}/package.json`)];
  let installs = 0;
  stages.forEach((stage, index) => {
    stage.instructions.forEach((instruction, position) => {
      if (instruction.keyword !== 'RUN' || !/\bnpm ci\b/.test(instruction.text)) return;
      installs += 1;
      const before = [
        ...ancestors(stages, index).flatMap((ancestor) => ancestor.instructions),
        ...stage.instructions.slice(0, position),
      ];
      const copied = new Set<string>();
      for (const copy of before.map(copyOf)) {
        if (!copy || copy.fromStage) continue;
        for (const source of copy.sources) {
          if (!isManifest(source))
            problems.push(`line ${instruction.line}: npm ci runs after COPY ${source}, so any source change reinstalls`);
          else copied.add(landsAt(source, copy.destination));
        }
      }
      for (const file of needed)
        if (!copied.has(file)) problems.push(`line ${instruction.line}: npm ci runs before ${file} is copied`);
    });
  });
  if (installs === 0) problems.push('no npm ci');
  return problems;
}

/** The stages `stages[index]` is built FROM, farthest first, the stage itself excluded. */
function ancestors(stages: Stage[], index: number): Stage[] {
  const parentIndex = stages.slice(0, index).findLastIndex((stage) => stage.name === stages[index]!.base);
  return parentIndex === -1 ? [] : [...ancestors(stages, parentIndex), stages[parentIndex]!];
}
