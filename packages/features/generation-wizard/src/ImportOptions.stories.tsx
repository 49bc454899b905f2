import type {Meta, StoryObj} from '@storybook/react-vite';
import {ImportOptions, type ImportOptionsProps, type ImportValue} from './ImportOptions';
import {STORY_SEPARATION_VALUE} from './storybook/fixtures';

const START: ImportValue = {then: 'minusone', separation: STORY_SEPARATION_VALUE, range: null};

/** ImportOptions uncontrolled, from the story's value, for a video of 3:20. */
function StoryImportOptions({
  defaultValue = START,
  ...props
}: Omit<ImportOptionsProps, 'value' | 'defaultValue' | 'durationSeconds'> & {
  defaultValue?: ImportValue;
  durationSeconds?: number | null;
}) {
  return <ImportOptions defaultValue={defaultValue} durationSeconds={200} {...props} />;
}

const meta = {
  title: 'Features/GenerationWizard/ImportOptions',
  component: StoryImportOptions,
  decorators: [
    (Story) => (
      <div style={{maxWidth: '44rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoryImportOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The minus one, with its options (its stem set is the choice's). */
export const MinusOne: Story = {};
export const VocalsOnly: Story = {args: {defaultValue: {...START, then: 'vocals'}}};
export const FourStems: Story = {
  args: {defaultValue: {...START, then: 'stems', separation: {...STORY_SEPARATION_VALUE, stems: '4'}}},
};
/** Just the audio: nothing to set but the part of the video. */
export const AudioOnly: Story = {args: {defaultValue: {...START, then: 'audio'}}};
/** The whole song two semitones lower and a little slower: key, tempo, format and loudness only. */
export const KeyAndTempo: Story = {
  args: {
    defaultValue: {
      ...START,
      then: 'keytempo',
      separation: {...STORY_SEPARATION_VALUE, semitones: -2, tempo: 0.9},
    },
  },
};
/** Only the chorus, from 0:45 to 1:30. */
export const PartOfTheVideo: Story = {args: {defaultValue: {...START, range: {start: '0:45', end: '1:30'}}}};
/** A part that ends after the video does, explained under its end. */
export const PartOutside: Story = {args: {defaultValue: {...START, range: {start: '0:45', end: '4:00'}}}};
/** A part whose start is not a time. */
export const PartNotATime: Story = {args: {defaultValue: {...START, range: {start: 'satu', end: '1:30'}}}};
export const Disabled: Story = {
  args: {disabled: true, defaultValue: {...START, range: {start: '0:45', end: '1:30'}}},
};
