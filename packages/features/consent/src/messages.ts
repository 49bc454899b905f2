import {defineMessage, defineMessages} from '@nada/ui';
import './messages.generated';

/** Texts of the analytics consent banner and of the footer control that reopens it. */
export const consentMessages = defineMessages({
  title: {
    id: 'consent.title',
    defaultMessage: 'May we count your visits?',
    description: 'Heading of the banner that asks for consent to analytics cookies',
  },
  accept: {
    id: 'consent.accept',
    defaultMessage: 'Accept',
    description: 'Banner button: allow analytics cookies',
  },
  decline: {
    id: 'consent.decline',
    defaultMessage: 'Decline',
    description: 'Banner button: refuse analytics cookies (as prominent as Accept)',
  },
  currentGranted: {
    id: 'consent.current.granted',
    defaultMessage:
      'You allow this at the moment. If you decline, we stop measuring and delete the analytics cookies.',
    description: 'Shown when the banner is reopened by a visitor who had accepted analytics',
  },
  currentDenied: {
    id: 'consent.current.denied',
    defaultMessage: 'You have declined this at the moment.',
    description: 'Shown when the banner is reopened by a visitor who had declined analytics',
  },
  withdrawnTitle: {
    id: 'consent.withdrawn.title',
    defaultMessage: 'Measuring is off',
    description: 'Heading shown after a visitor withdraws their consent to analytics',
  },
  withdrawnText: {
    id: 'consent.withdrawn.text',
    defaultMessage:
      'We have stopped counting your visits and deleted the analytics cookies we could. Reload the page to complete this.',
    description:
      'Shown after a visitor withdraws consent: a reload unloads the analytics code still in memory',
  },
  reload: {
    id: 'consent.withdrawn.reload',
    defaultMessage: 'Reload page',
    description: 'Button that reloads the page to complete the withdrawal of analytics consent',
  },
  close: {
    id: 'consent.withdrawn.close',
    defaultMessage: 'Close',
    description: 'Button that closes the notice that analytics is off, without reloading',
  },
  settings: {
    id: 'consent.settings',
    defaultMessage: 'Privacy settings',
    description: 'Footer button that reopens the analytics consent choice',
  },
});

/** What the banner says is measured and why, with a link to the privacy policy. */
export const consentTextMessage = defineMessage({
  id: 'consent.text',
  defaultMessage:
    'With your permission we use Google Analytics cookies to see which pages are visited and how Nada is used, so that we can improve it. They are not used for advertising. Read more in our <link>privacy policy</link>.',
  description: 'Body of the analytics consent banner; <link> wraps the words that open the privacy policy',
});
