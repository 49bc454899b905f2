import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of @nada/waveform, with ids `waveform.*`. */
export const messages = defineMessages({
  seconds: {
    id: 'waveform.time.seconds',
    defaultMessage: '{seconds, plural, one {# second} other {# seconds}}',
    description: 'A time under a minute as a screen reader reads it, e.g. "5 seconds"',
  },
  minutesSeconds: {
    id: 'waveform.time.minutesSeconds',
    defaultMessage:
      '{minutes, plural, one {# minute} other {# minutes}} {seconds, plural, one {# second} other {# seconds}}',
    description: 'A time under an hour as a screen reader reads it, e.g. "3 minutes 5 seconds"',
  },
  hoursMinutesSeconds: {
    id: 'waveform.time.hoursMinutesSeconds',
    defaultMessage:
      '{hours, plural, one {# hour} other {# hours}} {minutes, plural, one {# minute} other {# minutes}} {seconds, plural, one {# second} other {# seconds}}',
    description: 'A time of an hour or more as a screen reader reads it, e.g. "1 hour 2 minutes 5 seconds"',
  },
  position: {
    id: 'waveform.position',
    defaultMessage: '{position} of {duration}',
    description:
      'Spoken value of the waveform slider: where playback is, out of the whole length; both are spoken times',
  },
  keyboardHint: {
    id: 'waveform.keyboardHint',
    defaultMessage:
      'Arrow keys move 5 seconds, Page Up and Page Down 30 seconds, Home and End to the start and the end. Shift-drag, or the [ and ] keys, mark a part to loop; Delete removes it.',
    description: 'Screen reader description of the keys of the waveform slider',
  },
  loopDescription: {
    id: 'waveform.loopDescription',
    defaultMessage: 'Loop from {start} to {end}.',
    description: 'Screen reader description of the marked loop; start and end are times like 1:05',
  },
  loading: {
    id: 'waveform.loading',
    defaultMessage: 'Loading the waveform…',
    description: 'Status while the waveform of a song loads',
  },
  error: {
    id: 'waveform.error',
    defaultMessage: 'The waveform couldn’t be loaded. The song still plays and you can still seek.',
    description: 'Shown when the waveform data of a song failed to load',
  },
  retry: {
    id: 'waveform.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the waveform again after a failure',
  },
  empty: {
    id: 'waveform.empty',
    defaultMessage: 'This file has no audio to show.',
    description: 'Shown instead of a waveform when the audio is empty (no samples)',
  },
  zoomIn: {
    id: 'waveform.zoomIn',
    defaultMessage: 'Zoom in',
    description: 'Button that zooms into the waveform',
  },
  zoomOut: {
    id: 'waveform.zoomOut',
    defaultMessage: 'Zoom out',
    description: 'Button that zooms out of the waveform',
  },
  zoomValue: {
    id: 'waveform.zoomValue',
    defaultMessage: '{zoom}×',
    description: 'How far the waveform is zoomed in, e.g. "4×"; zoom is a formatted number',
  },
  loopLabel: {
    id: 'waveform.loopLabel',
    defaultMessage: 'Loop {start}–{end}',
    description: 'Visible label of the marked loop; start and end are times like 1:05',
  },
  removeLoop: {
    id: 'waveform.removeLoop',
    defaultMessage: 'Remove loop',
    description: 'Button that removes the marked loop from the waveform',
  },
});
