import {defineMessages} from '@nada/ui';
import type {MessageDescriptor} from 'react-intl';
import type {SeparationStageId} from './types';
import './messages.generated';

/** The texts of the generation wizard and its parts. */
export const messages = defineMessages({
  stepsLabel: {
    id: 'generationWizard.steps.label',
    defaultMessage: 'Steps',
    description: 'Accessible name of the list of wizard steps (the stepper)',
  },
  stepSource: {
    id: 'generationWizard.steps.source',
    defaultMessage: 'Source',
    description: 'Stepper: the step where the user uploads or picks the song to work on',
  },
  stepOptions: {
    id: 'generationWizard.steps.options',
    defaultMessage: 'Options',
    description: 'Stepper: the step where the user sets the options of the generation',
  },
  stepProgress: {
    id: 'generationWizard.steps.progress',
    defaultMessage: 'Processing',
    description: 'Stepper: the step that shows the job running on the server',
  },
  stepPreview: {
    id: 'generationWizard.steps.preview',
    defaultMessage: 'Result',
    description: 'Stepper: the last step, where the user plays and downloads the result',
  },
  stepComplete: {
    id: 'generationWizard.steps.complete',
    defaultMessage: 'done',
    description: 'Read by screen readers after the name of a completed step in the stepper',
  },
  stepCounter: {
    id: 'generationWizard.steps.counter',
    defaultMessage: 'Step {current} of {total}',
    description: 'Stepper on narrow screens: which step the user is on',
  },
  next: {
    id: 'generationWizard.next',
    defaultMessage: 'Next',
    description: 'Button that moves the wizard to the next step',
  },
  back: {
    id: 'generationWizard.back',
    defaultMessage: 'Back',
    description: 'Button that moves the wizard to the previous step',
  },
  acceptLabel: {
    id: 'generationWizard.upload.acceptLabel',
    defaultMessage: 'MP3, WAV, FLAC, M4A, OGG or a video',
    description: 'Under the upload drop zone: the kinds of file accepted',
  },
  uploadUploading: {
    id: 'generationWizard.upload.uploading',
    defaultMessage: 'Uploading…',
    description: 'Status of a file being uploaded',
  },
  uploadChecking: {
    id: 'generationWizard.upload.checking',
    defaultMessage: 'Checking the file…',
    description: 'Status of an upload whose bytes are all sent while the server checks the file',
  },
  uploadPaused: {
    id: 'generationWizard.upload.paused',
    defaultMessage: 'Paused',
    description: 'Status of an upload the user paused',
  },
  uploadDone: {
    id: 'generationWizard.upload.done',
    defaultMessage: 'Uploaded',
    description: 'Status of a file whose upload finished',
  },
  uploadFailed: {
    id: 'generationWizard.upload.failed',
    defaultMessage: 'The upload stopped',
    description: 'Title of the error shown when an upload failed',
  },
  uploadFailedHint: {
    id: 'generationWizard.upload.failedHint',
    defaultMessage: 'Check your connection and try again; the upload carries on where it stopped.',
    description: 'Text of the upload error when the app gives no reason',
  },
  uploadBytes: {
    id: 'generationWizard.upload.bytes',
    defaultMessage: '{sent} of {total}',
    description: 'How much of the file is uploaded, like "12 MB of 45 MB"',
  },
  uploadRemaining: {
    id: 'generationWizard.upload.remaining',
    defaultMessage: 'about {time} left',
    description: 'Estimated time until the upload ends, like "about 30 seconds left"',
  },
  uploadProgressLabel: {
    id: 'generationWizard.upload.progressLabel',
    defaultMessage: 'Upload of {name}',
    description: 'Accessible name of the upload progress bar; name is the file name',
  },
  uploadAnnounceUploading: {
    id: 'generationWizard.upload.announceUploading',
    defaultMessage: 'Uploading {name}',
    description: 'Announced to screen readers when an upload starts or resumes',
  },
  uploadAnnounceChecking: {
    id: 'generationWizard.upload.announceChecking',
    defaultMessage: '{name} is sent; checking the file',
    description: 'Announced to screen readers when the last byte is sent and the server checks the file',
  },
  uploadAnnouncePaused: {
    id: 'generationWizard.upload.announcePaused',
    defaultMessage: 'Upload of {name} paused',
    description: 'Announced to screen readers when an upload is paused',
  },
  uploadAnnounceDone: {
    id: 'generationWizard.upload.announceDone',
    defaultMessage: '{name} is uploaded',
    description: 'Announced to screen readers when an upload finished',
  },
  uploadPause: {
    id: 'generationWizard.upload.pause',
    defaultMessage: 'Pause',
    description: 'Button that pauses the upload',
  },
  uploadResume: {
    id: 'generationWizard.upload.resume',
    defaultMessage: 'Resume',
    description: 'Button that resumes a paused upload',
  },
  uploadCancel: {
    id: 'generationWizard.upload.cancel',
    defaultMessage: 'Cancel upload',
    description: 'Button that stops the upload and discards it',
  },
  uploadRetry: {
    id: 'generationWizard.upload.retry',
    defaultMessage: 'Try again',
    description: 'Button that retries a failed upload',
  },
  uploadReplace: {
    id: 'generationWizard.upload.replace',
    defaultMessage: 'Choose another file',
    description: 'Button that goes back to the file picker to use a different file',
  },
  stemsLabel: {
    id: 'generationWizard.options.stemsLabel',
    defaultMessage: 'Split into',
    description: 'Label of the choice between 2 and 4 stems',
  },
  stems2: {
    id: 'generationWizard.options.stems2',
    defaultMessage: '2 stems',
    description: 'Choice: split the song into two parts',
  },
  stems2Description: {
    id: 'generationWizard.options.stems2Description',
    defaultMessage: 'Vocals and the instrumental (the minus one)',
    description: 'Explains the 2-stem choice',
  },
  stems4: {
    id: 'generationWizard.options.stems4',
    defaultMessage: '4 stems',
    description: 'Choice: split the song into four parts',
  },
  stems4Description: {
    id: 'generationWizard.options.stems4Description',
    defaultMessage: 'Vocals, drums, bass and everything else',
    description: 'Explains the 4-stem choice',
  },
  engineLabel: {
    id: 'generationWizard.options.engineLabel',
    defaultMessage: 'Separation engine',
    description: 'Label of the select that picks the engine separating the song',
  },
  engineBuiltIn: {
    id: 'generationWizard.options.engineBuiltIn',
    defaultMessage: 'Built in, no model',
    description: 'Second line of the built-in separation engine, which needs no model file',
  },
  engineDsp: {
    id: 'generationWizard.options.engineDsp',
    defaultMessage: 'Melody tracking (no model)',
    description:
      'Name of the built-in separation engine (id "dsp") that follows the sung melody, with no AI model',
  },
  engineDspDescription: {
    id: 'generationWizard.options.engineDspDescription',
    defaultMessage: 'Follows the sung line; try it when some voice stays in the backing',
    description: 'Second line of the melody-tracking separation engine: when to try it',
  },
  engineRepetSim: {
    id: 'generationWizard.options.engineRepetSim',
    defaultMessage: 'Repeating patterns (no model)',
    description:
      'Name of the built-in engine (id "repet-sim") that finds the backing by its repeating patterns, with no AI model',
  },
  engineRepetSimDescription: {
    id: 'generationWizard.options.engineRepetSimDescription',
    defaultMessage: 'Quick, and good on recorded songs, for 2 or 4 stems',
    description: 'Second line of the repeating-pattern separation engine: why to pick it',
  },
  engineNada: {
    id: 'generationWizard.options.engineNada',
    defaultMessage: 'Nada AI + repeating patterns',
    description:
      'Name of the built-in engine (id "nada") that averages the voice found by Nada’s own AI model and by the repeating-pattern engine',
  },
  engineNadaDescription: {
    id: 'generationWizard.options.engineNadaDescription',
    defaultMessage: 'Both methods together, for 2 or 4 stems; takes longer',
    description: 'Second line of the engine that combines Nada’s AI model with the repeating-pattern engine',
  },
  engineNadaModel: {
    id: 'generationWizard.options.engineNadaModel',
    defaultMessage: 'Nada AI model',
    description: 'Name of the AI model that ships with Nada (id "onnx:nada-mask"), trained to find the voice',
  },
  engineNadaModelDescription: {
    id: 'generationWizard.options.engineNadaModelDescription',
    defaultMessage: 'Nada’s own trained model, for 2 or 4 stems',
    description: 'Second line of the AI model that ships with Nada',
  },
  engineModel: {
    id: 'generationWizard.options.engineModel',
    defaultMessage: 'AI model from the models folder',
    description: 'Second line of a separation engine that runs a model file',
  },
  engineStemsOnly: {
    id: 'generationWizard.options.engineStemsOnly',
    defaultMessage: 'Only makes {stems} stems',
    description: 'Second line of an engine that cannot make the chosen stem set; stems is like "2"',
  },
  keyLabel: {
    id: 'generationWizard.options.keyLabel',
    defaultMessage: 'Key',
    description: 'Label of the slider that transposes the song',
  },
  keyHint: {
    id: 'generationWizard.options.keyHint',
    defaultMessage: "Move it to match the singer's range.",
    description: 'Hint under the key slider',
  },
  keyName: {
    id: 'generationWizard.keyName',
    defaultMessage: '{tonic} {mode, select, major {major} other {minor}}',
    description:
      'A musical key found in a song, e.g. "Bb major" or "A minor"; tonic is a note name (C, F#, Bb)',
  },
  keyOriginal: {
    id: 'generationWizard.options.keyOriginal',
    defaultMessage: 'Original key',
    description: 'Value of the key slider at 0 semitones',
  },
  keyHigher: {
    id: 'generationWizard.options.keyHigher',
    defaultMessage: '{count, plural, one {+# semitone (higher)} other {+# semitones (higher)}}',
    description: 'Value of the key slider above 0, like "+2 semitones (higher)"',
  },
  keyLower: {
    id: 'generationWizard.options.keyLower',
    defaultMessage: '{count, plural, one {−# semitone (lower)} other {−# semitones (lower)}}',
    description: 'Value of the key slider below 0, like "−3 semitones (lower)"; count is positive',
  },
  keyRaise: {
    id: 'generationWizard.options.keyRaise',
    defaultMessage: 'Raise by a semitone',
    description: 'Button beside the key slider that adds one semitone',
  },
  keyDrop: {
    id: 'generationWizard.options.keyDrop',
    defaultMessage: 'Lower by a semitone',
    description: 'Button beside the key slider that takes one semitone away',
  },
  tempoLabel: {
    id: 'generationWizard.options.tempoLabel',
    defaultMessage: 'Tempo',
    description: 'Label of the slider that changes the speed of the song',
  },
  tempoHint: {
    id: 'generationWizard.options.tempoHint',
    defaultMessage: 'The speed changes; the pitch stays the same.',
    description: 'Hint under the tempo slider',
  },
  tempoOriginal: {
    id: 'generationWizard.options.tempoOriginal',
    defaultMessage: '{percent} (original)',
    description: 'Value of the tempo slider at 100 %',
  },
  tempoSlower: {
    id: 'generationWizard.options.tempoSlower',
    defaultMessage: 'Slower',
    description: 'Button beside the tempo slider that takes 5 % away',
  },
  tempoFaster: {
    id: 'generationWizard.options.tempoFaster',
    defaultMessage: 'Faster',
    description: 'Button beside the tempo slider that adds 5 %',
  },
  formatLabel: {
    id: 'generationWizard.options.formatLabel',
    defaultMessage: 'File format',
    description: 'Label of the choice of output audio format',
  },
  formatMp3: {
    id: 'generationWizard.options.formatMp3',
    defaultMessage: 'MP3 320 kbps',
    description: 'Output format choice: MP3 at 320 kbps',
  },
  formatMp3Description: {
    id: 'generationWizard.options.formatMp3Description',
    defaultMessage: 'Small files that play anywhere',
    description: 'Explains the MP3 choice',
  },
  formatWav: {
    id: 'generationWizard.options.formatWav',
    defaultMessage: 'WAV',
    description: 'Output format choice: WAV',
  },
  formatWavDescription: {
    id: 'generationWizard.options.formatWavDescription',
    defaultMessage: 'Uncompressed, for editing in a DAW',
    description: 'Explains the WAV choice',
  },
  formatFlac: {
    id: 'generationWizard.options.formatFlac',
    defaultMessage: 'FLAC',
    description: 'Output format choice: FLAC',
  },
  formatFlacDescription: {
    id: 'generationWizard.options.formatFlacDescription',
    defaultMessage: 'Lossless, and smaller than WAV',
    description: 'Explains the FLAC choice',
  },
  loudnessLabel: {
    id: 'generationWizard.options.loudnessLabel',
    defaultMessage: 'Even out the loudness',
    description: 'Label of the switch that normalises the loudness of the result',
  },
  loudnessDescription: {
    id: 'generationWizard.options.loudnessDescription',
    defaultMessage: 'Makes the result as loud as other songs on the platform you choose.',
    description: 'Explains the loudness switch',
  },
  loudnessTargetLabel: {
    id: 'generationWizard.options.loudnessTargetLabel',
    defaultMessage: 'Loudness target',
    description: 'Label of the choice of loudness level',
  },
  loudnessStreaming: {
    id: 'generationWizard.options.loudnessStreaming',
    defaultMessage: '{lufs} LUFS · streaming',
    description: 'Loudness choice for streaming services; lufs is a number like −14',
  },
  loudnessStreamingDescription: {
    id: 'generationWizard.options.loudnessStreamingDescription',
    defaultMessage: 'Spotify, YouTube and most platforms',
    description: 'Explains the streaming loudness choice',
  },
  loudnessApple: {
    id: 'generationWizard.options.loudnessApple',
    defaultMessage: '{lufs} LUFS · quieter',
    description: 'Loudness choice a little quieter than streaming; lufs is a number like −16',
  },
  loudnessAppleDescription: {
    id: 'generationWizard.options.loudnessAppleDescription',
    defaultMessage: 'Apple Music and podcasts',
    description: 'Explains the quieter loudness choice',
  },
  loudnessBroadcast: {
    id: 'generationWizard.options.loudnessBroadcast',
    defaultMessage: '{lufs} LUFS · broadcast',
    description: 'Loudness choice for TV and radio; lufs is a number like −23',
  },
  loudnessBroadcastDescription: {
    id: 'generationWizard.options.loudnessBroadcastDescription',
    defaultMessage: 'TV and radio (EBU R128)',
    description: 'Explains the broadcast loudness choice',
  },
  stageDecode: {
    id: 'generationWizard.stage.decode',
    defaultMessage: 'Reading the file',
    description: 'Separation stage: decoding the uploaded song',
  },
  stageSeparate: {
    id: 'generationWizard.stage.separate',
    defaultMessage: 'Separating vocals and music',
    description: 'Separation stage: splitting the song into stems',
  },
  stageTransform: {
    id: 'generationWizard.stage.transform',
    defaultMessage: 'Changing key and tempo',
    description: 'Separation stage: transposing and changing the tempo',
  },
  stageEncode: {
    id: 'generationWizard.stage.encode',
    defaultMessage: 'Writing the files',
    description: 'Separation stage: encoding the stems in the chosen format',
  },
  stageAnalyse: {
    id: 'generationWizard.stage.analyse',
    defaultMessage: 'Drawing the waveforms',
    description: 'Separation stage: analysing the outputs (waveform peaks, tempo, key)',
  },
  stageStore: {
    id: 'generationWizard.stage.store',
    defaultMessage: 'Saving the result',
    description: 'Separation stage: storing the files for download',
  },
  linkLabel: {
    id: 'generationWizard.link.label',
    defaultMessage: 'Link to a video',
    description: 'Label of the field where the user pastes the address of a video page (YouTube, say)',
  },
  linkHint: {
    id: 'generationWizard.link.hint',
    defaultMessage: 'Paste the address of a YouTube video or of another page with a video or a song.',
    description: 'Help under the video link label',
  },
  linkPlaceholder: {
    id: 'generationWizard.link.placeholder',
    defaultMessage: 'https://www.youtube.com/watch?v=…',
    description: 'Example link shown in the empty link field (keep it a link)',
  },
  linkPaste: {
    id: 'generationWizard.link.paste',
    defaultMessage: 'Paste',
    description: 'Button: puts the link from the clipboard in the field and checks it',
  },
  linkCheck: {
    id: 'generationWizard.link.check',
    defaultMessage: 'Check link',
    description: 'Submit button: asks the server what the link holds (title, length…)',
  },
  linkCancel: {
    id: 'generationWizard.link.cancel',
    defaultMessage: 'Cancel',
    description: 'Button shown while a link is being checked: stops checking it',
  },
  linkProbing: {
    id: 'generationWizard.link.probing',
    defaultMessage: 'Reading the link… This usually takes a few seconds.',
    description: 'Shown (and announced) while the server reads what the link holds',
  },
  linkRequired: {
    id: 'generationWizard.link.required',
    defaultMessage: 'Paste or type a link first.',
    description: 'Field error: the link field is empty',
  },
  linkInvalid: {
    id: 'generationWizard.link.invalid',
    defaultMessage: 'This does not look like a link. A link looks like https://www.youtube.com/watch?v=…',
    description: 'Field error: what was typed is not a web address',
  },
  linkProtocol: {
    id: 'generationWizard.link.protocol',
    defaultMessage: 'Only web links, starting with http:// or https://, can be used.',
    description: 'Field error: the link is of another kind (ftp:, file:, mailto:…)',
  },
  linkPasteDenied: {
    id: 'generationWizard.link.pasteDenied',
    defaultMessage:
      'Your browser did not let Nada read the clipboard. Paste into the field with Ctrl+V, or long-press it on a phone.',
    description: 'Shown when the browser refused to let the Paste button read the clipboard',
  },
  linkFailed: {
    id: 'generationWizard.link.failed',
    defaultMessage: 'This link could not be checked. Try again.',
    description: 'Generic error when checking the link failed and the app gave no reason',
  },
  linkFound: {
    id: 'generationWizard.link.found',
    defaultMessage: 'Found: {title}',
    description: 'Announced to screen readers once the link has been read; {title} is the video title',
  },
  sourceThumbnail: {
    id: 'generationWizard.source.thumbnail',
    defaultMessage: 'Thumbnail of {title}',
    description: 'Accessible text of the video thumbnail on the source card',
  },
  sourceUploader: {
    id: 'generationWizard.source.uploader',
    defaultMessage: 'Channel',
    description: 'Source card: label of the channel or uploader name (read by screen readers)',
  },
  sourceDuration: {
    id: 'generationWizard.source.duration',
    defaultMessage: 'Duration',
    description: 'Source card: label of the video length (read by screen readers)',
  },
  sourceDurationUnknown: {
    id: 'generationWizard.source.durationUnknown',
    defaultMessage: 'Length unknown',
    description: 'Source card: shown instead of the length when it could not be read',
  },
  sourceSite: {
    id: 'generationWizard.source.site',
    defaultMessage: 'Site',
    description: 'Source card: label of the website the video is on (read by screen readers)',
  },
  sourceLive: {
    id: 'generationWizard.source.live',
    defaultMessage: 'Live',
    description: 'Source card: badge on a live stream',
  },
  sourcePlaylist: {
    id: 'generationWizard.source.playlist',
    defaultMessage: 'Playlist',
    description: 'Source card: badge when the link is a playlist',
  },
  sourceContinue: {
    id: 'generationWizard.source.continue',
    defaultMessage: 'Continue',
    description: 'Source card button: goes on to choose what to make from this video',
  },
  sourceLimit: {
    id: 'generationWizard.source.limit',
    defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}',
    description: "The plan's longest video, in minutes, inside the too-long explanation",
  },
  sourceTooLong: {
    id: 'generationWizard.source.tooLong',
    defaultMessage:
      'This video is {duration} long, but your plan takes videos of up to {limit}. Choose a shorter video, or upgrade your plan for longer ones.',
    description:
      'Source card: the video is longer than the plan allows; {duration} like 1:02:05, {limit} like "10 minutes"',
  },
  sourceLiveReason: {
    id: 'generationWizard.source.liveReason',
    defaultMessage:
      'This is a live stream, or one that has not started yet. Nada can only take audio from a finished recording: try again once the stream is over.',
    description: 'Source card: a live stream cannot be imported',
  },
  sourcePlaylistReason: {
    id: 'generationWizard.source.playlistReason',
    defaultMessage:
      'This link is a playlist. Nada takes one video at a time: only its first video, shown here, can be used.',
    description: 'Source card: the link is a playlist without a title; only its first item can be used',
  },
  sourcePlaylistNamedReason: {
    id: 'generationWizard.source.playlistNamedReason',
    defaultMessage:
      'This link is the playlist “{playlist}”. Nada takes one video at a time: only its first video, shown here, can be used.',
    description: 'Source card: the link is a playlist named {playlist}; only its first item can be used',
  },
  sourceUseFirst: {
    id: 'generationWizard.source.useFirst',
    defaultMessage: 'Use the first video',
    description: "Source card button on a playlist: checks the playlist's first video on its own",
  },
  sourceDurationUnknownReason: {
    id: 'generationWizard.source.durationUnknownReason',
    defaultMessage:
      'Nada could not tell how long this video is, so it cannot take it. Try another link to the same song.',
    description: 'Source card: the length of the video could not be read, so it cannot be imported',
  },
  importThenLabel: {
    id: 'generationWizard.import.then',
    defaultMessage: 'What to make',
    description: 'Label of the choice of what to make from a video link',
  },
  importMinusOne: {
    id: 'generationWizard.import.minusOne',
    defaultMessage: 'Minus one',
    description: 'Choice: the backing track without vocals (and the vocals), 2 stems',
  },
  importMinusOneDescription: {
    id: 'generationWizard.import.minusOneDescription',
    defaultMessage: 'The backing track without the vocals, and the vocals (2 stems)',
    description: 'Second line of the minus-one choice',
  },
  importVocals: {
    id: 'generationWizard.import.vocals',
    defaultMessage: 'Vocals only',
    description: 'Choice: only the singing voice',
  },
  importVocalsDescription: {
    id: 'generationWizard.import.vocalsDescription',
    defaultMessage: 'Just the singing, without the music',
    description: 'Second line of the vocals-only choice',
  },
  importStems: {
    id: 'generationWizard.import.stems',
    defaultMessage: '4 stems',
    description: 'Choice: vocals, drums, bass and other as separate tracks',
  },
  importStemsDescription: {
    id: 'generationWizard.import.stemsDescription',
    defaultMessage: 'Vocals, drums, bass and other, with the minus one',
    description: 'Second line of the 4-stems choice',
  },
  importAudio: {
    id: 'generationWizard.import.audio',
    defaultMessage: 'Audio only (MP3)',
    description: 'Choice: the sound of the video as it is, as an MP3',
  },
  importAudioDescription: {
    id: 'generationWizard.import.audioDescription',
    defaultMessage: 'The song as it is, as an MP3 file',
    description: 'Second line of the audio-only choice',
  },
  importKeyTempo: {
    id: 'generationWizard.import.keyTempo',
    defaultMessage: 'Change key or tempo',
    description: 'Choice: the whole song transposed or sped up/slowed down, vocals included',
  },
  importKeyTempoDescription: {
    id: 'generationWizard.import.keyTempoDescription',
    defaultMessage: 'The whole song, vocals included, higher or lower, faster or slower',
    description: 'Second line of the key/tempo choice',
  },
  importRangeLabel: {
    id: 'generationWizard.import.rangeLabel',
    defaultMessage: 'Only part of the video',
    description: 'Switch: process only a part of the video, between two times',
  },
  importRangeDescription: {
    id: 'generationWizard.import.rangeDescription',
    defaultMessage: 'Process it from one moment to another; only that part uses your minutes.',
    description: 'Explains the part-of-the-video switch',
  },
  importRangeStart: {
    id: 'generationWizard.import.rangeStart',
    defaultMessage: 'From',
    description: 'Label of the start time of the part to process',
  },
  importRangeEnd: {
    id: 'generationWizard.import.rangeEnd',
    defaultMessage: 'To',
    description: 'Label of the end time of the part to process',
  },
  importRangeHint: {
    id: 'generationWizard.import.rangeHint',
    defaultMessage: 'minutes:seconds, e.g. 1:30',
    description: 'How to type a time',
  },
  importRangeFormat: {
    id: 'generationWizard.import.rangeFormat',
    defaultMessage: 'Write both times as minutes:seconds, e.g. 1:30.',
    description: 'Error: a time of the range is not a time',
  },
  importRangeOrder: {
    id: 'generationWizard.import.rangeOrder',
    defaultMessage: 'The end must come after the start.',
    description: 'Error: the range ends before it starts',
  },
  importRangeOutside: {
    id: 'generationWizard.import.rangeOutside',
    defaultMessage: 'The video is only {duration} long.',
    description: 'Error: the range ends after the video; {duration} is its length (1:30)',
  },
});

