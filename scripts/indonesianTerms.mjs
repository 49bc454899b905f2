// One term per concept in the Indonesian catalogues (issue 42): `node scripts/messages.mjs check`
// refuses an Indonesian text that uses a word below, naming the one to use instead. Only the text a
// reader sees is read: ICU select keys (`{mode, select, major {mayor} …}`) and argument names are not.
import {parse, TYPE} from '@formatjs/icu-messageformat-parser';

/**
 * The words an Indonesian text must not use, each with the term Nada uses for it. "minor" is the
 * Indonesian word as well ("A minor"), so only "major" is English. "kunci" alone is the key of a
 * song (Nada says "nada dasar"); "kata kunci" (a keyword) is another word and allowed.
 */
export const INDONESIAN_TERMS = [
  {pattern: /(?<![\p{L}])semitones?(?![\p{L}])/iu, use: '"semiton"'},
  {pattern: /(?<![\p{L}])major(?![\p{L}])/iu, use: '"mayor" (a key is "{tonic} mayor")'},
  {
    pattern: /(?<![\p{L}])(?<!kata\s)kunci(?:\s+nada)?(?![\p{L}])/iu,
    use: '"nada dasar" for the key of a song',
  },
  {pattern: /(?<![\p{L}])notifications?(?![\p{L}])/iu, use: '"notifikasi"'},
  {
    // 0.5 or 60.7: Indonesian writes a decimal comma, and "1.000" (a dot before three digits) is a thousand.
    pattern: /(?<![\d.,])\d+\.\d{1,2}(?![\d])/u,
    use: 'a decimal comma, or a {value, number} argument that the locale formats',
  },
];

/** The text of an ICU message a reader sees: its literal parts, in plural and select branches and tags too. */
export function visibleText(message) {
  const parts = [];
  const visit = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) parts.push(element.value);
      else if (element.type === TYPE.tag) visit(element.children);
      else if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) {
          parts.push(' ');
          visit(option.value);
        }
    }
  };
  visit(parse(message));
  return parts.join('');
}

/** What an Indonesian text says against the terms above, one sentence per word found; none when it keeps them. */
export function indonesianTermProblems(message) {
  const text = visibleText(message);
  return INDONESIAN_TERMS.flatMap(({pattern, use}) => {
    const found = pattern.exec(text);
    return found ? [`says "${found[0]}": use ${use}`] : [];
  });
}
