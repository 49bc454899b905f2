import {defineMessages} from '@nada/ui';
import {list, paragraph, type LegalDocumentContent, type PlanRetentionText} from './legal';

/** Texts of the privacy policy that take no values. */
const t = defineMessages({
  controllerHeading: {
    id: 'app.privacy.controller.heading',
    defaultMessage: 'Who is responsible for your data',
    description: 'Privacy policy section heading: the data controller',
  },
  collectHeading: {
    id: 'app.privacy.collect.heading',
    defaultMessage: 'The data we collect',
    description: 'Privacy policy section heading: categories of personal data',
  },
  collectIntro: {
    id: 'app.privacy.collect.intro',
    defaultMessage: 'We collect only what we need to run Nada for you:',
    description: 'Privacy policy: sentence before the list of data categories',
  },
  collectNot: {
    id: 'app.privacy.collect.not',
    defaultMessage:
      'We do not ask for sensitive personal data such as health, religious or biometric data. The recordings you upload are treated as your content, not as voice prints: we never use them to identify anyone.',
    description: 'Privacy policy: what we do not collect',
  },
  purposesHeading: {
    id: 'app.privacy.purposes.heading',
    defaultMessage: 'Why we use your data, and on what legal basis',
    description: 'Privacy policy section heading: purposes and legal bases',
  },
  purposesIntro: {
    id: 'app.privacy.purposes.intro',
    defaultMessage:
      'We process personal data under Indonesia’s Personal Data Protection Law (Law No. 27 of 2022, “UU PDP”) and, for people in the European Union and the European Economic Area, under the General Data Protection Regulation (GDPR). Each purpose rests on one of the legal bases these laws allow:',
    description: 'Privacy policy: introduction to the list of purposes and legal bases',
  },
  purposeNever: {
    id: 'app.privacy.purposes.never',
    defaultMessage:
      'We do not sell your personal data, we do not show ads, we do not use your uploads or results to train AI models, and we make no decision with legal or similarly significant effects about you by automated means alone.',
    description: 'Privacy policy: what we never do with data',
  },
  retentionHeading: {
    id: 'app.privacy.retention.heading',
    defaultMessage: 'How long we keep your data',
    description: 'Privacy policy section heading: retention periods',
  },
  retentionFilesIntro: {
    id: 'app.privacy.retention.filesIntro',
    defaultMessage:
      'Uploaded files (including audio downloaded from a video link) and their results are deleted automatically when the period of the plan they were made on has passed, counted from the end of the job:',
    description: 'Privacy policy: sentence before the per-plan retention list',
  },
  retentionOther: {
    id: 'app.privacy.retention.other',
    defaultMessage: 'For everything else:',
    description: 'Privacy policy: sentence before the list of other retention periods',
  },
  contactHeading: {
    id: 'app.privacy.contact.heading',
    defaultMessage: 'Contact',
    description: 'Privacy policy section heading: contact',
  },
  changesHeading: {
    id: 'app.privacy.changes.heading',
    defaultMessage: 'Changes to this policy',
    description: 'Privacy policy section heading: changes',
  },
  changesText: {
    id: 'app.privacy.changes.text',
    defaultMessage:
      'When we change this policy we publish the new version here with a new effective date. If a change affects how we use data you have already given us, we tell you by email or in the app at least 14 days before it takes effect and, where the law requires it, ask for your consent again.',
    description: 'Privacy policy: how changes are announced',
  },
  cookiesHeading: {
    id: 'app.privacy.cookies.heading',
    defaultMessage: 'Cookies and browser storage',
    description: 'Privacy policy section heading: cookies',
  },
  cookiesIntro: {
    id: 'app.privacy.cookies.intro',
    defaultMessage:
      'Nada stores a few small items in your browser. The first three are needed for the site to work as you set it up, so they are used without asking; analytics is used only if you agree.',
    description: 'Privacy policy: sentence before the list of cookies',
  },
  cookiesNoAds: {
    id: 'app.privacy.cookies.noAds',
    defaultMessage:
      'We use no advertising or cross-site tracking cookies. You can delete cookies in your browser settings at any time; the site then forgets your language and colour mode, and you are signed out.',
    description: 'Privacy policy: no advertising cookies, how to delete cookies',
  },
  sharingHeading: {
    id: 'app.privacy.sharing.heading',
    defaultMessage: 'Who else processes your data',
    description: 'Privacy policy section heading: processors and transfers',
  },
  sharingIntro: {
    id: 'app.privacy.sharing.intro',
    defaultMessage:
      'We use a small number of service providers who process data on our behalf, under contracts that allow them to use it only for us:',
    description: 'Privacy policy: sentence before the list of processors',
  },
  sharingPublic: {
    id: 'app.privacy.sharing.public',
    defaultMessage:
      'Tracks and playlists you make public, and your public profile, can be seen by anyone with the link. Everything else is visible only to you. We disclose data to authorities only when Indonesian law obliges us to, and we check every such request.',
    description: 'Privacy policy: public content and disclosure to authorities',
  },
  sharingTransfers: {
    id: 'app.privacy.sharing.transfers',
    defaultMessage:
      'Some providers, such as Google, process data outside Indonesia. We transfer personal data abroad only as UU PDP Article 56 allows: to countries with an equal or higher level of protection, with adequate and binding safeguards, or with your consent. For people in the EU and EEA, transfers rely on an adequacy decision of the European Commission or on its standard contractual clauses.',
    description: 'Privacy policy: transfers outside Indonesia and the EU',
  },
  rightsHeading: {
    id: 'app.privacy.rights.heading',
    defaultMessage: 'Your rights',
    description: 'Privacy policy section heading: data subject rights',
  },
  rightsIntro: {
    id: 'app.privacy.rights.intro',
    defaultMessage: 'Under UU PDP and the GDPR you have the right to:',
    description: 'Privacy policy: sentence before the list of rights',
  },
  exerciseHeading: {
    id: 'app.privacy.exercise.heading',
    defaultMessage: 'How to use your rights',
    description: 'Privacy policy section heading: how to exercise rights',
  },
  exerciseAuthority: {
    id: 'app.privacy.exercise.authority',
    defaultMessage:
      'If you are not satisfied with our answer, you can complain to the personal data protection authority set up under UU PDP or, in the EU and EEA, to the data protection authority of the country where you live or work.',
    description: 'Privacy policy: complaining to a supervisory authority',
  },
  childrenHeading: {
    id: 'app.privacy.children.heading',
    defaultMessage: 'Children',
    description: 'Privacy policy section heading: children',
  },
  childrenText: {
    id: 'app.privacy.children.text',
    defaultMessage:
      'Nada is not meant for children under 13, and we do not knowingly create accounts for them. Under UU PDP, processing the data of anyone under 18 needs the consent of a parent or guardian, so a young person may use Nada only with that consent; in the EU and EEA the age of consent of your country applies. If we learn that we hold a child’s data without the required consent, we delete it.',
    description: 'Privacy policy: children',
  },
  securityHeading: {
    id: 'app.privacy.security.heading',
    defaultMessage: 'How we protect your data',
    description: 'Privacy policy section heading: security',
  },
  securityTransport: {
    id: 'app.privacy.security.transport',
    defaultMessage: 'Every connection to Nada is encrypted (HTTPS).',
    description: 'Privacy policy: security measure, encryption in transit',
  },
  securityAccess: {
    id: 'app.privacy.security.access',
    defaultMessage:
      'Your files can be opened only from your account, through download links that expire after a short time; no one else sees them unless you make them public.',
    description: 'Privacy policy: security measure, access to files',
  },
  securityStaff: {
    id: 'app.privacy.security.staff',
    defaultMessage:
      'Only the few people who run Nada can reach the servers, only when their work requires it, and their access is logged.',
    description: 'Privacy policy: security measure, staff access',
  },
  securityLinks: {
    id: 'app.privacy.security.links',
    defaultMessage:
      'Video links are fetched in isolation, with strict protection against requests to internal addresses.',
    description: 'Privacy policy: security measure, video link downloads',
  },
  securityBreach: {
    id: 'app.privacy.security.breach',
    defaultMessage:
      'If a breach puts your data at risk, we inform you and the authority in writing within 3 × 24 hours as UU PDP requires (for the EU and EEA, the authority within 72 hours), with what happened, what data was affected and what we are doing about it.',
    description: 'Privacy policy: data breach notification',
  },
});

