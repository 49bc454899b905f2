import type {Meta, StoryObj} from '@storybook/react-vite';
import {UnderstoodPromptSummary} from './UnderstoodPromptSummary';
import {understoodDangdut, understoodPianoGuitar} from './storybook/fixtures';
import {useStoryText} from './storybook/StoryText';

// The app's error text in the language of the Storybook toolbar.
function StorySummary(props: Parameters<typeof UnderstoodPromptSummary>[0]) {
  const text = useStoryText();
  return (
    <UnderstoodPromptSummary
      {...props}
      {...(props.status === 'error'
        ? {
            errorText: text(
              'Nada tidak bisa dihubungi. Periksa koneksimu, lalu coba lagi.',
              'Nada cannot be reached. Check your connection and try again.',
            ),
          }
        : {})}
    />
  );
}

const meta = {
  title: 'Features/GenerateAi/UnderstoodPromptSummary',
  component: UnderstoodPromptSummary,
  render: (args) => <StorySummary {...args} />,
  args: {understood: understoodDangdut},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 520}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UnderstoodPromptSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Understood: Story = {};
export const FromTheFormAndDefaults: Story = {
  args: {
    understood: {
      genre: 'keroncong',
      mood: 'nostalgic',
      bpm: 84,
      key: {tonic: 'D', mode: 'major'},
      durationSeconds: 150,
      instruments: ['ukulele', 'cello', 'flute', 'violin'],
      language: 'id',
      sources: {
        genre: 'field',
        mood: 'default',
        bpm: 'prompt',
        key: 'field',
        durationSeconds: 'default',
        instruments: 'default',
      },
    },
  },
};
/** The prompt named piano and guitar: those are "from your description", the rest Nada's choice. */
export const NamedAndAddedInstruments: Story = {args: {understood: understoodPianoGuitar}};
export const Empty: Story = {args: {understood: null}};
export const Loading: Story = {args: {understood: null, status: 'loading'}};
export const Failed: Story = {
  args: {
    understood: null,
    status: 'error',
  },
};
