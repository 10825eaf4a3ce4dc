export { startEmbedded, embeddedConfigSchema } from './start-embedded.js';
