import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of the tone tools. */
export const messages = defineMessages({
  toneTitle: {
    id: 'toneTools.toneGenerator.title',
    defaultMessage: 'Tone generator',
    description: 'Heading of the tone generator',
  },
  toneWaveform: {
    id: 'toneTools.toneGenerator.waveform',
    defaultMessage: 'Waveform',
    description: 'Label of the waveform choice',
  },
  waveSine: {
    id: 'toneTools.toneGenerator.wave.sine',
    defaultMessage: 'Sine',
    description: 'Waveform name: pure sine',
  },
  waveSquare: {
    id: 'toneTools.toneGenerator.wave.square',
    defaultMessage: 'Square',
    description: 'Waveform name: square',
  },
  waveSawtooth: {
    id: 'toneTools.toneGenerator.wave.sawtooth',
    defaultMessage: 'Sawtooth',
    description: 'Waveform name: sawtooth',
  },
  waveTriangle: {
    id: 'toneTools.toneGenerator.wave.triangle',
    defaultMessage: 'Triangle',
    description: 'Waveform name: triangle',
  },
  toneFrequency: {
    id: 'toneTools.toneGenerator.frequency',
    defaultMessage: 'Frequency or note',
    description: 'Label of the field taking a frequency in Hz or a note name such as A4',
  },
  toneFrequencyHint: {
    id: 'toneTools.toneGenerator.frequencyHint',
    defaultMessage: 'A number in Hz (20 to 20,000) or a note such as A4 or C#3, tuned to A4 = {a4} Hz.',
    description: 'Hint under the frequency field',
  },
  toneFrequencyInvalid: {
    id: 'toneTools.toneGenerator.frequencyInvalid',
    defaultMessage: 'Type a frequency from 20 to 20,000 Hz, or a note such as A4.',
    description: 'Error when the frequency field holds neither a valid number nor a note name',
  },
  toneApply: {
    id: 'toneTools.toneGenerator.apply',
    defaultMessage: 'Set',
    description: 'Button that applies the typed frequency',
  },
  tonePlaying: {
    id: 'toneTools.toneGenerator.playing',
    defaultMessage: 'Playing {frequency} Hz ({note})',
    description: 'Status while the tone plays; note is the nearest note name',
  },
  toneSweeping: {
    id: 'toneTools.toneGenerator.sweeping',
    defaultMessage: 'Sweeping from {from} Hz to {to} Hz',
    description: 'Status while a sweep runs',
  },
  toneStopped: {
    id: 'toneTools.toneGenerator.stopped',
    defaultMessage: 'Stopped',
    description: 'Status while no tone plays',
  },
  toneVolume: {
    id: 'toneTools.toneGenerator.volume',
    defaultMessage: 'Volume',
    description: 'Label of the volume slider',
  },
  toneStart: {
    id: 'toneTools.toneGenerator.start',
    defaultMessage: 'Play tone',
    description: 'Button that starts the tone',
  },
  toneStop: {
    id: 'toneTools.toneGenerator.stop',
    defaultMessage: 'Stop',
    description: 'Button that stops the tone',
  },
  sweepTitle: {
    id: 'toneTools.toneGenerator.sweepTitle',
    defaultMessage: 'Sweep',
    description: 'Heading of the sweep settings',
  },
  sweepFrom: {
    id: 'toneTools.toneGenerator.sweepFrom',
    defaultMessage: 'From (Hz)',
    description: 'Label of the sweep start frequency',
  },
  sweepTo: {
    id: 'toneTools.toneGenerator.sweepTo',
    defaultMessage: 'To (Hz)',
    description: 'Label of the sweep end frequency',
  },
  sweepDuration: {
    id: 'toneTools.toneGenerator.sweepDuration',
    defaultMessage: 'Over (seconds)',
    description: 'Label of the sweep duration',
  },
  sweepStart: {
    id: 'toneTools.toneGenerator.sweepStart',
    defaultMessage: 'Start sweep',
    description: 'Button that starts a sweep',
  },
  sweepInvalid: {
    id: 'toneTools.toneGenerator.sweepInvalid',
    defaultMessage: 'Use frequencies from 20 to 20,000 Hz and a time from 0.1 to 600 seconds.',
    description: 'Error when sweep settings are out of range',
  },
  hearingWarning: {
    id: 'toneTools.toneGenerator.hearingWarning',
    defaultMessage: 'Start quietly: high and loud tones can hurt your ears and speakers.',
    description: 'Safety note under the tone generator',
  },
  tunerTitle: {id: 'toneTools.tuner.title', defaultMessage: 'Tuner', description: 'Heading of the tuner'},
  tunerInstrument: {
    id: 'toneTools.tuner.instrument',
    defaultMessage: 'Instrument',
    description: 'Label of the instrument choice',
  },
  instrumentChromatic: {
    id: 'toneTools.tuner.instrument.chromatic',
    defaultMessage: 'Chromatic (any note)',
    description: 'Instrument option: any note',
  },
  instrumentGuitar: {
    id: 'toneTools.tuner.instrument.guitar',
    defaultMessage: 'Guitar (EADGBE)',
    description: 'Instrument option',
  },
  instrumentBass: {
    id: 'toneTools.tuner.instrument.bass',
    defaultMessage: 'Bass (EADG)',
    description: 'Instrument option',
  },
  instrumentUkulele: {
    id: 'toneTools.tuner.instrument.ukulele',
    defaultMessage: 'Ukulele (GCEA)',
    description: 'Instrument option',
  },
  instrumentViolin: {
    id: 'toneTools.tuner.instrument.violin',
    defaultMessage: 'Violin (GDAE)',
    description: 'Instrument option',
  },
  instrumentVoice: {
    id: 'toneTools.tuner.instrument.voice',
    defaultMessage: 'Voice (reference notes)',
    description: 'Instrument option for singers',
  },
  tunerReference: {
    id: 'toneTools.tuner.reference',
    defaultMessage: 'Reference A4',
    description: 'Label of the A4 reference slider',
  },
  tunerReferenceValue: {
    id: 'toneTools.tuner.referenceValue',
    defaultMessage: '{hz} Hz',
    description: 'Value of the A4 reference slider',
  },
  tunerStart: {
    id: 'toneTools.tuner.start',
    defaultMessage: 'Start tuner',
    description: 'Button that asks for the microphone and starts listening',
  },
  tunerStop: {
    id: 'toneTools.tuner.stop',
    defaultMessage: 'Stop tuner',
    description: 'Button that stops listening',
  },
  tunerIdle: {
    id: 'toneTools.tuner.idle',
    defaultMessage: 'The tuner listens through your microphone. Nothing is recorded or sent anywhere.',
    description: 'Text before the tuner starts',
  },
  tunerRequesting: {
    id: 'toneTools.tuner.requesting',
    defaultMessage: 'Allow microphone access in your browser to start.',
    description: 'Text while the browser asks for microphone permission',
  },
  tunerSilence: {
    id: 'toneTools.tuner.silence',
    defaultMessage: 'Play or sing a note…',
    description: 'Text while the tuner hears nothing pitched',
  },
  tunerDenied: {
    id: 'toneTools.tuner.denied',
    defaultMessage: "Microphone access is blocked. Allow it in your browser's site settings, then try again.",
    description: 'Error when microphone permission was refused',
  },
  tunerNoMicrophone: {
    id: 'toneTools.tuner.noMicrophone',
    defaultMessage:
      'No microphone found. Connect one, or check that no other app is using it, then try again.',
    description: 'Error when there is no usable microphone',
  },
  tunerUnsupported: {
    id: 'toneTools.tuner.unsupported',
    defaultMessage: 'This browser cannot use a microphone here. Try a recent Chrome, Firefox or Safari.',
    description: 'Error when the browser has no getUserMedia',
  },
  tunerError: {
    id: 'toneTools.tuner.error',
    defaultMessage: 'The microphone could not be started. Try again.',
    description: 'Generic microphone error',
  },
  tunerRetry: {
    id: 'toneTools.tuner.retry',
    defaultMessage: 'Try again',
    description: 'Button to retry starting the microphone',
  },
  tunerCents: {
    id: 'toneTools.tuner.cents',
    defaultMessage: '{cents, number, ::sign-always .0} cents',
    description: 'Offset from the note in cents, with sign',
  },
  tunerInTune: {
    id: 'toneTools.tuner.inTune',
    defaultMessage: 'In tune',
    description: 'Shown when within 5 cents',
  },
  tunerFlat: {
    id: 'toneTools.tuner.flat',
    defaultMessage: 'Too low',
    description: 'Shown when the note is flat',
  },
  tunerSharp: {
    id: 'toneTools.tuner.sharp',
    defaultMessage: 'Too high',
    description: 'Shown when the note is sharp',
  },
  tunerHeard: {
    id: 'toneTools.tuner.heard',
    defaultMessage: '{frequency} Hz',
    description: 'Measured frequency',
  },
  tunerMeter: {
    id: 'toneTools.tuner.meter',
    defaultMessage: 'Tuning meter',
    description: 'Accessible name of the needle meter',
  },
  tunerTargets: {
    id: 'toneTools.tuner.targets',
    defaultMessage: 'Strings and target notes',
    description: 'Accessible name of the list of target notes',
  },
  tunerTarget: {
    id: 'toneTools.tuner.target',
    defaultMessage: '{note} · {frequency} Hz',
    description: 'One target note with its frequency',
  },
  metronomeTitle: {
    id: 'toneTools.metronome.title',
    defaultMessage: 'Metronome',
    description: 'Heading of the metronome',
  },
  metronomeTempo: {
    id: 'toneTools.metronome.tempo',
    defaultMessage: 'Tempo',
    description: 'Label of the tempo slider',
  },
  metronomeBpm: {
    id: 'toneTools.metronome.bpm',
    defaultMessage: '{bpm} BPM',
    description: 'Tempo value in beats per minute',
  },
  metronomeSlower: {
    id: 'toneTools.metronome.slower',
    defaultMessage: 'Slower by 1 BPM',
    description: 'Button lowering the tempo',
  },
  metronomeFaster: {
    id: 'toneTools.metronome.faster',
    defaultMessage: 'Faster by 1 BPM',
    description: 'Button raising the tempo',
  },
  metronomeSignature: {
    id: 'toneTools.metronome.signature',
    defaultMessage: 'Time signature',
    description: 'Label of the time signature choice',
  },
  metronomeSubdivision: {
    id: 'toneTools.metronome.subdivision',
    defaultMessage: 'Clicks per beat',
    description: 'Label of the subdivision choice',
  },
  subdivision1: {
    id: 'toneTools.metronome.subdivision.1',
    defaultMessage: 'Beat',
    description: 'Subdivision: one click per beat',
  },
  subdivision2: {
    id: 'toneTools.metronome.subdivision.2',
    defaultMessage: 'Eighths',
    description: 'Subdivision: two clicks per beat',
  },
  subdivision3: {
    id: 'toneTools.metronome.subdivision.3',
    defaultMessage: 'Triplets',
    description: 'Subdivision: three clicks per beat',
  },
  subdivision4: {
    id: 'toneTools.metronome.subdivision.4',
    defaultMessage: 'Sixteenths',
    description: 'Subdivision: four clicks per beat',
  },
  metronomeAccents: {
    id: 'toneTools.metronome.accents',
    defaultMessage: 'Accents (tap a beat to accent it)',
    description: 'Label of the row of beat buttons',
  },
  metronomeBeat: {
    id: 'toneTools.metronome.beat',
    defaultMessage: 'Beat {beat}',
    description: "Accessible name of one beat's accent toggle",
  },
  metronomeTap: {
    id: 'toneTools.metronome.tap',
    defaultMessage: 'Tap tempo',
    description: 'Button tapped in time to set the tempo',
  },
  metronomeStart: {
    id: 'toneTools.metronome.start',
    defaultMessage: 'Start',
    description: 'Button that starts the metronome',
  },
  metronomeStop: {
    id: 'toneTools.metronome.stop',
    defaultMessage: 'Stop',
    description: 'Button that stops the metronome',
  },
  metronomeRunning: {
    id: 'toneTools.metronome.running',
    defaultMessage: 'Playing at {bpm} BPM, {signature}',
    description: 'Status announced while the metronome runs',
  },
  metronomeStopped: {
    id: 'toneTools.metronome.stopped',
    defaultMessage: 'Stopped',
    description: 'Status while the metronome is stopped',
  },
});

