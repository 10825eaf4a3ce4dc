import { loadConfig, runMain } from '@ristorante/kit';
import { inboxConfigSchema } from './config/inbox-config.js';
import { startInbox } from './start-inbox.js';

runMain(() => startInbox({ config: loadConfig(inboxConfigSchema) }));
