import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import {ExportMix} from './ExportMix';
import {storyPlaygroundClient} from './storybook/client';
import {shapedSettings} from './storybook/fixtures';

/** The export over a fake client whose export finishes at once. */
function Export({ready}: {ready: boolean}) {
  const english = useIntl().locale.startsWith('en');
  return (
    <ExportMix
      client={storyPlaygroundClient()}
      locale="id"
      errorText={() => (english ? 'Something went wrong.' : 'Terjadi kesalahan.')}
      jobId="job-1"
      stems={['vocals', 'drums', 'bass', 'other']}
      settings={shapedSettings}
      ready={ready}
    />
  );
}

const meta = {
  title: 'Features/Playground/ExportMix',
  component: Export,
  args: {ready: true},
} satisfies Meta<typeof Export>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stems are loaded: the export button. */
export const Ready: Story = {};
/** The stems are still loading. */
export const Loading: Story = {args: {ready: false}};
