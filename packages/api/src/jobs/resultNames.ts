import {extname} from 'node:path';
import type {Kysely} from 'kysely';
import type {Database} from '../db/schema.ts';

/** The languages result files are named in; 'id' is the default. */
export type ResultLanguage = 'id' | 'en';

/** What sets one result of a song apart from its others: the stem set, the key change and the tempo. */
export interface ResultVariant {
  /** Two stems (vocals and the minus one) or four; two is the default and goes unsaid. */
  stems?: '2' | '4';
  /** Key change in semitones; 0 goes unsaid. */
  semitones?: number;
  /** Tempo factor (0.9 is 90 %); 1 goes unsaid. */
  tempo?: number;
  /** The audio format; MP3 is the default and goes unsaid. A stem file's extension says it instead. */
  format?: string;
}

const WORDS = {
  id: {stems: '4 stem', semitone: 'semiton', semitones: 'semiton', tempo: 'tempo'},
  en: {stems: '4 stems', semitone: 'semitone', semitones: 'semitones', tempo: 'tempo'},
} as const;

const NUMBER_LOCALES = {id: 'id-ID', en: 'en-US'} as const;

/**
 * The words that tell a result apart from the song's other results, in `language` (issue 42: an
 * original-key and a +2 / 90 % minus one both downloaded as "Lagu (minus one).mp3"): "4 stem",
 * "+2 semiton", "tempo 92,5%" in Indonesian, "4 stems", "+2 semitones", "tempo 92.5%" in English,
 * then the format in capitals when it is not MP3. Nothing for the defaults.
 */
export function variantWords(variant: ResultVariant, language: ResultLanguage): string[] {
  const words = WORDS[language];
  const parts: string[] = [];
  if (variant.stems === '4') parts.push(words.stems);
  const semitones = variant.semitones ?? 0;
  if (semitones !== 0)
    parts.push(
      `${semitones > 0 ? '+' : ''}${semitones} ${Math.abs(semitones) === 1 ? words.semitone : words.semitones}`,
    );
  const tempo = variant.tempo ?? 1;
  if (tempo !== 1) {
    const percent = new Intl.NumberFormat(NUMBER_LOCALES[language], {maximumFractionDigits: 1}).format(
      tempo * 100,
    );
    parts.push(`${words.tempo} ${percent}%`);
  }
  if (variant.format && variant.format !== 'mp3') parts.push(variant.format.toUpperCase());
  return parts;
}

/**
 * The name of one stem of a result: "Lagu (minus one).mp3", "Lagu (minus one, +2 semiton, tempo 90%).mp3";
 * `suffix` is what follows the parenthesis (".mp3", ".peaks.json"), and the variant's format is left to it.
 */
export function stemFileName(
  base: string,
  stem: string,
  variant: ResultVariant,
  language: ResultLanguage,
  suffix: string,
): string {
  // The extension tells the format: only what the name cannot show otherwise goes in the parenthesis.
  const {stems, semitones, tempo} = variant;
  return `${base} (${[stem, ...variantWords({stems, semitones, tempo}, language)].join(', ')})${suffix}`;
}

/**
 * The name of a whole result, `base` with its variant in parentheses when it has one and `suffix`:
 * an archive's "Lagu.zip", "Lagu (4 stem, +2 semiton, WAV).zip", a song in another key "Lagu (+2 semiton).mp3".
 */
export function variantFileName(
  base: string,
  variant: ResultVariant,
  language: ResultLanguage,
  suffix: string,
): string {
  const words = variantWords(variant, language);
  return `${base}${words.length ? ` (${words.join(', ')})` : ''}${suffix}`;
}

/**
 * The language a job names its results in: `locale`, the page's that asked for it; older
 * submissions, made before jobs carried it, fall back on the owner's profile.
 */
export async function resultLanguage(
  db: Kysely<Database>,
  ownerId: string,
  locale: ResultLanguage | undefined,
): Promise<ResultLanguage> {
  if (locale) return locale;
  const owner = await db.selectFrom('users').select('locale').where('id', '=', ownerId).executeTakeFirst();
  return owner?.locale === 'en' ? 'en' : 'id';
}

/** `name` without its extension ("My Song.mp3" -> "My Song"); a name that is only an extension stays. */
export function stripExtension(name: string): string {
  const extension = extname(name);
  return extension && extension.length < name.length ? name.slice(0, -extension.length) : name;
}
