import { describe, expect, it } from 'vitest';
import { ConfigError, defaultRetryDelaysMs, loadConfig, newInternalKeyPair, serviceConfigSchema } from '../src/index.js';

describe('configuration from the environment', () => {
  it('when variables are missing or bad, then start-up stops with a message naming each of them', () => {
    const attempt = () => loadConfig(serviceConfigSchema(4001), { PORT: 'eighty', AMQP_URL: 'http://rabbit' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/DATABASE_URL: is required but not set/);
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/AMQP_URL: must be a amqp or amqps URL/);
  });

  it('when a key is no Ed25519 key of its kind, then start-up stops naming it; a real one is read', () => {
    const keys = newInternalKeyPair();
    const withKey = (GATEWAY_PUBLIC_KEY: string) => () =>
      loadConfig(serviceConfigSchema(0), { DATABASE_URL: 'postgres://x@db/r', GATEWAY_PUBLIC_KEY });
    expect(withKey('changeme')).toThrow(/GATEWAY_PUBLIC_KEY: must be an Ed25519 public key/);
    // The private half where the public one belongs is refused too.
    expect(withKey(keys.privateKey)).toThrow(/GATEWAY_PUBLIC_KEY: must be an Ed25519 public key/);
    expect(withKey(keys.publicKey)().GATEWAY_PUBLIC_KEY?.asymmetricKeyType).toBe('ed25519');
  });

  it('when only the required variables are given, then defaults fill in the rest', () => {
    const config = loadConfig(serviceConfigSchema(4001), {
      DATABASE_URL: 'postgres://catalog:secret@db:5432/restaurant',
    });
    expect(config).toMatchObject({ PORT: 4001, LOG_LEVEL: 'info', BUS_NAMESPACE: 'restaurant' });
    expect(config.AMQP_URL).toBeUndefined();
    expect(config.BUS_RETRY_DELAYS_MS).toEqual(defaultRetryDelaysMs);
  });

  it('when retry delays are given, then they are read as a list of milliseconds', () => {
    const required = { DATABASE_URL: 'postgres://x@db/r' };
    const config = loadConfig(serviceConfigSchema(0), { ...required, BUS_RETRY_DELAYS_MS: '100,2000' });
    expect(config.BUS_RETRY_DELAYS_MS).toEqual([100, 2000]);
    expect(() => loadConfig(serviceConfigSchema(0), { ...required, BUS_RETRY_DELAYS_MS: 'soon' })).toThrow(/BUS_RETRY_DELAYS_MS/);
  });
});
