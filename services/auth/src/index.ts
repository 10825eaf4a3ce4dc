export { startAuth, authSchema } from './start-auth.js';
