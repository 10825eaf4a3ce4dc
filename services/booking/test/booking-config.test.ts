import { describe, expect, it } from 'vitest';
import { loadConfig, newInternalKeyPair } from '@ristorante/kit';
import { bookingConfigSchema } from '../src/config/booking-config.js';

// The room and the seating length bound what the booking check can see (docs/decisions.md 108).
const keys = newInternalKeyPair();
const env = {
  DATABASE_URL: 'postgres://localhost/test',
  AMQP_URL: 'amqp://localhost',
  GATEWAY_PUBLIC_KEY: keys.publicKey,
  INTERNAL_SIGNING_KEY: keys.privateKey,
  CATALOG_URL: 'http://localhost:4001',
};

describe('booking config', () => {
  it('when nothing is set, then the room is 40 covers and a seating two hours', () => {
    expect(loadConfig(bookingConfigSchema, env)).toMatchObject({ ROOM_CAPACITY_COVERS: 40, SEATING_MINUTES: 120 });
  });

  it.each([
    ['SEATING_MINUTES', '0'],
    ['SEATING_MINUTES', '400'],
    ['ROOM_CAPACITY_COVERS', '0'],
  ])('when %s is %s, then the service refuses to start, naming it', (name, value) => {
    expect(() => loadConfig(bookingConfigSchema, { ...env, [name]: value })).toThrow(name);
  });
});
