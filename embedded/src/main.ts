import { runMain } from '@ristorante/kit';
import { startEmbedded } from './start-embedded.js';

runMain(async () => {
  const running = await startEmbedded();
  console.log(`\n  The restaurant site is running at ${running.url}\n  (Ctrl-C stops everything.)\n`);
  return running;
});
