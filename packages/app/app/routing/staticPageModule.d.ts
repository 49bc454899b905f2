// Where the scripts of the pages sent without React are, from the staticPageScript() Vite plugin
// (vitePlugins.ts), one module per script (STATIC_PAGE_SCRIPTS in the route table): read by the
// server render only; empty in the client bundle.
declare module 'virtual:nada-static-page-script' {
  const script: {src: string};
  export default script;
}

declare module 'virtual:nada-static-page-faq-search-script' {
  const script: {src: string};
  export default script;
}

declare module 'virtual:nada-static-page-playback-script' {
  const script: {src: string};
  export default script;
}

// Where the script of the pages hydrated on the first interaction is (the same plugin, another entry).
declare module 'virtual:nada-hydrate-on-interaction-script' {
  const script: {src: string};
  export default script;
}
