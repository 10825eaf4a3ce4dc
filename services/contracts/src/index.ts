export * from './events/event-envelope.js';
export * from './http/error-response.js';
export * from './http/health.js';
export * from './catalog/menu-item.js';
export * from './site/site-config.js';
