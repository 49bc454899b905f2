import {messages} from './messages';
import type {SupportCategory} from './types';

/** Every topic, in the order the form offers them. */
export const SUPPORT_CATEGORY_LIST: readonly SupportCategory[] = [
  'separation',
  'import',
  'billing',
  'account',
  'bug',
  'other',
];

/** Each topic's label. */
export const categoryMessage = {
  account: messages.categoryAccount,
  billing: messages.categoryBilling,
  separation: messages.categorySeparation,
  import: messages.categoryImport,
  bug: messages.categoryBug,
  other: messages.categoryOther,
} as const satisfies Record<SupportCategory, unknown>;
