import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@ristorante/kit';
import { workerConfigSchema } from '../src/index.js';

const required = { DATABASE_URL: 'postgres://notify@127.0.0.1:5432/notify' };

describe('the language of the staff mails (STAFF_MAIL_LOCALE)', () => {
  it('is German unless the operator sets English', () => {
    expect(loadConfig(workerConfigSchema, required).STAFF_MAIL_LOCALE).toBe('de');
    expect(loadConfig(workerConfigSchema, { ...required, STAFF_MAIL_LOCALE: 'en' }).STAFF_MAIL_LOCALE).toBe('en');
  });

  it('refuses a language the site does not have, naming the variable', () => {
    expect(() => loadConfig(workerConfigSchema, { ...required, STAFF_MAIL_LOCALE: 'fr' })).toThrow(ConfigError);
    expect(() => loadConfig(workerConfigSchema, { ...required, STAFF_MAIL_LOCALE: 'fr' })).toThrow(/STAFF_MAIL_LOCALE/);
  });
});
