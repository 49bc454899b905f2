import {defineMessages} from '@nada/ui';
import './messages.generated';

/**
 * The support page's texts: its sections and the FAQ (facts from the plan catalogue as values), apart
 * from the forms', so a guest's page loads only these.
 */
export const supportPageMessages = defineMessages({
  lead: {
    id: 'support.lead',
    defaultMessage: 'Find a quick answer below, or send us a message and follow the reply here.',
    description: 'Lead paragraph under the support page heading',
  },
  faqHeading: {
    id: 'support.faqHeading',
    defaultMessage: 'Frequently asked questions',
    description: 'Heading of the FAQ section',
  },
  contactHeading: {
    id: 'support.contactHeading',
    defaultMessage: 'Contact us',
    description: 'Heading of the contact form section',
  },
  contactSignedOut: {
    id: 'support.contactSignedOut',
    defaultMessage: '<loginLink>Sign in</loginLink> to send us a message and follow our replies.',
    description: 'Shown to guests instead of the contact form',
  },
  ticketsHeading: {
    id: 'support.ticketsHeading',
    defaultMessage: 'Your tickets',
    description: 'Heading of the user’s ticket list',
  },
  adminHeading: {
    id: 'support.adminHeading',
    defaultMessage: 'All tickets (admin)',
    description: 'Heading of the admins’ list of every ticket',
  },
  minusOneQ: {
    id: 'support.faq.minusOne.q',
    defaultMessage: 'What is a minus one?',
    description: 'FAQ question',
  },
  minusOneA: {
    id: 'support.faq.minusOne.a',
    defaultMessage:
      'A minus one is a song without its lead vocals: the backing track you sing over. Upload a song and Nada gives you the instrumental and the vocals separately; with the custom options you can also get 4 stems (vocals, drums, bass, other), change the key by up to 12 semitones and the tempo from 50 to 200 % without changing the pitch.',
    description: 'FAQ answer: what a minus one is',
  },
  formatsQ: {
    id: 'support.faq.formats.q',
    defaultMessage: 'Which file formats can I upload, and what do I get back?',
    description: 'FAQ question',
  },
  formatsA: {
    id: 'support.faq.formats.a',
    defaultMessage:
      'Audio in MP3, WAV, FLAC, M4A/AAC, OGG/Opus and WebM, and video files such as MP4, MOV and MKV: Nada uses only their sound. On the Free plan a file can be up to {maxMegabytes} MB and {maxSongMinutes} minutes long. Results come as MP3 (320 kbps), WAV or FLAC.',
    description: 'FAQ answer: formats and the free plan’s file limits',
  },
  creditsQ: {
    id: 'support.faq.credits.q',
    defaultMessage: 'How are my minutes (credits) counted?',
    description: 'FAQ question',
  },
  creditsA: {
    id: 'support.faq.credits.a',
    defaultMessage:
      'Each song uses as many minutes as it is long, counted when you start it and charged only when it succeeds: a job that fails or that you cancel gives its minutes back. Every calendar month brings new minutes ({freeMinutes} on Free, {plusMinutes} on Plus, {proMinutes} on Pro); unused minutes do not carry over.',
    description: 'FAQ answer: how credits are counted',
  },
  plansQ: {
    id: 'support.faq.plans.q',
    defaultMessage: 'What do the paid plans add?',
    description: 'FAQ question',
  },
  plansA: {
    id: 'support.faq.plans.a',
    defaultMessage:
      'More minutes each month, larger and longer files (up to {plusMegabytes} MB on Plus and {proMegabytes} MB on Pro), every output format, and files kept longer ({plusDays} days on Plus, {proDays} days on Pro, against {freeDays} on Free). The pricing page compares them all.',
    description: 'FAQ answer: what paid plans add',
  },
  importQ: {
    id: 'support.faq.import.q',
    defaultMessage: 'Can I make a minus one from a YouTube link?',
    description: 'FAQ question',
  },
  importA: {
    id: 'support.faq.import.a',
    defaultMessage:
      'Yes. Paste a link from YouTube or another supported site: Nada shows the title, thumbnail and length, and you choose what to make (minus one, vocals only, 4 stems or just the audio as MP3). The video must be public and no longer than your plan allows. Only use songs you have the right to use.',
    description: 'FAQ answer: importing from a video link',
  },
  privacyQ: {
    id: 'support.faq.privacy.q',
    defaultMessage: 'Who can hear my uploads and results?',
    description: 'FAQ question',
  },
  privacyA: {
    id: 'support.faq.privacy.a',
    defaultMessage:
      'Only you. Nada never publishes your uploads; a playlist is shared only if you make it public. Files are deleted automatically when their plan’s keeping time is over, and the privacy policy explains everything we store and why.',
    description: 'FAQ answer: privacy of uploads',
  },
  deleteQ: {
    id: 'support.faq.delete.q',
    defaultMessage: 'How do I delete my account?',
    description: 'FAQ question',
  },
  deleteA: {
    id: 'support.faq.delete.a',
    defaultMessage:
      'Open your profile and choose "Delete account". After you confirm your sign-in, your account, files, jobs, playlists and support tickets are deleted. To remove a single song, delete it from your history instead.',
    description: 'FAQ answer: deleting the account',
  },
});
