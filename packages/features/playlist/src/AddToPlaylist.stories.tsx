import type {Meta, StoryObj} from '@storybook/react-vite';
import {click} from '@nada/ui/storybook';
import {AddToPlaylist, type AddToPlaylistProps} from './AddToPlaylist';
import {StoryPlaylists} from './storybook/client';
import {useStoryText} from './storybook/StoryText';

/** The icon button of a stem's row, named in the story's language. */
function IconButtonDemo(props: AddToPlaylistProps) {
  const text = useStoryText();
  return (
    <AddToPlaylist
      {...props}
      variant="ghost"
      iconLabel={text('Tambahkan Vokal ke playlist', 'Add Vocals to a playlist')}
    />
  );
}

const meta = {
  title: 'Features/Playlist/AddToPlaylist',
  component: AddToPlaylist,
  args: {fileId: 'file-1', title: 'Bengawan Solo – Minus one'},
  decorators: [
    (Story) => (
      <StoryPlaylists>
        <Story />
      </StoryPlaylists>
    ),
  ],
} satisfies Meta<typeof AddToPlaylist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {};
export const IconOnly: Story = {render: (args) => <IconButtonDemo {...args} />};
export const Open: Story = {play: () => click('button[aria-haspopup="dialog"]')};
