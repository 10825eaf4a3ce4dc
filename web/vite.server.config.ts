import { defineConfig, mergeConfig } from 'vite';
import { sharedViteConfig } from './build/shared-vite-config';

/**
 * The guest site's pages for Node (docs/decisions.md 92): the renderer imports dist-server/render-site.js to
 * render every public page into HTML. Built after the browser's bundles; styles and pictures are theirs.
 */
export default defineConfig(
  mergeConfig(sharedViteConfig, {
    build: {
      outDir: 'dist-server',
      emptyOutDir: true,
      ssr: 'src/server/render-site.ts',
      // One file the renderer can import, with React and the rest of the web app's dependencies inside it, so
      // the renderer's image needs nothing from web/node_modules.
      rollupOptions: { output: { entryFileNames: 'render-site.js', codeSplitting: false } },
      copyPublicDir: false,
    },
    // Workspace packages from their TypeScript sources, Node's builds of everything else (react-dom/server).
    ssr: { noExternal: true, resolve: { conditions: ['source', 'node', 'import', 'module', 'default'] } },
  }),
);
