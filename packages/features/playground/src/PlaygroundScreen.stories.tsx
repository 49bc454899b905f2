import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import {PlaygroundScreen} from './PlaygroundScreen';
import {storyPlaygroundClient} from './storybook/client';

/** The page's picker over a fake client: the user's songs, or none. */
function Screen({songs}: {songs: 'some' | 'none'}) {
  const english = useIntl().locale.startsWith('en');
  return (
    <PlaygroundScreen
      client={storyPlaygroundClient(songs === 'none' ? {listStemSongs: () => Promise.resolve([])} : {})}
      jobId={null}
      locale="id"
      errorText={() => (english ? 'Something went wrong.' : 'Terjadi kesalahan.')}
      pickerLink={<a href="#playground" />}
      jobLink={(jobId) => <a href={`#${jobId}`} />}
      minusOneLink={<a href="#minusone" />}
    />
  );
}

const meta = {
  title: 'Features/Playground/PlaygroundScreen',
  component: Screen,
  args: {songs: 'some'},
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The songs with stems to open. */
export const Picker: Story = {};
/** No song with stems yet. */
export const Empty: Story = {args: {songs: 'none'}};