/** Texts of the file tools on /tone/sound (key and tempo, BPM and key, cutter, converter). */
export const fileToolMessages = defineMessages({
  heading: {
    id: 'toneTools.files.heading',
    defaultMessage: 'File tools',
    description: 'Heading of the section of tools that work on an uploaded song',
  },
  lead: {
    id: 'toneTools.files.lead',
    defaultMessage:
      'Upload a song to change its key or tempo, find its BPM and key, cut a part or convert it.',
    description: 'Lead under the file tools heading',
  },
  signInNeeded: {
    id: 'toneTools.files.signInNeeded',
    defaultMessage: 'Sign in to use the file tools: your songs and results are kept in your account.',
    description: 'Shown to a guest instead of the file tools',
  },
  signIn: {
    id: 'toneTools.files.signIn',
    defaultMessage: 'Sign in',
    description: 'Button to the sign-in page',
  },
  tabsLabel: {
    id: 'toneTools.files.tabs',
    defaultMessage: 'File tools',
    description: 'Accessible name of the file tool tabs',
  },
  tabKeyTempo: {
    id: 'toneTools.files.tabKeyTempo',
    defaultMessage: 'Key & tempo',
    description: 'Tab: change key and tempo',
  },
  tabAnalyse: {
    id: 'toneTools.files.tabAnalyse',
    defaultMessage: 'BPM & key',
    description: 'Tab: find tempo and key',
  },
  tabCut: {id: 'toneTools.files.tabCut', defaultMessage: 'Cutter', description: 'Tab: cut a part of a song'},
  tabConvert: {
    id: 'toneTools.files.tabConvert',
    defaultMessage: 'Converter',
    description: 'Tab: convert to another format',
  },
  acceptLabel: {
    id: 'toneTools.files.accept',
    defaultMessage: 'MP3, WAV, FLAC, M4A or OGG',
    description: 'Which files the upload takes',
  },
  fileReady: {
    id: 'toneTools.files.fileReady',
    defaultMessage: '{name} ({duration})',
    description: 'The uploaded song: its name and length',
  },
  otherFile: {
    id: 'toneTools.files.otherFile',
    defaultMessage: 'Choose another song',
    description: 'Button: upload another file',
  },
  semitones: {
    id: 'toneTools.files.semitones',
    defaultMessage: 'Key (semitones)',
    description: 'Slider label: key change',
  },
  tempo: {
    id: 'toneTools.files.tempo',
    defaultMessage: 'Tempo (%)',
    description: 'Slider label: tempo in percent',
  },
  format: {
    id: 'toneTools.files.format',
    defaultMessage: 'Format',
    description: 'Select label: the result format',
  },
  range: {
    id: 'toneTools.files.range',
    defaultMessage: 'Part to keep',
    description: 'Label of the range to cut',
  },
  rangeHint: {
    id: 'toneTools.files.rangeHint',
    defaultMessage: 'Drag on the waveform with Shift held, or move the Start and End handles above.',
    description:
      'How to pick the range on the waveform; shown under the range slider, whose handles it names',
  },
  rangeStart: {
    id: 'toneTools.files.rangeStart',
    defaultMessage: 'Start',
    description: 'Thumb label: start of the range',
  },
  rangeEnd: {
    id: 'toneTools.files.rangeEnd',
    defaultMessage: 'End',
    description: 'Thumb label: end of the range',
  },
  fadeIn: {
    id: 'toneTools.files.fadeIn',
    defaultMessage: 'Fade in (s)',
    description: 'Slider label: fade in seconds',
  },
  fadeOut: {
    id: 'toneTools.files.fadeOut',
    defaultMessage: 'Fade out (s)',
    description: 'Slider label: fade out seconds',
  },
  waveform: {
    id: 'toneTools.files.waveform',
    defaultMessage: 'Waveform of {name}',
    description: 'Accessible name of the waveform',
  },
  run: {id: 'toneTools.files.run', defaultMessage: 'Process', description: 'Button: start the file tool'},
  analysed: {
    id: 'toneTools.files.analysed',
    defaultMessage: 'Tempo: {bpm, number, ::.#} BPM · Key: {key}',
    description: 'Result of the BPM and key finder',
  },
  result: {
    id: 'toneTools.files.result',
    defaultMessage: 'Result: {name}',
    description: 'Heading of the result file',
  },
  download: {
    id: 'toneTools.files.download',
    defaultMessage: 'Download',
    description: 'Link: download the result',
  },
  canceled: {
    id: 'toneTools.files.canceled',
    defaultMessage: 'The job was canceled.',
    description: 'The job was canceled',
  },
  stageDecode: {
    id: 'toneTools.files.stage.decode',
    defaultMessage: 'Reading the song',
    description: 'Job stage',
  },
  stageProcess: {id: 'toneTools.files.stage.process', defaultMessage: 'Processing', description: 'Job stage'},
  stageEncode: {
    id: 'toneTools.files.stage.encode',
    defaultMessage: 'Writing the result',
    description: 'Job stage',
  },
  stageStore: {id: 'toneTools.files.stage.store', defaultMessage: 'Saving', description: 'Job stage'},
});

/** The tone tools page's own texts. */
export const toneMessages = defineMessages({
  heading: {
    id: 'toneTools.page.heading',
    defaultMessage: 'Tone tools',
    description: 'Heading of the tone tools page',
  },
  lead: {
    id: 'toneTools.page.lead',
    defaultMessage: 'Tune up, keep time and check a pitch, right in your browser, no account needed.',
    description: 'Line under the heading of the tone tools page',
  },
  tabsLabel: {
    id: 'toneTools.page.tabsLabel',
    defaultMessage: 'Tools',
    description: 'Accessible name of the row of tool tabs',
  },
  tabTuner: {id: 'toneTools.page.tab.tuner', defaultMessage: 'Tuner', description: 'Tab: the tuner'},
  tabMetronome: {
    id: 'toneTools.page.tab.metronome',
    defaultMessage: 'Metronome',
    description: 'Tab: the metronome',
  },
  tabGenerator: {
    id: 'toneTools.page.tab.generator',
    defaultMessage: 'Tone generator',
    description: 'Tab: the tone generator',
  },
});
