import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { privateKeyFrom, publicKeyFrom } from '../auth/internal-keys.js';

/** A key read from its variable, or the variable named with `message` when it holds none. */
const ed25519Key = (read: (base64: string) => KeyObject, message: string) =>
  z.string().transform((value, ctx) => {
    try {
      return read(value.trim());
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

/** Thrown when the environment does not satisfy a service's config schema; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv = process.env): z.infer<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const missing = issue.code === 'invalid_type' && env[name] === undefined;
    return `  ${name}: ${missing ? 'is required but not set' : issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Building blocks for config schemas, so every service reads its variables alike. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  int: (fallback: number) => z.coerce.number().int().nonnegative().default(fallback),
  url: (protocols: string[]) =>
    z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must be a ${protocols.join(' or ')} URL`,
    }),
  optionalUrl: (protocols: string[]) => env.url(protocols).optional(),
  /** A random secret of at least 32 characters (e.g. `openssl rand -hex 32`); never has a default. */
  secret: () => z.string().min(32, 'must be a random secret of at least 32 characters (openssl rand -hex 32)'),
  /** An Ed25519 private key, PKCS#8 DER in base64 (`make internal-keys`). */
  privateKey: () => ed25519Key(privateKeyFrom, 'must be an Ed25519 private key, PKCS#8 DER in base64 (make internal-keys)'),
  /** An Ed25519 public key, SPKI DER in base64 (`make internal-keys`). */
  publicKey: () => ed25519Key(publicKeyFrom, 'must be an Ed25519 public key, SPKI DER in base64 (make internal-keys)'),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Names the bus's exchange (`<namespace>.events`) and every queue (`<namespace>.to.<consumer>`), see contracts'
   * `busTopology`; tests and local stacks sharing one broker each take their own.
   */
  busNamespace: () =>
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]*$/, 'lower-case letters, digits, dots, dashes and underscores')
      .default('restaurant'),
  /**
   * A comma-separated list of milliseconds, e.g. "1000,5000,30000". The default goes on the string, before the
   * transform: zod 4 returns a `.default()` placed after a transform as it is, untransformed.
   */
  delays: (fallback: number[]) =>
    z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be comma-separated milliseconds, e.g. 1000,5000')
      .default(fallback.join(','))
      .transform((value) => value.split(',').map(Number)),
};
