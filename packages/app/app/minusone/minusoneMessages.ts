import {defineMessages} from '@nada/ui';
import {type MessageDescriptor} from 'react-intl';
import type {SeparationStage} from '../jobs/jobTypes';

/** The names of a separation job's stages, as the progress list shows them. */
export const stageMessages = defineMessages({
  decode: {
    id: 'app.minusone.stage.decode',
    defaultMessage: 'Reading the song',
    description: 'Job stage: the uploaded song is decoded',
  },
  separate: {
    id: 'app.minusone.stage.separate',
    defaultMessage: 'Separating vocals and instruments',
    description: 'Job stage: the song is split into stems',
  },
  transform: {
    id: 'app.minusone.stage.transform',
    defaultMessage: 'Changing key and tempo',
    description: 'Job stage: key and tempo of the stems are changed',
  },
  encode: {
    id: 'app.minusone.stage.encode',
    defaultMessage: 'Saving the audio files',
    description: 'Job stage: the stems are encoded to the chosen format',
  },
  analyse: {
    id: 'app.minusone.stage.analyse',
    defaultMessage: 'Drawing the waveforms',
    description: 'Job stage: waveform peaks, tempo and key are measured',
  },
  store: {
    id: 'app.minusone.stage.store',
    defaultMessage: 'Storing the results',
    description: 'Job stage: the result files are stored',
  },
}) satisfies Record<SeparationStage, MessageDescriptor>;

/** The minus-one pages' own texts. */
export const minusoneMessages = defineMessages({
  heading: {
    id: 'app.minusone.heading',
    defaultMessage: 'Make a minus one',
    description: 'Heading of the minus-one page',
  },
  lead: {
    id: 'app.minusone.lead',
    defaultMessage:
      'Upload a song: we take the vocals out and give you the backing track and the vocals on their own.',
    description: 'Lead under the minus-one heading',
  },
  customHeading: {
    id: 'app.minusone.customHeading',
    defaultMessage: 'Custom minus one',
    description: 'Heading of the custom minus-one page',
  },
  customLead: {
    id: 'app.minusone.customLead',
    defaultMessage: 'Choose the stems, the engine, the key, the tempo, the format and the loudness.',
    description: 'Lead under the custom minus-one heading',
  },
  toCustom: {
    id: 'app.minusone.toCustom',
    defaultMessage: 'More settings',
    description:
      'Link from the settings step of the quick page to the custom page, keeping the uploaded song',
  },
  navQuick: {
    id: 'app.minusone.navQuick',
    defaultMessage: 'Quick',
    description: 'Link between the minus-one pages: the quick page (stems and format only)',
  },
  navCustom: {
    id: 'app.minusone.navCustom',
    defaultMessage: 'Custom',
    description: 'Link between the minus-one pages: the custom page (every setting)',
  },
  rerun: {
    id: 'app.minusone.rerun',
    defaultMessage: 'Process this song again with other settings',
    description: 'Link from a result (or a history row) to the custom page with the same song and settings',
  },
  toHistory: {
    id: 'app.minusone.toHistory',
    defaultMessage: 'History',
    description: 'Link from the minus-one page to its history',
  },
  stepSource: {
    id: 'app.minusone.stepSource',
    defaultMessage: 'Song',
    description: 'Wizard step name: choose the song',
  },
  stepOptions: {
    id: 'app.minusone.stepOptions',
    defaultMessage: 'Settings',
    description: 'Wizard step name: choose the settings',
  },
  stepProgress: {
    id: 'app.minusone.stepProgress',
    defaultMessage: 'Processing',
    description: 'Wizard step name: the job runs',
  },
  stepPreview: {
    id: 'app.minusone.stepPreview',
    defaultMessage: 'Result',
    description: 'Wizard step name: listen and download',
  },
  acceptLabel: {
    id: 'app.minusone.acceptLabel',
    defaultMessage: 'MP3, WAV, FLAC, M4A, OGG or video',
    description: 'Which files the drop zone accepts',
  },
  planLimits: {
    id: 'app.minusone.planLimits',
    defaultMessage:
      'Your {plan} plan takes files up to {megabytes, number} MB and songs up to {minutes, plural, one {# minute} other {# minutes}} long.',
    description:
      'Under the drop zone: the largest file and the longest song of the user’s plan (plan is its name)',
  },
  chooseAnother: {
    id: 'app.minusone.chooseAnother',
    defaultMessage: 'Choose another file',
    description: 'Button that goes back to pick another file',
  },
  process: {
    id: 'app.minusone.process',
    defaultMessage: 'Process',
    description: 'Button that starts the separation job',
  },
  stems: {id: 'app.minusone.stems', defaultMessage: 'Stems', description: 'Heading of the stem list'},
  downloadAll: {
    id: 'app.minusone.downloadAll',
    defaultMessage: 'Download all (ZIP)',
    description: 'Button that downloads every result file as a zip',
  },
  rerunMissing: {
    id: 'app.minusone.rerunMissing',
    defaultMessage: 'The song of that job is no longer stored. Upload it again.',
    description: 'Re-run asked for an input file that is gone',
  },
  uploadDone: {
    id: 'app.minusone.uploadDone',
    defaultMessage: '{name} is uploaded ({duration}).',
    description: 'Shown when the file is uploaded, with its duration',
  },
  cost: {
    id: 'app.minusone.cost',
    defaultMessage: 'This uses {used} of processing. You have {left} left this month.',
    description: 'Credits a job will use and what is left (durations)',
  },
  resultSummary: {
    id: 'app.minusone.resultSummary',
    defaultMessage: '{duration} · {bpm} BPM · key {key}',
    description: 'Facts about the processed song',
  },
  resultSummaryChanged: {
    id: 'app.minusone.resultSummaryChanged',
    defaultMessage: '{duration} · {bpm} BPM · key {key} (original: {originalBpm} BPM · key {originalKey})',
    description:
      'Facts about a result made in another key or tempo: its length, tempo and key, then the original song’s',
  },
  playStem: {
    id: 'app.minusone.playStem',
    defaultMessage: 'Play {stem}',
    description: 'Button that plays one stem',
  },
  downloadStem: {
    id: 'app.minusone.downloadStem',
    defaultMessage: 'Download {stem}',
    description: 'Button that downloads one stem',
  },
});
