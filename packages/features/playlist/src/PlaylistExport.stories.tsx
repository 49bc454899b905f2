import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import type {PlaylistExportState} from './playlistExport';
import {PlaylistExportDialog} from './PlaylistExportDialog';
import {PlaylistExportStatus} from './PlaylistExportStatus';
import {ownPlaylist} from './storybook/fixtures';
import {doneExportJob, exportJob, storyErrorText, storyExporter} from './storybook/exporter';

const exporter = storyExporter();

/** "Download all" and the panel under the playlist's actions, as the owner's page shows them. */
function Demo({
  state,
  itemCount = 6,
  unavailableCount = 0,
  dialogOpen = false,
  downloadError = null,
}: {
  state: PlaylistExportState;
  itemCount?: number;
  unavailableCount?: number;
  dialogOpen?: boolean;
  downloadError?: string | null;
}) {
  const intl = useIntl();
  return (
    <div style={{display: 'flex', flexDirection: 'column', gap: 'var(--nada-space-4)', maxWidth: '44rem'}}>
      <div>
        <PlaylistExportDialog
          title={ownPlaylist.title}
          itemCount={itemCount}
          unavailableCount={unavailableCount}
          defaultOpen={dialogOpen}
          onExport={() => {}}
        />
      </div>
      <PlaylistExportStatus
        state={state}
        stages={exporter.stages(intl)}
        errorText={storyErrorText}
        onRetry={() => {}}
        onCancel={async () => {}}
        onDownload={() => {}}
        downloadError={downloadError}
        elapsedSeconds={12}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Playlist/PlaylistExport',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {args: {state: {status: 'idle'}}};
export const ChoosingFormat: Story = {args: {state: {status: 'idle'}, dialogOpen: true}};
export const UnavailableSongs: Story = {
  args: {state: {status: 'idle'}, dialogOpen: true, unavailableCount: 1},
};
export const EmptyPlaylist: Story = {args: {state: {status: 'idle'}, itemCount: 0}};
export const Starting: Story = {args: {state: {status: 'starting'}}};
export const Running: Story = {args: {state: {status: 'job', job: exportJob()}}};
export const Done: Story = {args: {state: {status: 'job', job: doneExportJob}}};
export const DownloadFailed: Story = {
  args: {state: {status: 'job', job: doneExportJob}, downloadError: 'NETWORK'},
};
export const Failed: Story = {
  args: {
    state: {
      status: 'job',
      job: exportJob({
        status: 'failed',
        stage: 'tracks',
        percent: 20,
        finishedAt: '2026-11-22T08:30:09Z',
        error: {code: 'PLAYLIST_TRACK_UNAVAILABLE'},
      }),
    },
  },
};
export const Refused: Story = {args: {state: {status: 'error', code: 'PLAYLIST_EMPTY'}}};
