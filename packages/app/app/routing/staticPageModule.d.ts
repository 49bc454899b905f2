// Where the script of the pages sent without React is, from the staticPageScript() Vite plugin
// (vitePlugins.ts): read by the server render only; empty in the client bundle.
declare module 'virtual:nada-static-page-script' {
  const script: {src: string};
  export default script;
}
