import {defineMessages} from '@nada/ui';

/** Title and description of every page, by route name (browser title, meta and headings). */
export const pageMessages = {
  index: defineMessages({
    title: {
      id: 'app.page.index.title',
      defaultMessage: 'Nada',
      description: 'Title of the index page (browser tab, heading)',
    },
    description: {
      id: 'app.page.index.description',
      defaultMessage: 'Backing tracks in your own key: vocal removal, stems, key and tempo.',
      description: 'One-sentence summary of the index page (meta description)',
    },
  }),
  login: defineMessages({
    title: {
      id: 'app.page.login.title',
      defaultMessage: 'Sign in',
      description: 'Title of the login page (browser tab, heading)',
    },
    description: {
      id: 'app.page.login.description',
      defaultMessage: 'Sign in to your Nada account.',
      description: 'One-sentence summary of the login page (meta description)',
    },
  }),
  register: defineMessages({
    title: {
      id: 'app.page.register.title',
      defaultMessage: 'Create an account',
      description: 'Title of the register page (browser tab, heading)',
    },
    description: {
      id: 'app.page.register.description',
      defaultMessage: 'Create a free Nada account and make your first backing track.',
      description: 'One-sentence summary of the register page (meta description)',
    },
  }),
  callback: defineMessages({
    title: {
      id: 'app.page.callback.title',
      defaultMessage: 'Finishing sign-in',
      description: 'Title of the callback page (browser tab, heading)',
    },
    description: {
      id: 'app.page.callback.description',
      defaultMessage: 'We are confirming your sign-in link.',
      description: 'One-sentence summary of the callback page (meta description)',
    },
  }),
  maintenance: defineMessages({
    title: {
      id: 'app.page.maintenance.title',
      defaultMessage: 'Down for maintenance',
      description: 'Title of the maintenance page (browser tab, heading)',
    },
    description: {
      id: 'app.page.maintenance.description',
      defaultMessage: 'Nada is being updated and will be back shortly.',
      description: 'One-sentence summary of the maintenance page (meta description)',
    },
  }),
  landing: defineMessages({
    title: {
      id: 'app.page.landing.title',
      defaultMessage: 'Nada \u00b7 Backing tracks in your own key',
      description: 'Title of the landing page (browser tab, heading)',
    },
    description: {
      id: 'app.page.landing.description',
      defaultMessage:
        'Remove the vocals from any song, split it into stems and change key and tempo: a backing track for karaoke, your band or your lessons.',
      description: 'One-sentence summary of the landing page (meta description)',
    },
  }),
  history: defineMessages({
    title: {
      id: 'app.page.history.title',
      defaultMessage: 'History',
      description: 'Title of the history page (browser tab, heading)',
    },
    description: {
      id: 'app.page.history.description',
      defaultMessage: 'Every song you have processed, with its settings and downloads.',
      description: 'One-sentence summary of the history page (meta description)',
    },
  }),
  detail_pricing: defineMessages({
    title: {
      id: 'app.page.detail_pricing.title',
      defaultMessage: 'Compare plans',
      description: 'Title of the detail_pricing page (browser tab, heading)',
    },
    description: {
      id: 'app.page.detail_pricing.description',
      defaultMessage: 'Every Nada plan side by side: minutes, file limits, storage time and features.',
      description: 'One-sentence summary of the detail_pricing page (meta description)',
    },
  }),
  support: defineMessages({
    title: {
      id: 'app.page.support.title',
      defaultMessage: 'Support',
      description: 'Title of the support page (browser tab, heading)',
    },
    description: {
      id: 'app.page.support.description',
      defaultMessage: 'Answers to common questions, and a way to reach the Nada team.',
      description: 'One-sentence summary of the support page (meta description)',
    },
  }),
  about: defineMessages({
    title: {
      id: 'app.page.about.title',
      defaultMessage: 'About Nada',
      description: 'Title of the about page (browser tab, heading)',
    },
    description: {
      id: 'app.page.about.description',
      defaultMessage:
        'What Nada is, who it is for and how it works: backing tracks in your own key, made in Indonesia.',
      description: 'One-sentence summary of the about page (meta description)',
    },
  }),
  privacy_policy: defineMessages({
    title: {
      id: 'app.page.privacy_policy.title',
      defaultMessage: 'Privacy Policy',
      description: 'Title of the privacy_policy page (browser tab, heading)',
    },
    description: {
      id: 'app.page.privacy_policy.description',
      defaultMessage:
        'What personal data Nada collects, why, how long it keeps your files, and your rights under UU PDP and the GDPR.',
      description: 'One-sentence summary of the privacy_policy page (meta description)',
    },
  }),
  term_and_condition: defineMessages({
    title: {
      id: 'app.page.term_and_condition.title',
      defaultMessage: 'Terms and Conditions',
      description: 'Title of the term_and_condition page (browser tab, heading)',
    },
    description: {
      id: 'app.page.term_and_condition.description',
      defaultMessage:
        'The rules for using Nada: your account, uploads and the rights to music, credits, payments and refunds.',
      description: 'One-sentence summary of the term_and_condition page (meta description)',
    },
  }),
  'tone-sound': defineMessages({
    title: {
      id: 'app.page.tone-sound.title',
      defaultMessage: 'Tone tools',
      description: 'Title of the tone-sound page (browser tab, heading)',
    },
    description: {
      id: 'app.page.tone-sound.description',
      defaultMessage:
        'Tone generator, tuner, metronome, key and tempo changer, BPM and key finder, cutter and converter.',
      description: 'One-sentence summary of the tone-sound page (meta description)',
    },
  }),
  'admin-sound': defineMessages({
    title: {
      id: 'app.page.admin-sound.title',
      defaultMessage: 'Manage the sound library',
      description: 'Title of the admin-sound page (browser tab, heading)',
    },
    description: {
      id: 'app.page.admin-sound.description',
      defaultMessage: 'Upload, edit, categorise, publish and unpublish sounds in the library.',
      description: 'One-sentence summary of the admin-sound page (meta description)',
    },
  }),
  'v3-home': defineMessages({
    title: {
      id: 'app.page.v3-home.title',
      defaultMessage: 'Home',
      description: 'Title of the v3-home page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-home.description',
      defaultMessage: 'Your recent jobs, the credits you have left and quick ways to start.',
      description: 'One-sentence summary of the v3-home page (meta description)',
    },
  }),
  'v3-sound': defineMessages({
    title: {
      id: 'app.page.v3-sound.title',
      defaultMessage: 'Sound library',
      description: 'Title of the v3-sound page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-sound.description',
      defaultMessage:
        'Browse sounds and loops by category, mood, BPM and key; preview, save and download them.',
      description: 'One-sentence summary of the v3-sound page (meta description)',
    },
  }),
  'v3-playlist': defineMessages({
    title: {
      id: 'app.page.v3-playlist.title',
      defaultMessage: 'Playlists',
      description: 'Title of the v3-playlist page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-playlist.description',
      defaultMessage: 'Your backing tracks, generated songs and library sounds, in playlists you can share.',
      description: 'One-sentence summary of the v3-playlist page (meta description)',
    },
  }),
  'v3-pricing': defineMessages({
    title: {
      id: 'app.page.v3-pricing.title',
      defaultMessage: 'Pricing',
      description: 'Title of the v3-pricing page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-pricing.description',
      defaultMessage: 'Plans with monthly processing minutes, in rupiah or US dollars.',
      description: 'One-sentence summary of the v3-pricing page (meta description)',
    },
  }),
  'v3-playground': defineMessages({
    title: {
      id: 'app.page.v3-playground.title',
      defaultMessage: 'Stem playground',
      description: 'Title of the v3-playground page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-playground.description',
      defaultMessage:
        'Mix the stems of a song in your browser: volume, mute, solo, pan, key, tempo and loops.',
      description: 'One-sentence summary of the v3-playground page (meta description)',
    },
  }),
  'v3-profile': defineMessages({
    title: {
      id: 'app.page.v3-profile.title',
      defaultMessage: 'Profile',
      description: 'Title of the v3-profile page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-profile.description',
      defaultMessage: 'Your name, photo, language, theme, sign-in methods and account.',
      description: 'One-sentence summary of the v3-profile page (meta description)',
    },
  }),
  'v3-profile-id': defineMessages({
    title: {
      id: 'app.page.v3-profile-id.title',
      defaultMessage: 'Public profile',
      description: 'Title of the v3-profile-id page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-profile-id.description',
      defaultMessage: 'Public playlists and tracks of a Nada member.',
      description: 'One-sentence summary of the v3-profile-id page (meta description)',
    },
  }),
  'v3-generate_ai': defineMessages({
    title: {
      id: 'app.page.v3-generate_ai.title',
      defaultMessage: 'Make music with AI',
      description: 'Title of the v3-generate_ai page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-generate_ai.description',
      defaultMessage:
        'Describe a song in Indonesian or English and get a finished track with its stems and MIDI.',
      description: 'One-sentence summary of the v3-generate_ai page (meta description)',
    },
  }),
  'v3-generate_ai-list': defineMessages({
    title: {
      id: 'app.page.v3-generate_ai-list.title',
      defaultMessage: 'My AI tracks',
      description: 'Title of the v3-generate_ai-list page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-generate_ai-list.description',
      defaultMessage: 'Play, rename, download and share the songs you made with AI.',
      description: 'One-sentence summary of the v3-generate_ai-list page (meta description)',
    },
  }),
  'v3-generate_fr_yt': defineMessages({
    title: {
      id: 'app.page.v3-generate_fr_yt.title',
      defaultMessage: 'From a video link',
      description: 'Title of the v3-generate_fr_yt page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-generate_fr_yt.description',
      defaultMessage: 'Paste a video link and make a minus one, the vocals, four stems or an MP3 from it.',
      description: 'One-sentence summary of the v3-generate_fr_yt page (meta description)',
    },
  }),
  'v3-generate_fr_yt-option': defineMessages({
    title: {
      id: 'app.page.v3-generate_fr_yt-option.title',
      defaultMessage: 'Choose what to make',
      description: 'Title of the v3-generate_fr_yt-option page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-generate_fr_yt-option.description',
      defaultMessage: 'Pick what Nada makes from the video: minus one, vocals, stems, audio, key or tempo.',
      description: 'One-sentence summary of the v3-generate_fr_yt-option page (meta description)',
    },
  }),
  'v3-generate_fr_yt-preview_file': defineMessages({
    title: {
      id: 'app.page.v3-generate_fr_yt-preview_file.title',
      defaultMessage: 'Preview',
      description: 'Title of the v3-generate_fr_yt-preview_file page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-generate_fr_yt-preview_file.description',
      defaultMessage: 'Listen to the result from your video link and download it.',
      description: 'One-sentence summary of the v3-generate_fr_yt-preview_file page (meta description)',
    },
  }),
  'v3-minusone': defineMessages({
    title: {
      id: 'app.page.v3-minusone.title',
      defaultMessage: 'Minus One',
      description: 'Title of the v3-minusone page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-minusone.description',
      defaultMessage: 'Upload a song and get the backing track without vocals, and the vocals on their own.',
      description: 'One-sentence summary of the v3-minusone page (meta description)',
    },
  }),
  'v3-minusone-custom': defineMessages({
    title: {
      id: 'app.page.v3-minusone-custom.title',
      defaultMessage: 'Custom Minus One',
      description: 'Title of the v3-minusone-custom page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-minusone-custom.description',
      defaultMessage:
        'Choose 2 or 4 stems, the key, the tempo, the format and the loudness of your backing track.',
      description: 'One-sentence summary of the v3-minusone-custom page (meta description)',
    },
  }),
  'v3-minusone-history': defineMessages({
    title: {
      id: 'app.page.v3-minusone-history.title',
      defaultMessage: 'Minus One history',
      description: 'Title of the v3-minusone-history page (browser tab, heading)',
    },
    description: {
      id: 'app.page.v3-minusone-history.description',
      defaultMessage:
        'Every minus one you have made: status, settings, downloads and how long files are kept.',
      description: 'One-sentence summary of the v3-minusone-history page (meta description)',
    },
  }),
};
