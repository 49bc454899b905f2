import {defineMessages} from '@nada/ui';
import {list, paragraph, type LegalDocumentContent, type PlanRetentionText} from './legal';

/** Texts of the terms that take no values. */
const t = defineMessages({
  agreementHeading: {
    id: 'app.terms.agreement.heading',
    defaultMessage: 'About these terms',
    description: 'Terms section heading: what the terms are and who they bind',
  },
  agreementConsumer: {
    id: 'app.terms.agreement.consumer',
    defaultMessage:
      'Nothing in these terms limits the rights you have as a consumer under Indonesian law, in particular Law No. 8 of 1999 on Consumer Protection, or under the mandatory law of the country where you live.',
    description: 'Terms: consumer rights are not limited',
  },
  accountHeading: {
    id: 'app.terms.account.heading',
    defaultMessage: 'Your account',
    description: 'Terms section heading: accounts',
  },
  accountAge: {
    id: 'app.terms.account.age',
    defaultMessage:
      'You must be at least 13 years old to create an account. If you are under 18, you need the consent of a parent or guardian, who accepts these terms on your behalf.',
    description: 'Terms: minimum age',
  },
  accountAccurate: {
    id: 'app.terms.account.accurate',
    defaultMessage:
      'Give us accurate details and keep your email address up to date: we send sign-in links, receipts and important notices there.',
    description: 'Terms: accurate account details',
  },
  accountSecure: {
    id: 'app.terms.account.secure',
    defaultMessage:
      'Keep your password and sign-in links to yourself. You are responsible for what happens in your account; tell us at once if you think someone else has used it.',
    description: 'Terms: account security',
  },
  accountPersonal: {
    id: 'app.terms.account.personal',
    defaultMessage:
      'An account is for one person. A band, church or school can use one account together, as long as it is not shared to get around plan limits.',
    description: 'Terms: accounts are personal',
  },
  useHeading: {
    id: 'app.terms.use.heading',
    defaultMessage: 'Acceptable use',
    description: 'Terms section heading: acceptable use',
  },
  useIntro: {
    id: 'app.terms.use.intro',
    defaultMessage: 'Use Nada for making and practising music. You may not:',
    description: 'Terms: sentence before the list of forbidden uses',
  },
  useRights: {
    id: 'app.terms.use.rights',
    defaultMessage:
      'upload or link to material you have no right to use, or use the results to infringe copyright or related rights;',
    description: 'Terms: forbidden use, infringement',
  },
  useIllegal: {
    id: 'app.terms.use.illegal',
    defaultMessage:
      'upload, generate or share content that is illegal in Indonesia, such as content that incites hatred based on ethnicity, religion, race or group, sexual content involving minors, or content that defames others;',
    description: 'Terms: forbidden use, illegal content',
  },
  useImpersonate: {
    id: 'app.terms.use.impersonate',
    defaultMessage:
      'present AI-generated music or a separated vocal as the work or the voice of a real artist, or use it to deceive people;',
    description: 'Terms: forbidden use, impersonation',
  },
  useAbuse: {
    id: 'app.terms.use.abuse',
    defaultMessage:
      'get around plan limits, overload the service, probe or attack our servers, use video links to reach internal addresses, or upload malware;',
    description: 'Terms: forbidden use, abuse of the service',
  },
  useAutomate: {
    id: 'app.terms.use.automate',
    defaultMessage:
      'use scripts or bots to use Nada, or resell access to it, without our written permission.',
    description: 'Terms: forbidden use, automation and resale',
  },
  useConsequence: {
    id: 'app.terms.use.consequence',
    defaultMessage:
      'If you break these rules we may remove the content concerned and, for serious or repeated breaches, suspend or close your account, as described under “Suspension and closing an account”.',
    description: 'Terms: consequence of breaking the rules',
  },
  uploadsHeading: {
    id: 'app.terms.uploads.heading',
    defaultMessage: 'Your uploads and the rights to music',
    description: 'Terms section heading: uploads and the user’s warranty',
  },
  uploadsOwnership: {
    id: 'app.terms.uploads.ownership',
    defaultMessage:
      'You keep every right you have in the files you upload and the links you paste. Nada claims no ownership of them.',
    description: 'Terms: the user keeps ownership of uploads',
  },
  uploadsResults: {
    id: 'app.terms.uploads.results',
    defaultMessage:
      'A minus one or a stem of someone else’s song is still their song. Using it privately to practise is usually fine; performing it in public, publishing it (for example in a cover video) or earning money from it usually needs a licence from the rights holders, in Indonesia often through a collective management organisation (LMK). Getting those licences is your responsibility.',
    description: 'Terms: rights in separated results of someone else’s song',
  },
  uploadsIndemnity: {
    id: 'app.terms.uploads.indemnity',
    defaultMessage:
      'If a rights holder makes a claim against Nada because of material you uploaded in breach of this warranty, you are responsible for the damage that causes, to the extent the law allows.',
    description: 'Terms: responsibility for breaches of the warranty',
  },
  licenceHeading: {
    id: 'app.terms.licence.heading',
    defaultMessage: 'The licence you give us to process your files',
    description: 'Terms section heading: licence to process uploads',
  },
  licenceText: {
    id: 'app.terms.licence.text',
    defaultMessage:
      'So that we can do what you ask, you give Nada a non-exclusive, royalty-free, worldwide licence to store, copy, decode, analyse, separate, transpose, change the tempo of, convert and deliver your uploads and results. The licence is only for providing Nada to you, and to the people you share with; it ends when the files are deleted.',
    description: 'Terms: the licence to process',
  },
  licenceLimits: {
    id: 'app.terms.licence.limits',
    defaultMessage:
      'We do not publish your files, do not sell them, and do not use them to train AI models. Files are public only if you make them public yourself.',
    description: 'Terms: what the licence does not allow',
  },
  generatedHeading: {
    id: 'app.terms.generated.heading',
    defaultMessage: 'Generated music',
    description: 'Terms section heading: AI-generated content',
  },
  generatedUse: {
    id: 'app.terms.generated.use',
    defaultMessage:
      'As between you and Nada, you may use the tracks, stems and MIDI you generate with AI for any lawful purpose, commercial ones included, and we claim no rights in them.',
    description: 'Terms: use of AI-generated tracks',
  },
  generatedSimilar: {
    id: 'app.terms.generated.similar',
    defaultMessage:
      'Music generated from similar prompts can sound alike, so other users may get similar tracks. Whether a generated track can be protected by copyright depends on the law and on your own creative contribution; we cannot guarantee that it can.',
    description: 'Terms: similar outputs, copyright of AI music',
  },
  generatedPublic: {
    id: 'app.terms.generated.public',
    defaultMessage:
      'When you make a track or playlist public, anyone with the link can play it, and you give other users permission to listen to it on Nada. You can make it private again at any time.',
    description: 'Terms: public tracks and playlists',
  },
  paymentsHeading: {
    id: 'app.terms.payments.heading',
    defaultMessage: 'Plans, credits and payments',
    description: 'Terms section heading: plans, credits, payments',
  },
  paymentsCredits: {
    id: 'app.terms.payments.credits',
    defaultMessage:
      'Processing uses credits counted in minutes: one minute of audio (rounded up per job) uses one minute of credit, for separation, video links and AI generation alike. Credits are charged once, when a job succeeds; a job that fails costs nothing.',
    description: 'Terms: how credits are counted',
  },
  paymentsRenewal: {
    id: 'app.terms.payments.renewal',
    defaultMessage:
      'Your minutes renew at the start of each monthly period and do not carry over. A paid plan renews automatically each month until you cancel; after cancelling, it stays active until the end of the period you paid for and then becomes the Free plan.',
    description: 'Terms: renewal and cancellation',
  },
  paymentsProvider: {
    id: 'app.terms.payments.provider',
    defaultMessage:
      'Payments are processed by our payment provider, whose own terms also apply to the payment. Prices are shown in rupiah on the Indonesian pages and in US dollars on the English pages, and include the taxes we are required to charge.',
    description: 'Terms: payment provider, currency, taxes',
  },
  paymentsChanges: {
    id: 'app.terms.payments.changes',
    defaultMessage:
      'We announce price changes at least 30 days ahead; they apply from your next period after that, and you can cancel before they do.',
    description: 'Terms: price changes',
  },
  refundsHeading: {
    id: 'app.terms.refunds.heading',
    defaultMessage: 'Refunds',
    description: 'Terms section heading: refunds',
  },
  refundsIntro: {
    id: 'app.terms.refunds.intro',
    defaultMessage:
      'Because a plan’s minutes can be used as soon as you pay, payments are not refunded, except:',
    description: 'Terms: sentence before the list of refund cases',
  },
  refundsDouble: {
    id: 'app.terms.refunds.double',
    defaultMessage: 'when you were charged twice, or charged for a plan you did not receive;',
    description: 'Terms: refund case, double charge',
  },
  refundsOutage: {
    id: 'app.terms.refunds.outage',
    defaultMessage:
      'when, through our fault, Nada could not be used for a large part of the period you paid for (we refund that part);',
    description: 'Terms: refund case, outage',
  },
  refundsLaw: {
    id: 'app.terms.refunds.law',
    defaultMessage: 'when the law gives you a right to a refund.',
    description: 'Terms: refund case, statutory right',
  },
  retentionHeading: {
    id: 'app.terms.retention.heading',
    defaultMessage: 'How long files are kept, and deleting them',
    description: 'Terms section heading: retention and deletion',
  },
  retentionIntro: {
    id: 'app.terms.retention.intro',
    defaultMessage:
      'Uploads and their results are kept for the period of the plan they were made on, counted from the end of the job, and then deleted automatically:',
    description: 'Terms: sentence before the per-plan retention list',
  },
  retentionDownload: {
    id: 'app.terms.retention.download',
    defaultMessage:
      'Nada is not an archive: download what you want to keep. A file made on one plan keeps that plan’s period even if you change plans later.',
    description: 'Terms: Nada is not an archive',
  },
  availabilityHeading: {
    id: 'app.terms.availability.heading',
    defaultMessage: 'Availability and maintenance',
    description: 'Terms section heading: availability',
  },
  availabilityText: {
    id: 'app.terms.availability.text',
    defaultMessage:
      'We work to keep Nada available around the clock, but we cannot promise it will never be interrupted. From time to time we take it down for maintenance; we announce planned maintenance in advance when we can, and your files and credits are kept safe while it lasts.',
    description: 'Terms: availability and maintenance',
  },
  availabilityChanges: {
    id: 'app.terms.availability.changes',
    defaultMessage:
      'Nada keeps developing. We may change or retire features; if we take away something important from a paid plan during a period you paid for, we tell you in advance and you may cancel and receive a refund for the rest of that period.',
    description: 'Terms: changes to features',
  },
  liabilityHeading: {
    id: 'app.terms.liability.heading',
    defaultMessage: 'Limits of our liability',
    description: 'Terms section heading: limitation of liability',
  },
  liabilityQuality: {
    id: 'app.terms.liability.quality',
    defaultMessage:
      'Separation and generation are done by software, and how good a result sounds depends on the recording. We provide Nada as it is and do not promise that every result will suit your purpose.',
    description: 'Terms: no warranty of result quality',
  },
  liabilityCap: {
    id: 'app.terms.liability.cap',
    defaultMessage:
      'To the extent the law allows, we are not liable for indirect losses such as lost profits or lost opportunities, and our total liability to you is limited to the amount you paid us in the 12 months before the event that caused the damage.',
    description: 'Terms: limitation of liability',
  },
  liabilityExceptions: {
    id: 'app.terms.liability.exceptions',
    defaultMessage:
      'These limits do not apply to damage we cause intentionally or through gross negligence, or where the law does not allow liability to be limited.',
    description: 'Terms: exceptions to the limitation',
  },
  terminationHeading: {
    id: 'app.terms.termination.heading',
    defaultMessage: 'Suspension and closing an account',
    description: 'Terms section heading: termination',
  },
  terminationYou: {
    id: 'app.terms.termination.you',
    defaultMessage: 'You can stop using Nada at any time and delete your account in your profile.',
    description: 'Terms: the user may leave at any time',
  },
  terminationUs: {
    id: 'app.terms.termination.us',
    defaultMessage:
      'We may suspend or close an account that seriously or repeatedly breaks these terms. We tell you why and, unless the breach is illegal or puts others at risk, give you a chance to put it right first. If we close an account without a breach on your part, we refund the unused part of the period you paid for.',
    description: 'Terms: suspension by Nada',
  },
  lawHeading: {
    id: 'app.terms.law.heading',
    defaultMessage: 'Governing law and disputes',
    description: 'Terms section heading: governing law',
  },
  lawText: {
    id: 'app.terms.law.text',
    defaultMessage:
      'These terms are governed by the laws of the Republic of Indonesia. If a dispute arises, we first try to settle it by discussion within 30 days of one side raising it in writing. If that fails, it goes to the competent district court in Indonesia, without affecting your right as a consumer to go to a consumer dispute settlement body (BPSK) or to the courts of the country where you live.',
    description: 'Terms: governing law and dispute resolution',
  },
  lawLanguage: {
    id: 'app.terms.law.language',
    defaultMessage:
      'These terms are written in Indonesian and English. If the two versions differ, the Indonesian version prevails.',
    description: 'Terms: which language version prevails',
  },
  changesHeading: {
    id: 'app.terms.changes.heading',
    defaultMessage: 'Changes to these terms',
    description: 'Terms section heading: changes',
  },
  changesText: {
    id: 'app.terms.changes.text',
    defaultMessage:
      'We may update these terms, for example when we add features or the law changes. We publish the new version here with a new effective date and, for changes that matter to you, tell you by email or in the app at least 14 days before they take effect. If you do not agree, you can cancel and delete your account before then; if you keep using Nada, the new terms apply.',
    description: 'Terms: how changes are announced',
  },
  contactHeading: {
    id: 'app.terms.contact.heading',
    defaultMessage: 'Contact',
    description: 'Terms section heading: contact',
  },
});

