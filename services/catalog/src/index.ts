export { startCatalog, catalogSchema } from './start-catalog.js';
export { catalogConfigSchema, type CatalogConfig } from './config/catalog-config.js';
