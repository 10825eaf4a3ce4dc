export {
  renderTopics,
  rendererConfigSchema,
  startRenderer,
  type RendererConfig,
  type RunningRenderer,
} from './start-renderer.js';
