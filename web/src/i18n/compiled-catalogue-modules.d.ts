// `import catalogue from './x-messages?icu'`: the module's message catalogue, compiled by the build
// (build/precompiled-messages.ts). A script file, not a module, so the wildcard declaration is global; hence
// the inline import() type, the only way such a file can name a type from a module.
declare module '*?icu' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const catalogue: import('./compiled-catalogue').CompiledCatalogue;
  export default catalogue;
}
