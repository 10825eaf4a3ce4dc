export { rendererConfigSchema, startRenderer, type RendererConfig, type RunningRenderer } from './start-renderer.js';
export type { RenderModule, SiteFile } from './render-module.js';
