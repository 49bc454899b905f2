import type {Meta, StoryObj} from '@storybook/react-vite';
import {GeneratedTrackItem} from './GeneratedTrackItem';
import {track} from './storybook/fixtures';
import {click} from '@nada/ui/storybook';
import {useStoryText} from './storybook/StoryText';

// The app's error and failure texts in the language of the Storybook toolbar.
function StoryTrackItem(props: Parameters<typeof GeneratedTrackItem>[0]) {
  const text = useStoryText();
  return (
    <GeneratedTrackItem
      {...props}
      errorText={() =>
        text(
          'Nada tidak bisa dihubungi. Periksa koneksimu, lalu coba lagi.',
          'Nada cannot be reached. Check your connection and try again.',
        )
      }
      {...(props.status === 'failed'
        ? {
            failureText: text(
              'Terjadi kesalahan. Coba lagi sebentar lagi.',
              'Something went wrong. Try again in a moment.',
            ),
          }
        : {})}
    />
  );
}

const meta = {
  title: 'Features/GenerateAi/GeneratedTrackItem',
  component: GeneratedTrackItem,
  render: (args) => <StoryTrackItem {...args} />,
  args: {
    track,
    onRename: () => Promise.resolve(),
    onVisibilityChange: () => Promise.resolve(),
    onDelete: () => Promise.resolve(),
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 720}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GeneratedTrackItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Playing: Story = {args: {playing: true}};
export const Public: Story = {args: {track: {...track, visibility: 'public'}, onShare: () => undefined}};
export const Renaming: Story = {args: {defaultRenaming: true}};
export const Deleting: Story = {play: () => click('[data-action="delete"]')};
export const Running: Story = {
  args: {
    status: 'running',
    percent: 45,
    track: {...track, title: 'Upbeat dangdut for a wedding', durationSeconds: null},
  },
};
export const Failed: Story = {
  args: {
    status: 'failed',
    track: {...track, title: 'Upbeat dangdut for a wedding', durationSeconds: null},
  },
};
export const Narrow: Story = {
  args: {track: {...track, visibility: 'public'}},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
