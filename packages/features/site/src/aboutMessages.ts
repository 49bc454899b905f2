import {defineMessages} from '@nada/ui';

/** Texts of the about page that take no values. */
export const aboutMessages = defineMessages({
  eyebrow: {
    id: 'site.about.eyebrow',
    defaultMessage: 'Made in Indonesia, for every singer',
    description: 'Small line above the title of the about page',
  },
  lead: {
    id: 'site.about.lead',
    defaultMessage:
      'Nada (Indonesian for “tone” or “note”) is a web app that turns any song into a backing track in your key. We built it for everyone who sings and plays, from a karaoke night with friends to Sunday worship.',
    description: 'Paragraph under the title of the about page; the English text explains the name',
  },
  whatTitle: {
    id: 'site.about.what.title',
    defaultMessage: 'What Nada does',
    description: 'About page heading: what the product is',
  },
  whatText1: {
    id: 'site.about.what.text1',
    defaultMessage:
      'Most backing tracks you find online are in somebody else’s key. Nada takes the song you already love apart: it removes the vocals to leave a minus one, splits the music into stems, and moves it to the key and tempo that suit your voice.',
    description: 'About page: what the product is, first paragraph',
  },
  whatText2: {
    id: 'site.about.what.text2',
    defaultMessage:
      'Around that sit the tools musicians reach for every day: a backing track straight from a video link, music generated from one sentence, a tuner, a metronome, a sound library, playlists for rehearsal and a playground for mixing stems.',
    description: 'About page: what the product is, second paragraph',
  },
  whoTitle: {
    id: 'site.about.who.title',
    defaultMessage: 'Who it is for',
    description: 'About page heading: audiences',
  },
  whoKaraokeTitle: {
    id: 'site.about.who.karaoke.title',
    defaultMessage: 'Karaoke singers',
    description: 'About page audience card title',
  },
  whoKaraokeText: {
    id: 'site.about.who.karaoke.text',
    defaultMessage:
      'Is your favourite song too high? Take it down two semitones, remove the vocals and sing it comfortably in your own key.',
    description: 'About page audience card text: karaoke singers',
  },
  whoBandsTitle: {
    id: 'site.about.who.bands.title',
    defaultMessage: 'Church and wedding bands',
    description: 'About page audience card title',
  },
  whoBandsText: {
    id: 'site.about.who.bands.text',
    defaultMessage:
      'Prepare the worship set or the reception playlist: match each song to your singer, split the stems and let every player rehearse their own part.',
    description: 'About page audience card text: church and wedding bands',
  },
  whoTeachersTitle: {
    id: 'site.about.who.teachers.title',
    defaultMessage: 'Music teachers',
    description: 'About page audience card title',
  },
  whoTeachersText: {
    id: 'site.about.who.teachers.text',
    defaultMessage:
      'Slow a song down without changing its pitch, mute the part your student plays, and share a practice playlist for the week.',
    description: 'About page audience card text: music teachers',
  },
  whoCreatorsTitle: {
    id: 'site.about.who.creators.title',
    defaultMessage: 'Content creators',
    description: 'About page audience card title',
  },
  whoCreatorsText: {
    id: 'site.about.who.creators.text',
    defaultMessage:
      'Record covers, get backing tracks for your live streams or make original background music with AI, and download it as WAV or FLAC.',
    description: 'About page audience card text: content creators',
  },
  howTitle: {
    id: 'site.about.how.title',
    defaultMessage: 'How it works',
    description: 'About page heading: how the product works',
  },
  howServerTitle: {
    id: 'site.about.how.server.title',
    defaultMessage: 'Separated on the server',
    description: 'About page, how it works: processing on the server',
  },
  howServerText: {
    id: 'site.about.how.server.text',
    defaultMessage:
      'Your song is processed on Nada’s server, not on your phone, so it works the same on an entry-level phone on a mobile network as on a studio computer. You see every stage as it happens, and the result waits in your history.',
    description: 'About page, how it works: processing on the server',
  },
  howGpuTitle: {
    id: 'site.about.how.gpu.title',
    defaultMessage: 'No GPU needed',
    description: 'About page, how it works: no graphics card needed',
  },
  howGpuText: {
    id: 'site.about.how.gpu.text',
    defaultMessage:
      'The built-in engine uses signal processing that runs on ordinary processors, with no huge AI model to download. Engines based on trained models can be plugged in behind the same interface when a job calls for them.',
    description: 'About page, how it works: no graphics card needed',
  },
  howSelfHostTitle: {
    id: 'site.about.how.selfHost.title',
    defaultMessage: 'Run it yourself',
    description: 'About page, how it works: self-hosting',
  },
  howSelfHostText: {
    id: 'site.about.how.selfHost.text',
    defaultMessage:
      'A studio, school or church can run Nada on one machine of its own, with nothing else to install. Bigger setups spread the work over many machines, with PostgreSQL, Redis and S3-compatible storage.',
    description: 'About page, how it works: self-hosting',
  },
  valuesTitle: {
    id: 'site.about.values.title',
    defaultMessage: 'What we stand for',
    description: 'About page heading: values',
  },
  ctaTitle: {
    id: 'site.about.cta.title',
    defaultMessage: 'Questions or ideas?',
    description: 'About page: heading of the closing box',
  },
  ctaText: {
    id: 'site.about.cta.text',
    defaultMessage: 'We read every message, and many features began as one.',
    description: 'About page: text of the closing box',
  },
  ctaSupport: {
    id: 'site.about.cta.support',
    defaultMessage: 'Contact us',
    description: 'About page: button to the support page',
  },
  ctaTry: {
    id: 'site.about.cta.try',
    defaultMessage: 'Make a minus one',
    description: 'About page: button to the minus one page',
  },
  valueOwnership: {
    id: 'site.about.values.ownership',
    defaultMessage:
      '<b>Your music stays yours.</b> We process your uploads only to give you the results. We never publish them, never use them to train AI models, and delete them on schedule.',
    description: 'About page value: ownership of uploads',
  },
  valueIndonesian: {
    id: 'site.about.values.indonesian',
    defaultMessage:
      '<b>Indonesian first.</b> Nada speaks Indonesian by default and English for everyone else, prices in rupiah, and knows that a song list can run from dangdut to worship.',
    description: 'About page value: Indonesian first',
  },
  valuePricing: {
    id: 'site.about.values.pricing',
    defaultMessage:
      '<b>Honest pricing.</b> A free plan that is actually useful, limits written down plainly, and no charge for a job that fails.',
    description: 'About page value: honest pricing',
  },
  valueAccess: {
    id: 'site.about.values.access',
    defaultMessage:
      '<b>Made for every phone and every person.</b> Light pages for slow networks, uploads that resume after a dropped connection, and everything usable with a keyboard and a screen reader.',
    description: 'About page value: accessibility and slow networks',
  },
});
