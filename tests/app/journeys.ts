/**
 * Whether a long journey runs in this language. A journey through a job (upload, separation or
 * generation, playback, downloads, history) takes 40–90 s on a busy two-core machine, and running
 * each one in both languages was about half of the e2e step. So each runs once: half of them in
 * Indonesian, half in English (`locale` at each journey says which), so both languages' texts and
 * flows are walked through. Every page is still shot and checked with axe in both languages
 * (pages.spec.ts), the short error-path tests still run in both, and `messages check` keeps the two
 * catalogues complete. `NADA_E2E_ALL_LOCALES=1` runs every journey in both languages.
 */
export function journeyRunsIn(text: {prefix: string}, locale: 'id' | 'en'): boolean {
  return process.env.NADA_E2E_ALL_LOCALES === '1' || text.prefix === (locale === 'en' ? '/en' : '');
}
