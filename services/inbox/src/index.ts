export { startInbox, inboxSchema } from './start-inbox.js';
export { inboxConfigSchema, type InboxConfig } from './config/inbox-config.js';