const tv = defineMessages({
  intro: {
    id: 'app.terms.intro',
    defaultMessage:
      'These terms are the agreement between you and Nada ({website}) about using the service: your account, what you upload, the music you make, credits and payments. How we handle personal data is explained in our <privacyLink>Privacy Policy</privacyLink>.',
    description: 'Terms: summary under the title',
  },
  agreementText: {
    id: 'app.terms.agreement.text',
    defaultMessage:
      'These terms apply between you and the operator of Nada at {website} (“Nada”, “we”). By creating an account or using Nada you accept them, together with our <privacyLink>Privacy Policy</privacyLink>. <b>Please read the sections on uploads and on payments in particular.</b>',
    description: 'Terms: who the parties are and how the terms are accepted',
  },
  uploadsWarranty: {
    id: 'app.terms.uploads.warranty',
    defaultMessage:
      '<b>By uploading a file or pasting a link you confirm that you hold the rights to the music in it, or have the permission of those who do,</b> for the use you make of it: because you made it, because you hold a licence, or because the use is allowed by Law No. 28 of 2014 on Copyright or the copyright law that applies to you.',
    description: 'Terms: the user’s warranty about rights to uploaded music',
  },
  uploadsTakedown: {
    id: 'app.terms.uploads.takedown',
    defaultMessage:
      'Rights holders who believe a public track on Nada infringes their rights can write to <supportMail>{supportEmail}</supportMail> with the link and the reasons. We look at every notice and take the track down when it is justified.',
    description: 'Terms: takedown notices from rights holders',
  },
  paymentsPlans: {
    id: 'app.terms.payments.plans',
    defaultMessage:
      'Nada has a Free plan and paid plans. What each plan includes (minutes per month, file size and song length limits, how long files are kept) is shown on the <pricingLink>plan comparison page</pricingLink> and forms part of these terms.',
    description: 'Terms: plans are described on the pricing page',
  },
  refundsHow: {
    id: 'app.terms.refunds.how',
    defaultMessage:
      'Ask for a refund within 14 days of the charge at <supportMail>{supportEmail}</supportMail>. Approved refunds go back to the original payment method within 14 working days.',
    description: 'Terms: how to ask for a refund',
  },
  retentionDelete: {
    id: 'app.terms.retention.delete',
    defaultMessage:
      'You can delete a job and its files earlier from your <historyLink>history</historyLink>, or everything by deleting your account in your <profileLink>profile</profileLink>. How we delete personal data, and what we must keep, is set out in the <privacyLink>Privacy Policy</privacyLink>.',
    description: 'Terms: deleting files and the account',
  },
  contactText: {
    id: 'app.terms.contact.text',
    defaultMessage:
      'Questions about these terms, payments or your account: <supportMail>{supportEmail}</supportMail> or our <supportLink>support page</supportLink>. Personal data: <privacyMail>{privacyEmail}</privacyMail>.',
    description: 'Terms: contact addresses',
  },
});

