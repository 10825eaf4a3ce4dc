/**
 * A module loaded on demand, once: the first call starts the import and later calls share it. A failed import
 * is not kept, so a later call asks again (the connection came back, or a release replaced the chunk; where the
 * browser itself keeps the failure, only a reload helps). The forms load their shared schema (and zod) this way
 * when a guest starts on them, not with the page (docs/decisions.md 54).
 */
export function retryableImport<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
