/** The rules a new password must meet, in the order the checklist shows them. */
export type PasswordRule = 'length' | 'letter' | 'digit';

/** Fewest characters a new password may have. */
export const MIN_PASSWORD_LENGTH = 8;

/** Every rule, in checklist order. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letter', 'digit'];

const tests: Record<PasswordRule, (password: string) => boolean> = {
  // Counted in code points, so an emoji or a letter with a combining mark is not counted twice.
  length: (password) => [...password].length >= MIN_PASSWORD_LENGTH,
  letter: (password) => /\p{L}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
};

/** Which rules a password meets, rule by rule. */
export function checkPassword(password: string): Record<PasswordRule, boolean> {
  return {length: tests.length(password), letter: tests.letter(password), digit: tests.digit(password)};
}

/** Whether a password meets every rule. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => tests[rule](password));
}

// Something@something.tld without spaces: Firebase checks the rest, this only catches typos early.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a text looks like a complete email address. */
export function isEmailAddress(text: string): boolean {
  return emailPattern.test(text.trim());
}
