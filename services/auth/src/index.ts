export { startAuth, authSchema, authMigrationsDir, type StartAuthOptions } from './start-auth.js';
export { authConfigSchema, type AuthConfig } from './auth-config.js';
export { createAdmin, type NewAdmin } from './users/create-admin.js';
