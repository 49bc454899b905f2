import {defineMessages} from '@nada/ui';

/** Labels of a legal document that take no values. */
export const legalDocumentMessages = defineMessages({
  eyebrow: {
    id: 'site.legal.eyebrow',
    defaultMessage: 'Legal',
    description: 'Small line above the title of a legal document (privacy policy, terms)',
  },
  contents: {
    id: 'site.legal.contents',
    defaultMessage: 'Contents',
    description: 'Heading of the table of contents of a legal document',
  },
  questionsTitle: {
    id: 'site.legal.questions.title',
    defaultMessage: 'Questions about this document?',
    description: 'Heading of the box at the end of a legal document',
  },
  effective: {
    id: 'site.legal.effective',
    defaultMessage: 'In effect from {date}',
    description: 'Date from which a legal document applies; date is a long date like "22 November 2026"',
  },
  sectionLink: {
    id: 'site.legal.sectionLink',
    defaultMessage: 'Link to the section “{section}”',
    description: 'Accessible name of the # link next to a section heading of a legal document',
  },
  questionsText: {
    id: 'site.legal.questions.text',
    defaultMessage:
      'Write to <privacyMail>{privacyEmail}</privacyMail> or use the form on our <supportLink>support page</supportLink>. A person reads every message.',
    description: 'Text of the box at the end of a legal document',
  },
});
