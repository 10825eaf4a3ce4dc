import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dockerfileProblems } from './check-dockerfiles.js';
import { dockerignoreMatcher } from './dockerignore.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
const dockerfiles = ['infra/docker/node-service.Dockerfile', 'infra/docker/web.Dockerfile'];

describe('Dockerfiles build on the supported Node.js', () => {
  // The LTS line the project runs on, named once (docs/decisions.md 126); Node 20 reached its end in April 2026.
  const line = read('.nvmrc').trim();

  it.each(dockerfiles)('when %s is read, then every Node image is of the LTS line in .nvmrc', (file) => {
    const images = [...read(file).matchAll(/\bnode:(\d+)[\w.-]*/g)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([line]));
    expect(Number(line)).toBeGreaterThanOrEqual(22);
  });
});

describe('Dockerfiles install from the manifests alone', () => {
  it('when the root package.json is read, then its workspaces are folders named one by one (no globs)', () => {
    for (const dir of workspaces) {
      expect(dir).not.toMatch(/[*?[]/);
      expect(existsSync(path.join(repoRoot, dir, 'package.json')), dir).toBe(true);
    }
  });

  it.each(dockerfiles)(
    'when %s is read, then each npm ci follows the lock file and every package.json, and no source',
    (file) => {
      expect(dockerfileProblems(read(file), workspaces)).toEqual([]);
    },
  );

  it("when a workspace's package.json is not copied, then the check names it", () => {
    const text = read('infra/docker/web.Dockerfile').replace('COPY services/inbox/package.json services/inbox/\n', '');
    expect(dockerfileProblems(text, workspaces)).toEqual([
      expect.stringMatching(/^line \d+: npm ci runs before services\/inbox\/package.json is copied$/),
    ]);
  });

  it('when the source is copied before npm ci, then the check says every change would reinstall', () => {
    const text = read('infra/docker/node-service.Dockerfile').replace(
      'WORKDIR /app\nCOPY package.json',
      'WORKDIR /app\nCOPY . .\nCOPY package.json',
    );
    const problems = dockerfileProblems(text, workspaces);
    // Both installs (the build's and the production dependencies') descend from the stage that copies.
    expect(problems).toHaveLength(2);
    for (const problem of problems)
      expect(problem).toMatch(/^line \d+: npm ci runs after COPY \., so any source change reinstalls$/);
  });

  it('when the root package.json gains a workspace, then each install of each Dockerfile is told to copy it', () => {
    for (const file of dockerfiles) {
      const problems = dockerfileProblems(read(file), [...workspaces, 'services/payments']);
      // node-service.Dockerfile installs twice (the build, the production dependencies), web.Dockerfile once.
      expect(problems).toHaveLength(file.includes('node-service') ? 2 : 1);
      for (const problem of problems) expect(problem).toMatch(/npm ci runs before services\/payments\/package.json is copied$/);
    }
  });
});

/** Every file under `dir` (relative to the repository), recursively. */
const filesUnder = (dir: string): string[] =>
  existsSync(path.join(repoRoot, dir))
    ? statSync(path.join(repoRoot, dir)).isDirectory()
      ? readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
          .filter((file) => !file.split(path.sep).some((part) => ['node_modules', 'dist', 'dist-server'].includes(part)))
      : [dir]
    : [];

describe('.dockerignore', () => {
  const excluded = dockerignoreMatcher(read('.dockerignore'));

  it('when the files the image builds read are matched, then none is left out', () => {
    // What `npm ci`, `tsc -b <package>` and `npm run build -w web` read, and the template web.Dockerfile copies.
    const buildInputs = [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      'tsconfig.json',
      'infra/nginx/restaurant.conf.template',
      ...workspaces.flatMap((dir) =>
        ['package.json', 'tsconfig.json', 'src', 'migrations', 'seed'].map((part) => `${dir}/${part}`),
      ),
      ...[
        'build',
        'scripts',
        'public',
        'index.html',
        'admin.html',
        'vite.config.ts',
        'vite.admin.config.ts',
        'vite.server.config.ts',
      ].map((part) => `web/${part}`),
    ]
      .flatMap(filesUnder)
      // The seed pictures' variants are the catalog's build output, made in the image (docs/decisions.md 121).
      .filter((file) => !file.startsWith('services/catalog/seed/pictures/'));
    expect(buildInputs.length).toBeGreaterThan(500);
    expect(buildInputs.filter(excluded)).toEqual([]);
  });

  it('when what no build reads is matched, then it is left out of the context', () => {
    const kept = [
      'node_modules/react/index.js',
      'services/kit/dist/index.js',
      'web/dist-server/render-site.js',
      'services/catalog/tsconfig.tsbuildinfo',
      'services/catalog/seed/pictures/food-burrata/640.avif',
      '.git/HEAD',
      '.env',
      '.data/postgres/PG_VERSION',
      '.stack/stack/pages/robots.txt',
      'test-results/report.json',
      'coverage/index.html',
      'bench/results.json',
      'docs/decisions.md',
      'services/booking/test/booking.test.ts',
      'gateway/test/routes.test.ts',
      'web/test/app.test.tsx',
      'web/e2e/booking.e2e.test.ts',
      'infra/kubernetes/base/gateway.yaml',
      'infra/docker/web.Dockerfile',
      '.ci/state',
      '.vscode/settings.json',
    ].filter((file) => !excluded(file));
    expect(kept).toEqual([]);
    expect(excluded('.env.example')).toBe(false);
  });

  it('when patterns re-include or span folders, then they match as Docker matches them', () => {
    const matcher = dockerignoreMatcher('# comment\n**/dist\ninfra\n!infra/nginx/*.template\n*.md\n');
    expect(['a/b/dist/x.js', 'dist/y', 'infra/keys/k.ts', 'README.md'].every(matcher)).toBe(true);
    expect(['infra/nginx/site.template', 'docs/README.md', 'distance/x'].some(matcher)).toBe(false);
  });
});

describe('web.Dockerfile and the Nginx template it renders (the Kubernetes manifests set these variables)', () => {
  it('when the template is read, then every variable in it is one the image renders and gives a default', () => {
    const dockerfile = read('infra/docker/web.Dockerfile');
    const rendered = /NGINX_ENVSUBST_FILTER=\^\(([A-Z_|]+)\)\$/.exec(dockerfile)![1]!.split('|');
    const used = [
      ...new Set([...read('infra/nginx/restaurant.conf.template').matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]!)),
    ];
    expect(used.sort()).toEqual([...rendered].sort());
    for (const variable of rendered) expect(dockerfile, variable).toMatch(new RegExp(`^\\s*(ENV )?${variable}=\\S`, 'm'));
  });
});
