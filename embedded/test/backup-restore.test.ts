import { chmod, copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@ristorante/contracts';
import { freePort, queryOnce, testAdmin, testAdminEnv } from '@ristorante/kit/testing';
import { runEmbeddedBackupCommand, startEmbedded } from '../src/index.js';

/**
 * `make backup` and `make restore` (docs/decisions.md 128) on two installs of the embedded mode, each with its own
 * PostgreSQL as on a fresh clone: a backup taken while guests book and write, restored into a new install.
 */
let root: string;
let webRoot: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'backup-restore-'));
  // As root, PostgreSQL runs as the `postgres` user, who must be able to reach the data folders.
  await chmod(root, 0o755);
  webRoot = await mkdtemp(path.join(tmpdir(), 'backup-web-'));
  await copyFile(fileURLToPath(new URL('../../web/index.html', import.meta.url)), path.join(webRoot, 'index.html'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(webRoot, { recursive: true, force: true });
});

/** An install's variables: its own folder and PostgreSQL port, no rendering (the pages are not what is kept). */
async function installEnv(name: string): Promise<Record<string, string>> {
  return {
    PORT: '0',
    DATA_DIR: path.join(root, name),
    EMBEDDED_PG_PORT: String(await freePort({ stable: true })),
    WEB_ROOT: webRoot,
    RENDER_MODULE: path.join(root, 'no-renderer.js'),
    BACKUP_DIR: path.join(root, 'backups'),
    LOG_LEVEL: 'silent',
    ...testAdminEnv,
  };
}

/** A query on an install's own PostgreSQL, as its administrator. */
async function sql<Row extends pg.QueryResultRow>(env: Record<string, string>, text: string): Promise<Row[]> {
  const { postgresPassword } = JSON.parse(await readFile(path.join(env.DATA_DIR!, 'secrets.json'), 'utf8')) as {
    postgresPassword: string;
  };
  return queryOnce<Row>(
    `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${env.EMBEDDED_PG_PORT}/restaurant`,
    text,
  );
}

/** The owner, signed in: the cookies and CSRF token her dashboard would send. */
async function ownerOf(base: string) {
  const answer = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: testAdmin.email, password: testAdmin.password }),
  });
  expect(answer.status).toBe(200);
  const { csrfToken } = (await answer.json()) as { csrfToken: string };
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return (method: string, route: string, body?: FormData) =>
    fetch(`${base}${route}`, { method, headers: { cookie, 'x-csrf-token': csrfToken }, ...(body ? { body } : {}) });
}

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('backup and restore of a whole install', () => {
  it('when a backup is taken under load and restored into a new install, then every booking, mail record and picture acknowledged before it is there', async () => {
    const envA = await installEnv('install-a');
    const first = await startEmbedded(envA);
    const acknowledged: Array<{ id: string; at: number }> = [];
    let backupBegan = Number.POSITIVE_INFINITY;
    let file: string;
    let mailsBefore: string[];
    let pictures: string[];
    try {
      const asOwner = await ownerOf(first.url);
      const plate = await readFile(new URL('../../services/catalog/test/fixtures/terracotta-plate.png', import.meta.url));
      pictures = [];
      for (const name of ['plate.png', 'plate-two.png']) {
        const form = new FormData();
        form.append('file', new Blob([plate], { type: 'image/png' }), name);
        const uploaded = await asOwner('POST', '/api/gallery/upload', form);
        expect(uploaded.status).toBe(201);
        pictures.push(uploadedImageSchema.parse(await uploaded.json()).imageUrl);
      }

      // Guests book and write the whole time the backup is taken.
      let stop = false;
      const guest = async (lane: number) => {
        for (let turn = 0; !stop; turn++) {
          const answer = await fetch(`${first.url}/api/reservations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': 'de' },
            body: JSON.stringify({
              name: 'Anna Schmidt',
              phone: '+49 30 1234567',
              email: `guest${lane}.${turn}@example.org`,
              date: daysAhead(3 + ((lane * 7 + turn) % 40)),
              time: ['18:00', '18:30', '19:00', '19:30', '20:00'][turn % 5],
              guests: 2,
            }),
          });
          if (answer.status === 201) acknowledged.push({ id: ((await answer.json()) as { id: string }).id, at: Date.now() });
        }
      };
      const guests = [0, 1, 2].map((lane) => guest(lane));
      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
      // Mails are written by the worker from the outbox: the ones recorded before the backup began must come back.
      mailsBefore = (await sql<{ id: string }>(envA, "SELECT event_id || ':' || kind AS id FROM notify.sent_mails")).map(
        (row) => row.id,
      );
      expect(mailsBefore.length).toBeGreaterThan(0);
      backupBegan = Date.now();
      const said = await runEmbeddedBackupCommand(['backup'], envA);
      await expect
        .poll(() => acknowledged.filter((each) => each.at > backupBegan).length, { timeout: 30_000 })
        .toBeGreaterThan(0);
      stop = true;
      await Promise.all(guests);
      file = /backup written: (\S+)/.exec(said)![1]!;
      expect(said).toMatch(/reservations \d+, .*mail records \d+, uploaded pictures 2 /);
      expect((await stat(file)).mode & 0o777).toBe(0o600);

      // While the install runs, a restore is refused, and changes nothing.
      const reservations = acknowledged.length;
      await expect(runEmbeddedBackupCommand(['restore', file], envA)).rejects.toThrow(
        /in use .*stop the install's services first/,
      );
      expect((await sql(envA, 'SELECT 1 FROM booking.reservations')).length).toBe(reservations);
    } finally {
      await first.stop();
    }

    // Restored into an empty folder, as on a machine that never ran the site: the install is made (its PostgreSQL,
    // its services' tables), then its rows and media are replaced by the backup's.
    const envB = await installEnv('install-b');
    expect(await runEmbeddedBackupCommand(['restore', file], envB)).toMatch(/^restored /);

    const second = await startEmbedded(envB);
    try {
      const restored = new Set(
        (await sql<{ id: string }>(envB, 'SELECT id::text FROM booking.reservations')).map((row) => row.id),
      );
      // Every booking answered before the backup began is there; nothing is there no guest was answered for.
      const before = acknowledged.filter((each) => each.at < backupBegan).map((each) => each.id);
      expect(before.filter((id) => !restored.has(id))).toEqual([]);
      expect([...restored].filter((id) => !acknowledged.some((each) => each.id === id))).toEqual([]);
      const asOwner = await ownerOf(second.url);
      const listed = (await (await asOwner('GET', '/api/reservations?pageSize=200')).json()) as Array<{ id: string }>;
      expect(listed.map((each) => each.id).sort()).toEqual([...restored].sort());

      const mails = new Set(
        (await sql<{ id: string }>(envB, "SELECT event_id || ':' || kind AS id FROM notify.sent_mails")).map((row) => row.id),
      );
      expect(mailsBefore.filter((id) => !mails.has(id))).toEqual([]);

      for (const picture of pictures) {
        const served = await fetch(`${second.url}${picture}`);
        expect(served.status, picture).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/jpeg');
      }
    } finally {
      await second.stop();
    }
  }, 240_000);
});
