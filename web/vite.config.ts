import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompiledMessages, withoutIcuParser } from './build/precompiled-messages';

export default defineConfig({
  // Pinned to this folder so the build lands in web/dist whichever directory it is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompiledMessages()],
  resolve: {
    // Workspace packages such as @ristorante/contracts are bundled from their TypeScript sources, so the
    // web app never depends on their dist/ having been built first.
    conditions: ['source', ...defaultClientConditions],
    alias: [withoutIcuParser],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under dist/assets/ are what Nginx and the gateway cache for a year.
    assetsDir: 'assets',
    // Read by scripts/bundle-report.mjs to add up each page's first load.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