/** The name of each stem a separation makes. */
export const stemMessages = defineMessages({
  vocals: {
    id: 'generationWizard.stem.vocals',
    defaultMessage: 'Vocals',
    description: 'Stem name: the voice only',
  },
  instrumental: {
    id: 'generationWizard.stem.instrumental',
    defaultMessage: 'Minus one',
    description: 'Stem name: everything but the voice (the backing track)',
  },
  drums: {
    id: 'generationWizard.stem.drums',
    defaultMessage: 'Drums',
    description: 'Stem name: drums and percussion',
  },
  bass: {id: 'generationWizard.stem.bass', defaultMessage: 'Bass', description: 'Stem name: the bass'},
  other: {
    id: 'generationWizard.stem.other',
    defaultMessage: 'Other instruments',
    description: 'Stem name: every instrument but drums and bass',
  },
});

/** An upload the API refused for the plan's limits (`FILE_TOO_LARGE`, `FILE_TOO_LONG`); `plan` is its name. */
export const uploadLimitMessages = defineMessages({
  tooLarge: {
    id: 'generationWizard.upload.tooLarge',
    defaultMessage:
      'This file is larger than your {plan} plan allows ({megabytes, number} MB). Try a compressed file (MP3) or a shorter song.',
    description: 'Upload refused by the server: the file is over the plan’s size limit (plan is its name)',
  },
  tooLong: {
    id: 'generationWizard.upload.tooLong',
    defaultMessage:
      'This song is longer than your {plan} plan allows ({minutes, plural, one {# minute} other {# minutes}}). Cut it shorter or upgrade your plan.',
    description: 'Upload refused by the server: the song is over the plan’s length limit (plan is its name)',
  },
});

