import { loadConfig, runMain } from '@ristorante/kit';
import { rendererConfigSchema, startRenderer } from './start-renderer.js';

runMain(() => startRenderer({ config: loadConfig(rendererConfigSchema) }));
