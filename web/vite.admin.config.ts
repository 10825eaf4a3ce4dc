import { defineConfig, mergeConfig } from 'vite';
import { sharedViteConfig } from './build/shared-vite-config';

/**
 * The staff dashboard: a build of its own (docs/decisions.md 68) after the guest site's, into the same dist/
 * without emptying it. Its files live under assets/admin/ (cached for a year like every hashed asset), its
 * shell is admin.html, and its manifest sits beside the guest site's for the bundle report.
 */
export default defineConfig(
  mergeConfig(sharedViteConfig, {
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      assetsDir: 'assets/admin',
      manifest: '.vite/admin-manifest.json',
      rollupOptions: { input: 'admin.html' },
    },
  }),
);