/** The names of a separation job's stages, as the progress list shows them. */
export const minusOneStageMessages = defineMessages({
  decode: {
    id: 'generationWizard.minusOne.stage.decode',
    defaultMessage: 'Reading the song',
    description: 'Job stage: the uploaded song is decoded',
  },
  separate: {
    id: 'generationWizard.minusOne.stage.separate',
    defaultMessage: 'Separating vocals and instruments',
    description: 'Job stage: the song is split into stems',
  },
  transform: {
    id: 'generationWizard.minusOne.stage.transform',
    defaultMessage: 'Changing key and tempo',
    description: 'Job stage: key and tempo of the stems are changed',
  },
  encode: {
    id: 'generationWizard.minusOne.stage.encode',
    defaultMessage: 'Saving the audio files',
    description: 'Job stage: the stems are encoded to the chosen format',
  },
  analyse: {
    id: 'generationWizard.minusOne.stage.analyse',
    defaultMessage: 'Drawing the waveforms',
    description: 'Job stage: waveform peaks, tempo and key are measured',
  },
  store: {
    id: 'generationWizard.minusOne.stage.store',
    defaultMessage: 'Storing the results',
    description: 'Job stage: the result files are stored',
  },
}) satisfies Record<SeparationStageId, MessageDescriptor>;

