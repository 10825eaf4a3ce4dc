import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { sharedViteConfig } from './build/shared-vite-config';

/**
 * `vite dev` serves the dashboard's shell for its addresses, as Nginx and the gateway do (webAppShell in
 * services/contracts); without this the dev server would answer them with the guest site's.
 */
const dashboardShellInDev: Plugin = {
  name: 'dashboard-shell-in-dev',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (/^\/(de|en)\/admin\//.test(req.url ?? '')) req.url = '/admin.html';
      next();
    });
  },
};

/** The guest site. The staff dashboard is built apart (vite.admin.config.ts) into the same dist/. */
export default defineConfig(
  mergeConfig(sharedViteConfig, {
    plugins: [dashboardShellInDev],
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
  }),
);
