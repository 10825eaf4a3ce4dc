export { startInbox, inboxSchema } from './start-inbox.js';
