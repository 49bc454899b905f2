// Where the script of the pages sent without React is, from the staticPageScript() Vite plugin
// (vitePlugins.ts): read by the server render only; empty in the client bundle.
declare module 'virtual:nada-static-page-script' {
  const script: {src: string};
  export default script;
}

// Where the script of the pages hydrated on the first interaction is (the same plugin, another entry).
declare module 'virtual:nada-hydrate-on-interaction-script' {
  const script: {src: string};
  export default script;
}