const tv = defineMessages({
  collectAccount: {
    id: 'app.privacy.collect.account',
    defaultMessage:
      '<b>Account data</b> from Firebase Authentication: your user ID, email address and whether it is verified, name, photo, phone number if you add one, the sign-in methods you use (email and password, email link, Google) and when you created the account and last signed in. Your password is handled by Firebase; we never see or store it.',
    description: 'Privacy policy: data category, account data',
  },
  collectProfile: {
    id: 'app.privacy.collect.profile',
    defaultMessage:
      '<b>Profile and settings</b>: your language and colour mode, and whatever you choose to show on your public profile.',
    description: 'Privacy policy: data category, profile and settings',
  },
  collectUploads: {
    id: 'app.privacy.collect.uploads',
    defaultMessage:
      '<b>Files you upload</b>: the audio or video files you send us, with their name, size and length. When you paste a video link, we keep the link and the title, thumbnail and length of the video, and the audio our server downloads from it.',
    description: 'Privacy policy: data category, uploaded files and video links',
  },
  collectResults: {
    id: 'app.privacy.collect.results',
    defaultMessage:
      '<b>Results and what you create</b>: the minus ones, vocals and stems we make, the settings you chose (stems, key, tempo, format), the prompts and tracks of AI generation, your playlists, and which of them you made public.',
    description: 'Privacy policy: data category, results, AI generations, playlists',
  },
  collectPayments: {
    id: 'app.privacy.collect.payments',
    defaultMessage:
      '<b>Payment records</b>: your plan, the amounts, dates and status of payments and the transaction reference from our payment provider. The provider processes your card or wallet details; we never receive your full card number.',
    description: 'Privacy policy: data category, payment records',
  },
  collectSupport: {
    id: 'app.privacy.collect.support',
    defaultMessage: '<b>Support messages</b>: what you write to us and our replies.',
    description: 'Privacy policy: data category, support tickets',
  },
  collectLogs: {
    id: 'app.privacy.collect.logs',
    defaultMessage:
      '<b>Technical data and logs</b>: IP address, browser and device type, the pages and API calls requested, errors, and the time of each request.',
    description: 'Privacy policy: data category, server logs',
  },
  purposeService: {
    id: 'app.privacy.purposes.service',
    defaultMessage:
      '<b>Providing Nada</b>: creating your account, processing your files, storing the results, playlists and history, and sending the emails the service needs (address verification, sign-in links, password reset). Basis: performance of our contract with you (UU PDP Article 20(2)(b); GDPR Article 6(1)(b)).',
    description: 'Privacy policy: purpose and legal basis, providing the service',
  },
  purposePayments: {
    id: 'app.privacy.purposes.payments',
    defaultMessage:
      '<b>Payments and bookkeeping</b>: charging for plans, counting your monthly minutes and keeping invoices. Basis: contract, and our legal obligations under tax law (UU PDP Article 20(2)(b) and (c); GDPR Article 6(1)(b) and (c)).',
    description: 'Privacy policy: purpose and legal basis, payments',
  },
  purposeSecurity: {
    id: 'app.privacy.purposes.security',
    defaultMessage:
      '<b>Security and abuse prevention</b>: keeping logs, checking for bots when you sign up or contact us, enforcing plan limits and investigating misuse. Basis: our legitimate interest in a safe, working service (UU PDP Article 20(2)(f); GDPR Article 6(1)(f)).',
    description: 'Privacy policy: purpose and legal basis, security',
  },
  purposeSupport: {
    id: 'app.privacy.purposes.support',
    defaultMessage:
      '<b>Support</b>: answering your questions and fixing problems you report. Basis: contract, or our legitimate interest in helping the people who write to us.',
    description: 'Privacy policy: purpose and legal basis, support',
  },
  purposeAnalytics: {
    id: 'app.privacy.purposes.analytics',
    defaultMessage:
      '<b>Usage statistics</b>: understanding which pages and features are used so that we can improve them. Basis: your consent (UU PDP Article 20(2)(a); GDPR Article 6(1)(a)). Without your consent no analytics script is loaded.',
    description: 'Privacy policy: purpose and legal basis, analytics',
  },
  retentionCreations: {
    id: 'app.privacy.retention.creations',
    defaultMessage:
      '<b>AI-generated tracks, playlists and your public profile</b> stay until you delete them or your account.',
    description: 'Privacy policy: retention of AI tracks and playlists',
  },
  cookieSession: {
    id: 'app.privacy.cookies.session',
    defaultMessage:
      '<b>Firebase Authentication</b> (browser storage): keeps you signed in until you sign out.',
    description: 'Privacy policy: the sign-in session storage',
  },
  sharingFirebase: {
    id: 'app.privacy.sharing.firebase',
    defaultMessage:
      '<b>Google (Firebase Authentication)</b>: sign-in, account records and the emails for verification, sign-in links and password reset.',
    description: 'Privacy policy: processor, Firebase Authentication',
  },
  sharingHosting: {
    id: 'app.privacy.sharing.hosting',
    defaultMessage:
      '<b>Hosting and storage providers</b>: the servers that run Nada, process your files and store them until they are deleted.',
    description: 'Privacy policy: processor, hosting and storage',
  },
  sharingPayments: {
    id: 'app.privacy.sharing.payments',
    defaultMessage:
      '<b>Payment provider</b>: the provider named at checkout processes your payment details; it is also responsible for them under its own privacy policy.',
    description: 'Privacy policy: processor, payment provider',
  },
  sharingAnalytics: {
    id: 'app.privacy.sharing.analytics',
    defaultMessage: '<b>Analytics provider</b> (Google): only if you consent to analytics.',
    description: 'Privacy policy: processor, analytics',
  },
  sharingVideo: {
    id: 'app.privacy.sharing.video',
    defaultMessage:
      '<b>Video sites</b>: when you paste a link, our server downloads the video from that site. The site sees a request from our server, not your account or your IP address.',
    description: 'Privacy policy: what video sites learn from a pasted link',
  },
  rightAccess: {
    id: 'app.privacy.rights.access',
    defaultMessage: '<b>Access</b>: know whether and how we process your data, and get a copy of it.',
    description: 'Privacy policy: right of access',
  },
  rightCorrection: {
    id: 'app.privacy.rights.correction',
    defaultMessage: '<b>Correction</b>: have data that is wrong or incomplete corrected.',
    description: 'Privacy policy: right to rectification',
  },
  rightDeletion: {
    id: 'app.privacy.rights.deletion',
    defaultMessage:
      '<b>Deletion</b>: have your data deleted and its processing ended, except what the law obliges us to keep.',
    description: 'Privacy policy: right to erasure',
  },
  rightPortability: {
    id: 'app.privacy.rights.portability',
    defaultMessage:
      '<b>Portability</b>: receive your data in a structured, commonly used, machine-readable format, or have it sent to another service.',
    description: 'Privacy policy: right to data portability',
  },
  rightWithdraw: {
    id: 'app.privacy.rights.withdraw',
    defaultMessage:
      '<b>Withdraw consent</b> at any time, for example to analytics, without affecting what was done before.',
    description: 'Privacy policy: right to withdraw consent',
  },
  rightObject: {
    id: 'app.privacy.rights.object',
    defaultMessage:
      '<b>Object</b> to processing based on our legitimate interests, and to decisions made solely by automated processing; and ask us to <b>restrict</b> processing while a complaint is being looked at.',
    description: 'Privacy policy: right to object and to restriction',
  },
  rightComplain: {
    id: 'app.privacy.rights.complain',
    defaultMessage: '<b>Complain and claim compensation</b> if your data is processed unlawfully.',
    description: 'Privacy policy: right to complain and to compensation',
  },
  intro: {
    id: 'app.privacy.intro',
    defaultMessage:
      'This policy explains what personal data Nada ({website}) collects when you use it, why, how long we keep it, who else handles it and how you can see, correct or delete it. It is part of our <termsLink>Terms and Conditions</termsLink>.',
    description: 'Privacy policy: summary under the title',
  },
  controllerText: {
    id: 'app.privacy.controller.text',
    defaultMessage:
      'The personal data controller is the operator of Nada at {website} (“Nada”, “we”). We decide why and how your data is processed and are responsible for it under UU PDP and the GDPR.',
    description: 'Privacy policy: who the controller is',
  },
  controllerContact: {
    id: 'app.privacy.controller.contact',
    defaultMessage:
      'Our data protection officer can be reached at <privacyMail>{privacyEmail}</privacyMail> for any question about your data.',
    description: 'Privacy policy: how to reach the data protection officer',
  },
  controllerSelfHosted: {
    id: 'app.privacy.controller.selfHosted',
    defaultMessage:
      'Nada can also be installed by others on their own servers. If you use a copy of Nada at an address other than {website}, whoever runs that copy is the controller of your data there, and this policy does not apply to it.',
    description: 'Privacy policy: self-hosted copies have their own controller',
  },
  retentionFilesNote: {
    id: 'app.privacy.retention.filesNote',
    defaultMessage:
      'You can delete a job and its files from your <historyLink>history</historyLink> earlier at any time. Deleted files leave our storage at once and our rotating backups within {backupDays} days.',
    description: 'Privacy policy: deleting files earlier, backups',
  },
  retentionAccount: {
    id: 'app.privacy.retention.account',
    defaultMessage:
      '<b>Account data</b> is kept while your account exists. When you delete your account, your files are deleted at once and every other copy of your data within {accountDeletionDays} days, except the records below that the law obliges us to keep.',
    description: 'Privacy policy: retention of account data and after account deletion',
  },
  retentionPayments: {
    id: 'app.privacy.retention.payments',
    defaultMessage:
      '<b>Payment records and invoices</b> are kept for {paymentRecordYears} years, as Indonesian tax law requires for bookkeeping documents.',
    description: 'Privacy policy: retention of payment records',
  },
  retentionLogs: {
    id: 'app.privacy.retention.logs',
    defaultMessage: '<b>Server and security logs</b> are kept for {logDays} days.',
    description: 'Privacy policy: retention of logs',
  },
  retentionSupport: {
    id: 'app.privacy.retention.support',
    defaultMessage:
      '<b>Support messages</b> are kept for {supportTicketMonths} months after the ticket is closed.',
    description: 'Privacy policy: retention of support tickets',
  },
  cookieLocale: {
    id: 'app.privacy.cookies.locale',
    defaultMessage:
      '<b>i18n_redirected</b> (cookie, {preferenceCookieDays} days): remembers whether you read Nada in Indonesian or English.',
    description: 'Privacy policy: the language cookie; keep the cookie name as is',
  },
  cookieColorMode: {
    id: 'app.privacy.cookies.colorMode',
    defaultMessage:
      '<b>nada-color-mode</b> (cookie and local storage, {preferenceCookieDays} days): remembers whether you chose the light, dark or system colour mode.',
    description: 'Privacy policy: the colour-mode cookie; keep the cookie name as is',
  },
  cookieAnalytics: {
    id: 'app.privacy.cookies.analytics',
    defaultMessage:
      '<b>Analytics cookies</b> (Google tag): set only after you consent, and only when analytics is switched on for the site. Their duration is set by the provider, at most two years. You can withdraw consent at any time, and the cookies are then no longer used.',
    description: 'Privacy policy: analytics cookies only with consent',
  },
  exerciseSelf: {
    id: 'app.privacy.exercise.self',
    defaultMessage:
      'Much of it you can do yourself: correct your details or delete your account in your <profileLink>profile</profileLink>, and download or delete your files in your <historyLink>history</historyLink>.',
    description: 'Privacy policy: rights the user can exercise themselves in the app',
  },
  exerciseContact: {
    id: 'app.privacy.exercise.contact',
    defaultMessage:
      'For anything else, such as a copy of all your data, write to <privacyMail>{privacyEmail}</privacyMail> from the email address of your account, or use the form on our <supportLink>support page</supportLink>. We may ask you to confirm that the account is yours before we act. Using your rights is free.',
    description: 'Privacy policy: how to send a data subject request',
  },
  exerciseTiming: {
    id: 'app.privacy.exercise.timing',
    defaultMessage:
      'We <b>reply within 3 × 24 hours</b> of receiving your request, as UU PDP requires, and carry it out within the periods the law sets; for the GDPR, within one month at the latest.',
    description: 'Privacy policy: response times for requests',
  },
  contactText: {
    id: 'app.privacy.contact.text',
    defaultMessage:
      'Questions about privacy and data requests: <privacyMail>{privacyEmail}</privacyMail>. Everything else, including payments: <supportMail>{supportEmail}</supportMail>.',
    description: 'Privacy policy: contact addresses',
  },
});

