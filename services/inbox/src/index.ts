export { startInbox, inboxSchema } from './start-inbox.js';
export { inboxConfigSchema, type InboxConfig } from './config/inbox-config.js';
// For `make bench`'s part history, which times each service's retention job on three years of data.
export { applyInboxRetention } from './retention/retention-job.js';
