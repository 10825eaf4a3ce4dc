import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@ristorante/kit';
import { startedForTests, startTestSystem, testKeys } from '@ristorante/kit/testing';
import { authConfigSchema } from '../src/index.js';
import { hashPassword, verifyPassword } from '../src/passwords/password-hash.js';
import { authProcess } from './support/auth-process.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const cli = fileURLToPath(new URL('../src/cli/create-admin.ts', import.meta.url));
const secrets = { ...testKeys.env.auth, PORT: '0' };

const system = startedForTests(() => startTestSystem());
let url: string;
beforeAll(async () => {
  url = await system.provision('auth');
});

const admins = () =>
  system.sql<{ email: string; username: string; first_name: string; password_hash: string; must_change_password: boolean }>(
    'SELECT email, username, first_name, password_hash, must_change_password FROM auth.admin_users ORDER BY created_at',
  );
/** An auth service on this file's database (each start after the first is a restart). */
const startAuthWith = (env: Record<string, string>) => system.start(authProcess(env));

describe('password hashes', () => {
  it('when a password is hashed, then it is scrypt at OWASP cost, salted, and only the same password verifies', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'plaintext')).toBe(false);
  });
});

describe('the first admin', () => {
  it('when ADMIN_EMAIL comes without ADMIN_PASSWORD, then the configuration is refused naming it', () => {
    expect(() => loadConfig(authConfigSchema, { ...secrets, DATABASE_URL: url, ADMIN_EMAIL: 'anna@trattoria.test' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
    expect(() =>
      loadConfig(authConfigSchema, {
        ...secrets,
        DATABASE_URL: url,
        ADMIN_EMAIL: 'anna@trattoria.test',
        ADMIN_PASSWORD: 'short',
      }),
    ).toThrow(/ADMIN_PASSWORD: must be at least 12 characters long/);
  });

  it('when no admin exists and none is configured, then start-up says how to make one and makes none', async () => {
    const auth = await startAuthWith({});
    await auth.stop();
    expect(await admins()).toEqual([]);
    expect(auth.logs.text()).toContain('no admin exists yet');
  });

  it('when ADMIN_EMAIL and ADMIN_PASSWORD are set, then the first start creates that admin once, with a hash', async () => {
    for (let start = 0; start < 2; start++) {
      const auth = await startAuthWith({
        ADMIN_EMAIL: 'anna@trattoria.test',
        ADMIN_PASSWORD: 'first admin password',
        ADMIN_FIRST_NAME: 'Anna',
      });
      await auth.stop();
    }
    const rows = await admins();
    expect(rows.map(({ email, username, first_name }) => ({ email, username, first_name }))).toEqual([
      { email: 'anna@trattoria.test', username: 'anna', first_name: 'Anna' },
    ]);
    expect(await verifyPassword('first admin password', rows[0]!.password_hash)).toBe(true);
    // The operator chose this password: nothing to change at the first sign-in (docs/decisions.md 133).
    expect(rows[0]!.must_change_password).toBe(false);
  });

  it('when the admin:create command runs, then it adds an admin and refuses a duplicate', async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', cli, ...args], {
          cwd: repoRoot,
          env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, ADMIN_PASSWORD: 'second admin password' },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => resolve({ code, output }));
      });
    const created = await run(['--email', 'luca@trattoria.test', '--username', 'luca', '--first-name', 'Luca']);
    expect(created).toMatchObject({
      code: 0,
      output: expect.stringContaining('admin created: luca@trattoria.test (username luca)'),
    });
    const duplicate = await run(['--email', 'luca@trattoria.test']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain('exists already');
    const luca = (await admins()).find((row) => row.email === 'luca@trattoria.test');
    expect(luca && (await verifyPassword('second admin password', luca.password_hash))).toBe(true);
    expect(luca?.must_change_password).toBe(false);
  });
});
