// The build's own id, from the buildVersion() Vite plugin (vitePlugins.ts).
declare module 'virtual:nada-build' {
  /** Id of the running build; `builds/latest.json` names the newest one. */
  export const buildId: string;
  /** The year of the source built (its last commit's): the footer's copyright year. */
  export const copyrightYear: number;
}
