import type {Meta, StoryObj} from '@storybook/react-vite';
import {PromptForm} from './PromptForm';
import {choices} from './storybook/fixtures';
import {click} from '@nada/ui/storybook';
import {useStoryText} from './storybook/StoryText';

// The app's text for a refused generation, in the language of the Storybook toolbar.
function StoryPromptForm(props: Parameters<typeof PromptForm>[0]) {
  const text = useStoryText();
  return (
    <PromptForm
      {...props}
      errorText={() =>
        text(
          'Kreditmu bulan ini tidak cukup untuk lagu sepanjang ini.',
          "This month's credits are not enough for a track this long.",
        )
      }
    />
  );
}

const meta = {
  title: 'Features/GenerateAi/PromptForm',
  component: PromptForm,
  render: (args) => <StoryPromptForm {...args} />,
  args: {
    ...choices,
    onSubmit: () => Promise.resolve(),
    // Replaced by the story's own, in the toolbar's language.
    errorText: () => '',
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 720}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromptForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};
export const Filled: Story = {
  args: {
    defaultValues: {
      prompt: 'Lagu pop santai 90 bpm dengan piano',
      genre: 'pop',
      mood: 'calm',
      key: 'D major',
      tempo: '90',
      length: '120',
      instruments: ['piano', 'bass', 'drums'],
    },
  },
};
export const Invalid: Story = {
  args: {defaultValues: {prompt: '', tempo: '300', length: '5'}, validateOnMount: true},
};
export const Submitting: Story = {
  args: {
    defaultValues: {prompt: 'Upbeat dangdut for a wedding'},
    onSubmit: () => new Promise<void>(() => {}),
  },
  play: () => click('.nada-generate-form button[type="submit"]'),
};
export const Refused: Story = {
  args: {
    defaultValues: {prompt: 'Upbeat dangdut for a wedding', length: '300'},
    onSubmit: () => Promise.reject(Object.assign(new Error('402'), {code: 'CREDITS_EXHAUSTED'})),
  },
  play: () => click('.nada-generate-form button[type="submit"]'),
};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
