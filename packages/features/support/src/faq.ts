import type {FaqEntry} from './types';

/** Lower case without accents, so "lagu" finds "Lagu" and "cafe" finds "café". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The entries whose question or answer holds every word of `query` (in any order, ignoring case
 * and accents); every entry for an empty query. Entries matched in the question come first.
 */
export function searchFaq<Entry extends FaqEntry>(entries: readonly Entry[], query: string): Entry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const scored = entries.flatMap((entry) => {
    const question = foldText(entry.question);
    const all = `${question} ${foldText(entry.answer)}`;
    if (!words.every((word) => all.includes(word))) return [];
    return [{entry, inQuestion: words.filter((word) => question.includes(word)).length}];
  });
  return scored.sort((a, b) => b.inQuestion - a.inQuestion).map(({entry}) => entry);
}
