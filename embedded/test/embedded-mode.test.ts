import { execFileSync } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemStatusSchema } from '@ristorante/contracts';
import { createTestDatabase, freePort, queryOnce, spawnService, waitFor, type TestDatabase } from '@ristorante/kit/testing';
import { startEmbedded } from '../src/index.js';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
// The pages are rendered by the web app's own code, from its sources (the build bundles the same file).
const renderSource = fileURLToPath(new URL('../../web/src/server/render-site.ts', import.meta.url));
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'embedded-web-'));
  // The web app's page template (the build's has hashed file names in it; nothing here loads them).
  await copyFile(fileURLToPath(new URL('../../web/index.html', import.meta.url)), path.join(webRoot, 'index.html'));
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

const sql = queryOnce;

describe('embedded mode against an existing PostgreSQL', () => {
  let db: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-data-'));
  });
  afterAll(async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when started, then the rendered pages, /api through the gateway and every service are there, and data survives a restart', async () => {
    const env = {
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: db.adminUrl,
      WEB_ROOT: webRoot,
      RENDER_MODULE: renderSource,
      LOG_LEVEL: 'silent',
    };
    let seeded = 0;
    const first = await startEmbedded(env);
    try {
      // This machine only: from the network (its own address on it) nothing answers (docs/decisions.md 123).
      const lan = Object.values(networkInterfaces())
        .flat()
        .find((address) => address?.family === 'IPv4' && !address.internal);
      if (lan) await expect(fetch(`http://${lan.address}:${new URL(first.url).port}/api/menu`)).rejects.toThrow();
      const menu = await fetch(`${first.url}/api/menu`);
      expect(menu.headers.get('content-type')).toMatch(/application\/json/);
      // A fresh install shows the seed menu, and its page arrives rendered, in its language.
      const items = (await menu.json()) as Array<{ titleEn: string }>;
      seeded = items.length;
      expect(seeded).toBeGreaterThanOrEqual(30);
      const page = await fetch(`${first.url}/en/menu`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(items[0]!.titleEn);
      expect((await fetch(`${first.url}/en/no-such-page`)).status).toBe(404);
      const status = systemStatusSchema.parse(await (await fetch(`${first.url}/api/status`)).json());
      expect(status.status).toBe('ok');
      expect(Object.keys(status.services).sort()).toEqual(['auth', 'booking', 'catalog', 'inbox', 'notification-worker']);
      expect(Object.values(status.services).map((service) => service.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    } finally {
      await first.stop();
    }

    await sql(
      db.adminUrl,
      "INSERT INTO catalog.menu_items (title_de, title_en, category, price_cents, sort_order) VALUES ('Tagliatelle der Nonna', 'Nonna’s tagliatelle', 'pasta', 1450, -1)",
    );
    const second = await startEmbedded(env);
    try {
      const menu = (await (await fetch(`${second.url}/api/menu`)).json()) as Array<{ title: string }>;
      expect(menu[0]).toMatchObject({ title: 'Tagliatelle der Nonna', price: 14.5, category: 'pasta' });
      // Seeded once: the restart added nothing but the row above.
      expect(menu).toHaveLength(seeded + 1);
    } finally {
      await second.stop();
    }
    // The whole product started twice: some 11 s alone, more beside a full run's other suites.
  }, 90_000);
});

describe('embedded mode on a fresh machine (embedded PostgreSQL, a process of its own)', () => {
  let dataDir: string;
  beforeAll(async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'embedded-fresh-'));
    // As root, PostgreSQL runs as the `postgres` user, who must be able to reach the data folder.
    await chmod(parent, 0o755);
    dataDir = path.join(parent, 'data');
    await mkdir(dataDir);
  });
  afterAll(async () => {
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  const postgresProcesses = () => {
    try {
      return execFileSync('pgrep', ['-f', dataDir]).toString().trim();
    } catch {
      return '';
    }
  };

  it('when started twice with Ctrl-C between, then data persists and nothing is left running', async () => {
    const env = {
      PORT: '0',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort({ stable: true })),
      WEB_ROOT: webRoot,
      // This process runs from the sources (tsx), which cannot load the web app's page code: it starts as an
      // unbuilt tree does, with the guest pages unrendered (the test above renders them).
      RENDER_MODULE: path.join(webRoot, 'no-render-module.js'),
      LOG_LEVEL: 'warn',
    };
    const ready = /running at http:\/\/localhost:(\d+)/;

    const first = await spawnService(main, env, { timeoutMs: 90_000, ready });
    const base = `http://127.0.0.1:${first.port}`;
    const seeded = ((await (await fetch(`${base}/api/menu`)).json()) as unknown[]).length;
    expect(seeded).toBeGreaterThanOrEqual(30);

    // A fresh install has no admin: one is made, and its password shown this once.
    const password = /with the password (\S+)/.exec(first.output())?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    const signIn = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ ok: true, redirectTo: '/de/admin/dashboard' });
    const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
    const adminUrl = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${env.EMBEDDED_PG_PORT}/restaurant`;
    await sql(
      adminUrl,
      "INSERT INTO catalog.menu_items (title_de, title_en, category, price_cents, sort_order) VALUES ('Branzino', 'Sea bass', 'fish', 2600, -1)",
    );
    first.process.kill('SIGINT');
    expect(await first.stop()).toBe(0);
    await waitFor('PostgreSQL to exit', () => (postgresProcesses() === '' ? true : undefined), 15_000);

    const second = await spawnService(main, env, { timeoutMs: 60_000, ready });
    const menu = (await (await fetch(`http://127.0.0.1:${second.port}/api/menu`)).json()) as unknown[];
    expect(menu[0]).toMatchObject({ title: 'Branzino', titleEn: 'Sea bass', price: 26 });
    expect(menu).toHaveLength(seeded + 1);
    second.process.kill('SIGINT');
    expect(await second.stop()).toBe(0);
    await waitFor('PostgreSQL to exit', () => (postgresProcesses() === '' ? true : undefined), 15_000);
    expect(second.output()).not.toContain('First admin created');
    expect(second.output()).not.toContain(password);
  }, 180_000);
});