/** The minus-one pages' own texts. */
export const minusOneMessages = defineMessages({
  heading: {
    id: 'generationWizard.minusOne.heading',
    defaultMessage: 'Make a minus one',
    description: 'Heading of the minus-one page',
  },
  lead: {
    id: 'generationWizard.minusOne.lead',
    defaultMessage:
      'Upload a song: we take the vocals out and give you the backing track and the vocals on their own.',
    description: 'Lead under the minus-one heading',
  },
  customHeading: {
    id: 'generationWizard.minusOne.customHeading',
    defaultMessage: 'Custom minus one',
    description: 'Heading of the custom minus-one page',
  },
  customLead: {
    id: 'generationWizard.minusOne.customLead',
    defaultMessage: 'Choose the stems, the engine, the key, the tempo, the format and the loudness.',
    description: 'Lead under the custom minus-one heading',
  },
  toCustom: {
    id: 'generationWizard.minusOne.toCustom',
    defaultMessage: 'More settings',
    description:
      'Link from the settings step of the quick page to the custom page, keeping the uploaded song',
  },
  navQuick: {
    id: 'generationWizard.minusOne.navQuick',
    defaultMessage: 'Quick',
    description: 'Link between the minus-one pages: the quick page (stems and format only)',
  },
  navCustom: {
    id: 'generationWizard.minusOne.navCustom',
    defaultMessage: 'Custom',
    description: 'Link between the minus-one pages: the custom page (every setting)',
  },
  rerun: {
    id: 'generationWizard.minusOne.rerun',
    defaultMessage: 'Process this song again with other settings',
    description: 'Link from a result (or a history row) to the custom page with the same song and settings',
  },
  toHistory: {
    id: 'generationWizard.minusOne.toHistory',
    defaultMessage: 'History',
    description: 'Link from the minus-one page to its history',
  },
  stepSource: {
    id: 'generationWizard.minusOne.stepSource',
    defaultMessage: 'Song',
    description: 'Wizard step name: choose the song',
  },
  stepOptions: {
    id: 'generationWizard.minusOne.stepOptions',
    defaultMessage: 'Settings',
    description: 'Wizard step name: choose the settings',
  },
  stepProgress: {
    id: 'generationWizard.minusOne.stepProgress',
    defaultMessage: 'Processing',
    description: 'Wizard step name: the job runs',
  },
  stepPreview: {
    id: 'generationWizard.minusOne.stepPreview',
    defaultMessage: 'Result',
    description: 'Wizard step name: listen and download',
  },
  acceptLabel: {
    id: 'generationWizard.minusOne.acceptLabel',
    defaultMessage: 'MP3, WAV, FLAC, M4A, OGG or video',
    description: 'Which files the drop zone accepts',
  },
  planLimits: {
    id: 'generationWizard.minusOne.planLimits',
    defaultMessage:
      'Your {plan} plan takes files up to {megabytes, number} MB and songs up to {minutes, plural, one {# minute} other {# minutes}} long.',
    description:
      'Under the drop zone: the largest file and the longest song of the user’s plan (plan is its name)',
  },
  chooseAnother: {
    id: 'generationWizard.minusOne.chooseAnother',
    defaultMessage: 'Choose another file',
    description: 'Button that goes back to pick another file',
  },
  process: {
    id: 'generationWizard.minusOne.process',
    defaultMessage: 'Process',
    description: 'Button that starts the separation job',
  },
  stems: {
    id: 'generationWizard.minusOne.stems',
    defaultMessage: 'Stems',
    description: 'Heading of the stem list',
  },
  downloadAll: {
    id: 'generationWizard.minusOne.downloadAll',
    defaultMessage: 'Download all (ZIP)',
    description: 'Button that downloads every result file as a zip',
  },
  rerunMissing: {
    id: 'generationWizard.minusOne.rerunMissing',
    defaultMessage: 'The song of that job is no longer stored. Upload it again.',
    description: 'Re-run asked for an input file that is gone',
  },
  uploadDone: {
    id: 'generationWizard.minusOne.uploadDone',
    defaultMessage: '{name} is uploaded ({duration}).',
    description: 'Shown when the file is uploaded, with its duration',
  },
  cost: {
    id: 'generationWizard.minusOne.cost',
    defaultMessage: 'This uses {used} of processing. You have {left} left this month.',
    description: 'Credits a job will use and what is left (durations)',
  },
  resultSummary: {
    id: 'generationWizard.minusOne.resultSummary',
    defaultMessage: '{duration} · {bpm} BPM · key {key}',
    description: 'Facts about the processed song',
  },
  resultSummaryChanged: {
    id: 'generationWizard.minusOne.resultSummaryChanged',
    defaultMessage: '{duration} · {bpm} BPM · key {key} (original: {originalBpm} BPM · key {originalKey})',
    description:
      'Facts about a result made in another key or tempo: its length, tempo and key, then the original song’s',
  },
  playStem: {
    id: 'generationWizard.minusOne.playStem',
    defaultMessage: 'Play {stem}',
    description: 'Button that plays one stem',
  },
  downloadStem: {
    id: 'generationWizard.minusOne.downloadStem',
    defaultMessage: 'Download {stem}',
    description: 'Button that downloads one stem',
  },
});

