import type {Meta, StoryObj} from '@storybook/react-vite';
import {BUILT_IN_ENGINE, SeparationOptions} from './SeparationOptions';
import type {SeparationOptionsProps} from './SeparationOptions';
import {STORY_SEPARATION_VALUE} from './storybook/fixtures';
import type {EngineDescription, SeparationValue} from './types';

const engines: EngineDescription[] = [
  BUILT_IN_ENGINE,
  {id: 'repet-sim', label: 'REPET-SIM', stems: ['2'], builtIn: true},
  {id: 'onnx:htdemucs', label: 'HT Demucs', stems: ['2', '4'], builtIn: false},
  {id: 'onnx:mdx-vocals', label: 'MDX Vocals', stems: ['2'], builtIn: false},
];

/** SeparationOptions uncontrolled, from the story's options (the app passes the API's defaults). */
function StoryOptions({
  defaultValue = STORY_SEPARATION_VALUE,
  ...props
}: Omit<SeparationOptionsProps, 'value' | 'defaultValue'> & {defaultValue?: SeparationValue}) {
  return <SeparationOptions defaultValue={defaultValue} {...props} />;
}

const meta = {
  title: 'Features/GenerationWizard/SeparationOptions',
  component: StoryOptions,
  decorators: [
    (Story) => (
      <div style={{maxWidth: '40rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoryOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Simple: Story = {args: {simple: true}};
export const FourStems: Story = {args: {defaultValue: {...STORY_SEPARATION_VALUE, stems: '4'}}};
export const WithModels: Story = {
  args: {engines, defaultValue: {...STORY_SEPARATION_VALUE, engine: 'onnx:htdemucs'}},
};
/** A singer's key two semitones lower, a little slower, in FLAC at streaming loudness. */
export const Customised: Story = {
  args: {
    engines,
    defaultValue: {stems: '2', engine: 'dsp', semitones: -2, tempo: 0.9, format: 'flac', loudnessTarget: -14},
  },
};
export const Disabled: Story = {
  args: {disabled: true, defaultValue: {...STORY_SEPARATION_VALUE, semitones: 3}},
};
