import type {Meta, StoryObj} from '@storybook/react-vite';
import {PlaylistOwnerNotice, type PlaylistOwnerNoticeProps} from './PlaylistOwnerNotice';
import {StoryPlaylists} from './storybook/client';
import {useStoryText} from './storybook/StoryText';

/** The notice, an unnamed owner called as the app calls them in the story's language. */
function Demo(props: Omit<PlaylistOwnerNoticeProps, 'unnamedOwner'>) {
  const text = useStoryText();
  return (
    <StoryPlaylists>
      <PlaylistOwnerNotice {...props} unnamedOwner={text('Anggota Nada', 'Nada member')} />
    </StoryPlaylists>
  );
}

const meta = {
  title: 'Features/Playlist/PlaylistOwnerNotice',
  component: Demo,
  args: {ownerId: 'owner-1', ownerName: 'Sari Wulandari', signedIn: true},
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const Guest: Story = {args: {signedIn: false}};
export const Unnamed: Story = {args: {ownerName: null}};