/** The texts of renaming a song on its result. */
export const renameMessages = defineMessages({
  open: {
    id: 'generationWizard.rename.open',
    defaultMessage: 'Rename',
    description: 'Button beside the result’s facts that opens the dialog to rename the song',
  },
  title: {
    id: 'generationWizard.rename.title',
    defaultMessage: 'Rename the song',
    description: 'Title of the dialog that renames a song',
  },
  label: {
    id: 'generationWizard.rename.label',
    defaultMessage: 'Song name',
    description: 'Label of the song name field',
  },
  hint: {
    id: 'generationWizard.rename.hint',
    defaultMessage: 'Shown on the result, in the player and in your history.',
    description: 'Hint under the song name field',
  },
  save: {
    id: 'generationWizard.rename.save',
    defaultMessage: 'Save',
    description: 'Button that saves the new song name',
  },
  cancel: {
    id: 'generationWizard.rename.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes the rename dialog without saving',
  },
  required: {
    id: 'generationWizard.rename.required',
    defaultMessage: 'Give the song a name.',
    description: 'Error: the song name is empty',
  },
  tooLong: {
    id: 'generationWizard.rename.tooLong',
    defaultMessage: 'Keep the name to {max} characters or fewer.',
    description: 'Error: the song name is too long',
  },
  failed: {
    id: 'generationWizard.rename.failed',
    defaultMessage: 'The name wasn’t saved. Check your connection and try again.',
    description: 'Error: the rename request failed for another reason',
  },
  gone: {
    id: 'generationWizard.rename.gone',
    defaultMessage: 'This song is no longer stored, so it can’t be renamed.',
    description: 'Error: the song file was deleted or expired',
  },
});

