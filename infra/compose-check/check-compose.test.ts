import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCompose } from './check-compose.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const copies: string[] = [];
afterEach(async () => {
  for (const dir of copies.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A copy of what the check reads (compose file, .env.example, infra/), with one thing broken by `edit`. */
async function brokenCopy(edit: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'compose-check-'));
  copies.push(dir);
  for (const entry of ['docker-compose.yml', '.env.example', 'infra'])
    await cp(path.join(repoRoot, entry), path.join(dir, entry), { recursive: true });
  await edit(dir);
  return dir;
}

async function replaceIn(file: string, from: string | RegExp, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const changed = text.replace(from, to);
  expect(changed, `the edit of ${path.basename(file)} changed nothing`).not.toBe(text);
  await writeFile(file, changed);
}

describe('compose file check (no Docker engine needed)', () => {
  it('when the repository is checked, then it has no problems', () => {
    expect(checkCompose(repoRoot)).toEqual([]);
  });

  it('when a service loses its healthcheck, then the check names it', async () => {
    const dir = await brokenCopy((d) =>
      replaceIn(path.join(d, 'docker-compose.yml'), /( {2}mailpit:[\s\S]*?) {4}healthcheck:\n( {6}.*\n)+/, '$1'),
    );
    expect(checkCompose(dir)).toEqual(['mailpit: no healthcheck (neither in docker-compose.yml nor in its Dockerfile)']);
  });

  it('when a built image loses the HEALTHCHECK of its Dockerfile, then the service built from it is named', async () => {
    const dir = await brokenCopy((d) => replaceIn(path.join(d, 'infra/docker/web.Dockerfile'), /^HEALTHCHECK .*\\\n.*\n/m, ''));
    expect(checkCompose(dir)).toEqual(['nginx: no healthcheck (neither in docker-compose.yml nor in its Dockerfile)']);
  });

  it('when the backup tool would run an image this file does not build, then the check names it', async () => {
    const dir = await brokenCopy((d) =>
      replaceIn(path.join(d, 'docker-compose.yml'), /( {2}backup:\n {4}image: ).*\n/, '$1postgres:16-alpine\n'),
    );
    expect(checkCompose(dir)).toEqual(['backup: a tool runs an image a service of this file builds']);
  });

  it('when a Dockerfile is missing, then the check says which', async () => {
    const dir = await brokenCopy((d) => rm(path.join(d, 'infra/docker/node-service.Dockerfile')));
    const problems = checkCompose(dir);
    expect(problems).toContain('catalog: its Dockerfile infra/docker/node-service.Dockerfile does not exist');
    expect(problems).toContain('gateway: its Dockerfile infra/docker/node-service.Dockerfile does not exist');
  });

  it('when a service gets a fixed name or a host port, then the check says it will not scale', async () => {
    const dir = await brokenCopy((d) =>
      replaceIn(
        path.join(d, 'docker-compose.yml'),
        '    image: restaurant/booking:${IMAGE_TAG:-local}\n',
        "    image: restaurant/booking:${IMAGE_TAG:-local}\n    container_name: booking\n    ports: ['4002:4002']\n",
      ),
    );
    expect(checkCompose(dir)).toEqual([
      'booking: a fixed container_name stops it from scaling',
      'booking: publishes host ports; only nginx and mailpit may',
    ]);
  });

  it('when the file breaks the Compose schema, then the check reports where', async () => {
    const dir = await brokenCopy((d) =>
      replaceIn(
        path.join(d, 'docker-compose.yml'),
        '    restart: unless-stopped\n    init: true\n',
        '    restart: unless-stopped\n    initt: true\n',
      ),
    );
    expect(checkCompose(dir)).toContain('schema: /services/gateway must NOT have additional properties: initt');
  });

  it('when the file reads a variable .env.example does not list, then the check names it', async () => {
    const dir = await brokenCopy((d) => replaceIn(path.join(d, '.env.example'), /^MAIL_UI_PORT=.*\n/m, ''));
    expect(checkCompose(dir)).toEqual(['.env.example does not list MAIL_UI_PORT, which docker-compose.yml reads']);
  });

  it('when an image would run as root, then the check says so', async () => {
    const dir = await brokenCopy((d) => replaceIn(path.join(d, 'infra/docker/node-service.Dockerfile'), /^USER node\n/m, ''));
    expect(checkCompose(dir)).toContain('catalog: its image runs as root');
  });
});
