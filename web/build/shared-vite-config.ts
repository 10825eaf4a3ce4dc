import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type UserConfig } from 'vite';
import { precompiledMessages, withoutIcuParser } from './precompiled-messages';

/**
 * What the guest site's build (vite.config.ts) and the staff dashboard's (vite.admin.config.ts) share. Two
 * builds, not two entries of one: Rollup would move what both use into shared chunks, and a guest's first
 * load would change with every change to the dashboard (docs/decisions.md 68).
 */
export const sharedViteConfig: UserConfig = {
  // Pinned to the web folder so the build lands in web/dist whichever directory it is started from.
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), precompiledMessages()],
  resolve: {
    // Workspace packages such as @ristorante/contracts are bundled from their TypeScript sources, so the
    // web app never depends on their dist/ having been built first.
    conditions: ['source', ...defaultClientConditions],
    alias: [withoutIcuParser],
  },
};
