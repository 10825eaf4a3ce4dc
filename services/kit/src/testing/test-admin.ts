import type { AdminIdentity, AdminRole, InternalContext } from '@ristorante/contracts';

/**
 * The admin of every test: the first admin auth creates from `testAdminEnv` (a test signs in with her e-mail or
 * username and password), and the same person when a test vouches for her itself, as the gateway would.
 */
export const testAdmin = {
  email: 'giulia@trattoria.test',
  username: 'giulia',
  firstName: 'Giulia',
  password: 'a long enough password',
};

/** auth's first-admin variables that make `testAdmin`. */
export const testAdminEnv = {
  ADMIN_EMAIL: testAdmin.email,
  ADMIN_PASSWORD: testAdmin.password,
  ADMIN_USERNAME: testAdmin.username,
  ADMIN_FIRST_NAME: testAdmin.firstName,
};

/** Client addresses from the documentation ranges (RFC 5737), one for each kind of caller. */
export const testAddresses = { guest: '198.51.100.23', admin: '203.0.113.7', service: '203.0.113.8' };

/**
 * What the gateway vouches for after `testAdmin` signed in, for a test that calls a service without the gateway
 * and auth: her identity (fixed ids, no session is stored anywhere) with a role (docs/decisions.md 86).
 */
export function adminContext(role: AdminRole = 'owner'): InternalContext & { admin: AdminIdentity } {
  return {
    ip: testAddresses.admin,
    admin: {
      userId: '6f1f3a52-4b7e-4d8c-9b1a-0c2d3e4f5a6b',
      sessionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      email: testAdmin.email,
      firstName: testAdmin.firstName,
      role,
    },
  };
}
