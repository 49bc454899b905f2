import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The FAQ search's texts, apart from the forms', so a page with the FAQ alone loads only these. */
export const faqMessages = defineMessages({
  faqSearchLabel: {
    id: 'support.faq.searchLabel',
    defaultMessage: 'Search the questions',
    description: 'Label of the FAQ search field',
  },
  faqSearchPlaceholder: {
    id: 'support.faq.searchPlaceholder',
    defaultMessage: 'For example: file formats, credits, delete account',
    description: 'Placeholder of the FAQ search field',
  },
  faqResults: {
    id: 'support.faq.results',
    defaultMessage: '{count, plural, one {# question matches} other {# questions match}}',
    description: 'Announced while searching the FAQ: how many questions match',
  },
  faqNoResultsTitle: {
    id: 'support.faq.noResultsTitle',
    defaultMessage: 'No question matches “{query}”',
    description: 'Title when no FAQ entry matches the search',
  },
  faqNoResultsDescription: {
    id: 'support.faq.noResultsDescription',
    defaultMessage: 'Try other words, or send us a message below.',
    description: 'Hint when no FAQ entry matches the search',
  },
});
