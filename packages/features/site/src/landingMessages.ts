import {defineMessages} from '@nada/ui';

/** Texts of the landing page that take no values. */
export const landingMessages = defineMessages({
  eyebrow: {
    id: 'site.landing.eyebrow',
    defaultMessage: 'Minus one, stems and AI music',
    description: 'Small line above the main headline',
  },
  heroTitle: {
    id: 'site.landing.heroTitle',
    defaultMessage: 'Sing any song in your own key',
    description: 'Main headline of the landing page (the only h1)',
  },
  heroLead: {
    id: 'site.landing.heroLead',
    defaultMessage:
      'Upload a song or paste a video link. Nada takes the vocals out and leaves a clean backing track in the key and tempo that suit you: ready for karaoke, band rehearsal or your next cover.',
    description: 'Paragraph under the main headline of the landing page',
  },
  heroCta: {
    id: 'site.landing.heroCta',
    defaultMessage: 'Make a minus one',
    description: 'Main call to action on the landing page',
  },
  heroSecondary: {
    id: 'site.landing.heroSecondary',
    defaultMessage: 'See the plans',
    description: 'Secondary call to action on the landing page, leads to pricing',
  },
  visualTitle: {
    id: 'site.landing.visual.title',
    defaultMessage: 'Your song, taken apart',
    description: 'Title of the decorative mixer picture next to the headline',
  },
  visualVocals: {
    id: 'site.landing.visual.vocals',
    defaultMessage: 'Vocals',
    description: 'Stem name in the decorative mixer picture',
  },
  visualDrums: {
    id: 'site.landing.visual.drums',
    defaultMessage: 'Drums',
    description: 'Stem name in the decorative mixer picture',
  },
  visualBass: {
    id: 'site.landing.visual.bass',
    defaultMessage: 'Bass',
    description: 'Stem name in the decorative mixer picture',
  },
  visualOther: {
    id: 'site.landing.visual.other',
    defaultMessage: 'Other',
    description: 'Stem name in the decorative mixer picture: every other instrument',
  },
  visualRemoved: {
    id: 'site.landing.visual.removed',
    defaultMessage: 'Removed',
    description: 'Tag on the vocal stem in the decorative mixer picture: the vocals were taken out',
  },
  featuresTitle: {
    id: 'site.landing.featuresTitle',
    defaultMessage: 'Everything you need from a song',
    description: 'Heading of the features section',
  },
  featuresLead: {
    id: 'site.landing.featuresLead',
    defaultMessage: 'From practice in your bedroom to the stage with your band, in one account.',
    description: 'Line under the heading of the features section',
  },
  featureMinusOneTitle: {
    id: 'site.landing.feature.minusOne.title',
    defaultMessage: 'Minus one in your key',
    description: 'Feature card title: vocal removal with key change',
  },
  featureMinusOneText: {
    id: 'site.landing.feature.minusOne.text',
    defaultMessage:
      'Remove the vocals from an MP3, WAV, FLAC, M4A, OGG or video file, then move the backing track up to 12 semitones up or down without touching the tempo.',
    description: 'Feature card text: vocal removal with key change',
  },
  featureStemsTitle: {
    id: 'site.landing.feature.stems.title',
    defaultMessage: 'Four stems for your band',
    description: 'Feature card title: stem separation',
  },
  featureStemsText: {
    id: 'site.landing.feature.stems.text',
    defaultMessage:
      'Vocals, drums, bass and the rest on separate tracks: mute your own part and play along, or hear how the arrangement is built.',
    description: 'Feature card text: stem separation',
  },
  featureVideoTitle: {
    id: 'site.landing.feature.video.title',
    defaultMessage: 'Straight from a video link',
    description: 'Feature card title: making a backing track from a YouTube link',
  },
  featureVideoText: {
    id: 'site.landing.feature.video.text',
    defaultMessage:
      'Paste a YouTube link: Nada shows the title and length, then makes a minus one, the vocals only, four stems or an MP3 from it.',
    description: 'Feature card text: making a backing track from a YouTube link',
  },
  featureAiTitle: {
    id: 'site.landing.feature.ai.title',
    defaultMessage: 'Music from one sentence',
    description: 'Feature card title: AI music generation',
  },
  featureAiText: {
    id: 'site.landing.feature.ai.text',
    defaultMessage:
      'Describe a song, like “upbeat dangdut for a wedding”, and get a finished, mixed track with its stems and MIDI.',
    description:
      'Feature card text: AI music generation; the example prompt may be rewritten to suit the language',
  },
  featureToolsTitle: {
    id: 'site.landing.feature.tools.title',
    defaultMessage: 'Sound and tone tools',
    description: 'Feature card title: tuner, metronome and other tools, and the sound library',
  },
  featureToolsText: {
    id: 'site.landing.feature.tools.text',
    defaultMessage:
      'A tuner, a metronome, a tone generator, a BPM and key finder, a cutter and a converter, plus a library of loops and sounds.',
    description: 'Feature card text: tuner, metronome and other tools, and the sound library',
  },
  featurePlaygroundTitle: {
    id: 'site.landing.feature.playground.title',
    defaultMessage: 'Playlists and a stem playground',
    description: 'Feature card title: playlists and the in-browser stem mixer',
  },
  featurePlaygroundText: {
    id: 'site.landing.feature.playground.text',
    defaultMessage:
      'Keep your backing tracks in playlists for the next rehearsal, and mix the stems yourself: volume, solo, mute, pan, key and tempo.',
    description: 'Feature card text: playlists and the in-browser stem mixer',
  },
  stepsTitle: {
    id: 'site.landing.stepsTitle',
    defaultMessage: 'How a minus one is made',
    description: 'Heading of the how-it-works section',
  },
  stepsLead: {
    id: 'site.landing.stepsLead',
    defaultMessage:
      'Nothing to install and no powerful computer needed: the heavy work happens on our server.',
    description: 'Line under the heading of the how-it-works section',
  },
  step1Title: {
    id: 'site.landing.step1.title',
    defaultMessage: 'Upload your song',
    description: 'How it works, step 1 title',
  },
  step1Text: {
    id: 'site.landing.step1.text',
    defaultMessage: 'Pick an audio or video file from your phone or computer, or paste a video link.',
    description: 'How it works, step 1 text',
  },
  step2Title: {
    id: 'site.landing.step2.title',
    defaultMessage: 'Set the key and tempo',
    description: 'How it works, step 2 title',
  },
  step2Text: {
    id: 'site.landing.step2.text',
    defaultMessage:
      'Keep the defaults, or choose 2 or 4 stems, shift the key, change the tempo and pick MP3, WAV or FLAC.',
    description: 'How it works, step 2 text',
  },
  step3Title: {
    id: 'site.landing.step3.title',
    defaultMessage: 'Separated on our server',
    description: 'How it works, step 3 title',
  },
  step3Text: {
    id: 'site.landing.step3.text',
    defaultMessage:
      'Nada splits the song on its own server and shows each stage as it goes. You can close the tab: the result waits in your history.',
    description: 'How it works, step 3 text',
  },
  step4Title: {
    id: 'site.landing.step4.title',
    defaultMessage: 'Listen and download',
    description: 'How it works, step 4 title',
  },
  step4Text: {
    id: 'site.landing.step4.text',
    defaultMessage:
      'Compare the minus one with the original, then download the backing track, the vocals or every stem in the key you chose.',
    description: 'How it works, step 4 text',
  },
  pricingTitle: {
    id: 'site.landing.pricingTitle',
    defaultMessage: 'A plan for every singer',
    description: 'Heading of the pricing section',
  },
  pricingLead: {
    id: 'site.landing.pricingLead',
    defaultMessage:
      'Each plan gives you processing minutes every month. One minute of audio uses one minute of credit, and a job that fails costs nothing.',
    description: 'Line under the heading of the pricing section: how credits work',
  },
  pricingStartFree: {
    id: 'site.landing.pricing.startFree',
    defaultMessage: 'Start for free',
    description: 'Button on the free plan card: create an account',
  },
  pricingCompare: {
    id: 'site.landing.pricing.compare',
    defaultMessage: 'Compare all plans',
    description: 'Link under the plan cards to the full comparison page',
  },
  pricingNote: {
    id: 'site.landing.pricing.note',
    defaultMessage: 'Cancel any time: your plan stays active until the end of the period you paid for.',
    description: 'Small print under the plan cards',
  },
  faqTitle: {
    id: 'site.landing.faqTitle',
    defaultMessage: 'Frequently asked questions',
    description: 'Heading of the FAQ section',
  },
  faqFormatsQ: {
    id: 'site.landing.faq.formats.q',
    defaultMessage: 'Which files can I upload?',
    description: 'FAQ question: supported file formats',
  },
  faqFormatsA: {
    id: 'site.landing.faq.formats.a',
    defaultMessage:
      'Audio in MP3, WAV, FLAC, M4A/AAC, OGG/Opus and WebM, and video files such as MP4, MOV and MKV: Nada uses only their sound. You can also paste a YouTube link. Results come as MP3 (320 kbps), WAV or FLAC.',
    description: 'FAQ answer: supported file formats',
  },
  faqRetentionQ: {
    id: 'site.landing.faq.retention.q',
    defaultMessage: 'How long are my files kept?',
    description: 'FAQ question: retention of uploads and results',
  },
  faqRightsQ: {
    id: 'site.landing.faq.rights.q',
    defaultMessage: 'Can I upload songs by other artists?',
    description: 'FAQ question: rights to the music a user uploads',
  },
  faqQualityQ: {
    id: 'site.landing.faq.quality.q',
    defaultMessage: 'How does Nada separate vocals without a GPU, and how good is it?',
    description: 'FAQ question: how separation works and its quality',
  },
  faqQualityA: {
    id: 'site.landing.faq.quality.a',
    defaultMessage:
      'Our built-in engine uses signal processing rather than a huge AI model: it cuts the song into thousands of frequency slices and uses where each sound sits in the stereo image, and how it moves over time, to tell the voice from the instruments. That runs on an ordinary server. It works best on studio recordings with the vocals in the centre; a live recording with lots of reverb may keep a faint trace of the voice. Whoever runs a Nada server can also add model-based engines for even cleaner results.',
    description: 'FAQ answer: how separation works without a GPU and how good it is',
  },
  faqPaymentsQ: {
    id: 'site.landing.faq.payments.q',
    defaultMessage: 'How do I pay, and what happens to minutes I don’t use?',
    description: 'FAQ question: payment methods and unused credits',
  },
  faqDeleteQ: {
    id: 'site.landing.faq.delete.q',
    defaultMessage: 'How do I delete my files or my whole account?',
    description: 'FAQ question: deleting data',
  },
  faqPhoneQ: {
    id: 'site.landing.faq.phone.q',
    defaultMessage: 'Does it work on my phone?',
    description: 'FAQ question: mobile use',
  },
  faqPhoneA: {
    id: 'site.landing.faq.phone.a',
    defaultMessage:
      'Yes. Nada runs in the browser on Android phones, iPhones, tablets and computers, and the separation happens on our server, so an older phone is fine. If your connection drops during an upload, it carries on where it stopped.',
    description: 'FAQ answer: mobile use',
  },
  ctaTitle: {
    id: 'site.landing.cta.title',
    defaultMessage: 'Your next song is waiting',
    description: 'Heading of the closing call to action',
  },
  ctaAbout: {
    id: 'site.landing.cta.about',
    defaultMessage: 'Who makes Nada',
    description: 'Secondary button of the closing call to action, leads to the about page',
  },
});