/** One line per plan in the retention section. */
const planRetention: PlanRetentionText = defineMessages({
  item: {
    id: 'app.terms.retention.plan',
    defaultMessage: '{plan}: {days, plural, one {# day} other {# days}}',
    description: 'Terms: retention of one plan, e.g. "Plus: 30 days"',
  },
}).item;

/** The terms and conditions as data: rendered by LegalDocument. */
export const terms: LegalDocumentContent = {
  intro: tv.intro,
  sections: [
    {
      id: 'about-these-terms',
      heading: t.agreementHeading,
      blocks: [paragraph(tv.agreementText), paragraph(t.agreementConsumer)],
    },
    {
      id: 'account',
      heading: t.accountHeading,
      blocks: [list(t.accountAge, t.accountAccurate, t.accountSecure, t.accountPersonal)],
    },
    {
      id: 'acceptable-use',
      heading: t.useHeading,
      blocks: [
        paragraph(t.useIntro),
        list(t.useRights, t.useIllegal, t.useImpersonate, t.useAbuse, t.useAutomate),
        paragraph(t.useConsequence),
      ],
    },
    {
      id: 'uploads-and-rights',
      heading: t.uploadsHeading,
      blocks: [
        paragraph(t.uploadsOwnership),
        paragraph(tv.uploadsWarranty),
        paragraph(t.uploadsResults),
        paragraph(t.uploadsIndemnity),
        paragraph(tv.uploadsTakedown),
      ],
    },
    {
      id: 'licence-to-process',
      heading: t.licenceHeading,
      blocks: [paragraph(t.licenceText), paragraph(t.licenceLimits)],
    },
    {
      id: 'generated-music',
      heading: t.generatedHeading,
      blocks: [paragraph(t.generatedUse), paragraph(t.generatedSimilar), paragraph(t.generatedPublic)],
    },
    {
      id: 'credits-and-payments',
      heading: t.paymentsHeading,
      blocks: [
        paragraph(tv.paymentsPlans),
        paragraph(t.paymentsCredits),
        paragraph(t.paymentsRenewal),
        paragraph(t.paymentsProvider),
        paragraph(t.paymentsChanges),
      ],
    },
    {
      id: 'refunds',
      heading: t.refundsHeading,
      blocks: [
        paragraph(t.refundsIntro),
        list(t.refundsDouble, t.refundsOutage, t.refundsLaw),
        paragraph(tv.refundsHow),
      ],
    },
    {
      id: 'retention-and-deletion',
      heading: t.retentionHeading,
      blocks: [
        paragraph(t.retentionIntro),
        {kind: 'planRetention', item: planRetention},
        paragraph(t.retentionDownload),
        paragraph(tv.retentionDelete),
      ],
    },
    {
      id: 'availability',
      heading: t.availabilityHeading,
      blocks: [paragraph(t.availabilityText), paragraph(t.availabilityChanges)],
    },
    {
      id: 'liability',
      heading: t.liabilityHeading,
      blocks: [paragraph(t.liabilityQuality), paragraph(t.liabilityCap), paragraph(t.liabilityExceptions)],
    },
    {
      id: 'suspension-and-closing',
      heading: t.terminationHeading,
      blocks: [paragraph(t.terminationYou), paragraph(t.terminationUs)],
    },
    {
      id: 'governing-law',
      heading: t.lawHeading,
      blocks: [paragraph(t.lawText), paragraph(t.lawLanguage)],
    },
    {id: 'changes', heading: t.changesHeading, blocks: [paragraph(t.changesText)]},
    {id: 'contact', heading: t.contactHeading, blocks: [paragraph(tv.contactText)]},
  ],
};
