/**
 * How the API answers a failed request with one code: its HTTP status and an English message (for
 * logs and API users; the app shows its own Indonesian and English text per code), per-field
 * messages for a 400, and the cause kept for the logs.
 */
export interface ErrorAnswer {
  status: number;
  message: string;
  fields?: Record<string, string>;
  cause?: unknown;
}

/** A resource's request errors by code: each one's answer, fixed or made from what its throw passes. */
export type ErrorTable = Readonly<Record<string, ErrorAnswer | ((...args: never[]) => ErrorAnswer)>>;

/**
 * Declares a resource's errors beside it (`playlists/errors.ts`, `jobs/kinds/<kind>/errors.ts`); the
 * registry, errors.ts, composes the tables, and a throw names its code: `apiError('PLAYLIST_FULL', limit)`.
 */
export const defineErrors = <const T extends ErrorTable>(table: T): T => table;

/** The codes of a table, in the order it declares them. */
export const codesOf = <T extends ErrorTable>(table: T) => Object.keys(table) as (keyof T & string)[];

type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** One table of every resource's; a code that two resources declare throws, so each code has one home. */
export function composeErrors<const T extends readonly ErrorTable[]>(...tables: T): Intersection<T[number]> {
  const all: Record<string, ErrorTable[string]> = {};
  for (const table of tables) {
    for (const [code, answer] of Object.entries(table)) {
      if (Object.hasOwn(all, code)) throw new Error(`The error code ${code} is declared twice.`);
      all[code] = answer;
    }
  }
  return all as Intersection<T[number]>;
}

/** The size of a file for a message: megabytes with one decimal ('12.5 MB'). */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