/** Texts of the landing page with numbers from the plan catalogue or links. */
export const landingValueMessages = defineMessages({
  heroNote: {
    id: 'site.landing.heroNote',
    defaultMessage: 'Free plan: {minutes} minutes a month, no card needed.',
    description: 'Small line under the landing call to action; minutes come from the free plan',
  },
  faqRetentionA: {
    id: 'site.landing.faq.retention.a',
    defaultMessage:
      'Your upload and its results stay in your <historyLink>history</historyLink> for {freeDays, plural, one {# day} other {# days}} on the Free plan, {plusDays} days on Plus and {proDays} days on Pro, and are then deleted automatically. You can delete them yourself at any time before that.',
    description: 'FAQ answer: retention of uploads and results per plan',
  },
  faqRightsA: {
    id: 'site.landing.faq.rights.a',
    defaultMessage:
      'Upload only music you may use: your own songs, tracks you hold a licence for, or songs for private practice where the law allows it. Nada never claims ownership of your uploads and never publishes them. The results are for your own use; sharing or performing them in public may need the rights holder’s permission. The details are in our <termsLink>Terms and Conditions</termsLink>.',
    description: 'FAQ answer: rights to uploaded music',
  },
  faqPaymentsA: {
    id: 'site.landing.faq.payments.a',
    defaultMessage:
      'You pay at checkout through our payment provider, with the methods it offers in your country, such as cards and digital wallets. Nada never sees your card number. Minutes renew every month and do not carry over, and a job that fails is never charged. <pricingLink>Compare the plans</pricingLink>.',
    description:
      'FAQ answer: payment methods and unused credits; name payment methods common in the language’s market',
  },
  faqDeleteA: {
    id: 'site.landing.faq.delete.a',
    defaultMessage:
      'Delete any job and its files from your <historyLink>history</historyLink>. To remove everything, delete your account in your <profileLink>profile</profileLink>: your files go at once and every other copy within {days} days, except the payment records the law requires us to keep. Questions? Write to <privacyMail>{privacyEmail}</privacyMail>.',
    description: 'FAQ answer: deleting data',
  },
  ctaText: {
    id: 'site.landing.cta.text',
    defaultMessage:
      'Make your first minus one today. The Free plan gives you {minutes} minutes every month, no card needed.',
    description: 'Text of the closing call to action; minutes come from the free plan',
  },
  choosePlan: {
    id: 'site.landing.pricing.choose',
    defaultMessage: 'Choose {plan}',
    description: 'Button on a paid plan card; plan is the plan name',
  },
  visualKey: {
    id: 'site.landing.visual.key',
    defaultMessage: 'Key {semitones}',
    description: 'Chip in the decorative mixer picture: the song moved by some semitones, e.g. "Key +2"',
  },
});