/** Names of the stages an import job reports, as its progress shows them. */
export const importStageMessages = defineMessages({
  fetch: {
    id: 'generationWizard.importFlow.stage.fetch',
    defaultMessage: 'Checking the link',
    description: 'Import job stage: the link is checked before downloading',
  },
  download: {
    id: 'generationWizard.importFlow.stage.download',
    defaultMessage: 'Downloading the audio',
    description: 'Import job stage: the audio of the video is downloaded',
  },
  separate: {
    id: 'generationWizard.importFlow.stage.separate',
    defaultMessage: 'Separating vocals and instruments',
    description: 'Import job stage: the audio is split into stems',
  },
  encode: {
    id: 'generationWizard.importFlow.stage.encode',
    defaultMessage: 'Saving the audio files',
    description: 'Import job stage: the results are encoded and saved',
  },
});

/** The texts of the pages after the link step: what to make, its progress and its result. */
export const importFlowMessages = defineMessages({
  checking: {
    id: 'generationWizard.importFlow.checking',
    defaultMessage: 'Reading the link…',
    description: 'Shown while the link from the previous step is checked again',
  },
  noLink: {
    id: 'generationWizard.importFlow.noLink',
    defaultMessage: 'There is no video link to work on. Paste one first.',
    description: 'The options page was opened without a link',
  },
  noJob: {
    id: 'generationWizard.importFlow.noJob',
    defaultMessage: 'Nothing to preview yet. Start from a video link.',
    description: 'The preview page was opened without a job',
  },
  startFromLink: {
    id: 'generationWizard.importFlow.startFromLink',
    defaultMessage: 'Paste a video link',
    description: 'Button to the link step, from an empty preview page',
  },
  otherLink: {
    id: 'generationWizard.importFlow.otherLink',
    defaultMessage: 'Use another link',
    description: 'Button back to the link step',
  },
  make: {
    id: 'generationWizard.importFlow.make',
    defaultMessage: 'Make it',
    description: 'Submit button: start the job on the video link',
  },
  cost: {
    id: 'generationWizard.importFlow.cost',
    defaultMessage: 'This uses up to {used} of your {left} left.',
    description: 'Credits before submitting an import; {used} and {left} are durations such as "3 minutes"',
  },
  creditsLeft: {
    id: 'generationWizard.importFlow.creditsLeft',
    defaultMessage: 'You have {left} of processing left.',
    description: 'Credits left, when the length of the video is not known; {left} is a duration',
  },
  stepProgress: {
    id: 'generationWizard.importFlow.stepProgress',
    defaultMessage: 'Getting it ready',
    description: 'Heading while the import job runs',
  },
  loadingJob: {
    id: 'generationWizard.importFlow.loadingJob',
    defaultMessage: 'Loading the job…',
    description: 'Shown while the job of the page is read',
  },
  canceled: {
    id: 'generationWizard.importFlow.canceled',
    defaultMessage: 'You canceled this job.',
    description: 'The import job was canceled by the user',
  },
  another: {
    id: 'generationWizard.importFlow.another',
    defaultMessage: 'Another video',
    description: 'Action: start again from the link step',
  },
  again: {
    id: 'generationWizard.importFlow.again',
    defaultMessage: 'Make something else from this video',
    description: 'Link back to the options of the same video link',
  },
  fromLink: {
    id: 'generationWizard.importFlow.fromLink',
    defaultMessage: 'From {site}',
    description: 'Where the result came from; {site} is a host such as youtube.com',
  },
  keyTempoSummary: {
    id: 'generationWizard.importFlow.keyTempoSummary',
    defaultMessage: '{duration} · {key} · {tempo}',
    description: 'Facts of a key/tempo result: length, key change ("2 semitones lower") and tempo ("90%")',
  },
  download: {
    id: 'generationWizard.importFlow.download',
    defaultMessage: 'Download',
    description: 'Download the audio result',
  },
  song: {
    id: 'generationWizard.importFlow.song',
    defaultMessage: 'Song',
    description: 'Name of the single audio a video link became, in a playlist item ("Title — Song")',
  },
});
