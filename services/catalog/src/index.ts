export { startCatalog, catalogSchema } from './start-catalog.js';