/** One line per plan in the retention section. */
const planRetention: PlanRetentionText = defineMessages({
  item: {
    id: 'app.privacy.retention.plan',
    defaultMessage: '{plan}: {days, plural, one {# day} other {# days}}',
    description: 'Privacy policy: retention of one plan, e.g. "Plus: 30 days"',
  },
}).item;

/** The privacy policy as data: rendered by LegalDocument. */
export const privacyPolicy: LegalDocumentContent = {
  intro: tv.intro,
  sections: [
    {
      id: 'controller',
      heading: t.controllerHeading,
      blocks: [
        paragraph(tv.controllerText),
        paragraph(tv.controllerContact),
        paragraph(tv.controllerSelfHosted),
      ],
    },
    {
      id: 'data-we-collect',
      heading: t.collectHeading,
      blocks: [
        paragraph(t.collectIntro),
        list(
          tv.collectAccount,
          tv.collectProfile,
          tv.collectUploads,
          tv.collectResults,
          tv.collectPayments,
          tv.collectSupport,
          tv.collectLogs,
        ),
        paragraph(t.collectNot),
      ],
    },
    {
      id: 'purposes-and-legal-bases',
      heading: t.purposesHeading,
      blocks: [
        paragraph(t.purposesIntro),
        list(
          tv.purposeService,
          tv.purposePayments,
          tv.purposeSecurity,
          tv.purposeSupport,
          tv.purposeAnalytics,
        ),
        paragraph(t.purposeNever),
      ],
    },
    {
      id: 'retention',
      heading: t.retentionHeading,
      blocks: [
        paragraph(t.retentionFilesIntro),
        {kind: 'planRetention', item: planRetention},
        paragraph(tv.retentionFilesNote),
        paragraph(t.retentionOther),
        list(
          tv.retentionCreations,
          tv.retentionAccount,
          tv.retentionPayments,
          tv.retentionLogs,
          tv.retentionSupport,
        ),
      ],
    },
    {
      id: 'cookies',
      heading: t.cookiesHeading,
      blocks: [
        paragraph(t.cookiesIntro),
        list(tv.cookieLocale, tv.cookieColorMode, tv.cookieSession, tv.cookieAnalytics),
        paragraph(t.cookiesNoAds),
      ],
    },
    {
      id: 'processors-and-transfers',
      heading: t.sharingHeading,
      blocks: [
        paragraph(t.sharingIntro),
        list(tv.sharingFirebase, tv.sharingHosting, tv.sharingPayments, tv.sharingAnalytics, tv.sharingVideo),
        paragraph(t.sharingPublic),
        paragraph(t.sharingTransfers),
      ],
    },
    {
      id: 'your-rights',
      heading: t.rightsHeading,
      blocks: [
        paragraph(t.rightsIntro),
        list(
          tv.rightAccess,
          tv.rightCorrection,
          tv.rightDeletion,
          tv.rightPortability,
          tv.rightWithdraw,
          tv.rightObject,
          tv.rightComplain,
        ),
      ],
    },
    {
      id: 'using-your-rights',
      heading: t.exerciseHeading,
      blocks: [
        paragraph(tv.exerciseSelf),
        paragraph(tv.exerciseContact),
        paragraph(tv.exerciseTiming),
        paragraph(t.exerciseAuthority),
      ],
    },
    {id: 'children', heading: t.childrenHeading, blocks: [paragraph(t.childrenText)]},
    {
      id: 'security',
      heading: t.securityHeading,
      blocks: [
        list(t.securityTransport, t.securityAccess, t.securityStaff, t.securityLinks),
        paragraph(t.securityBreach),
      ],
    },
    {id: 'changes', heading: t.changesHeading, blocks: [paragraph(t.changesText)]},
    {id: 'contact', heading: t.contactHeading, blocks: [paragraph(tv.contactText)]},
  ],
};
