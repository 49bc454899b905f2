import {JobProgressOf, type ErrorTextOf, type JobStage} from '@nada/jobs';
import {Button, Icon, downloadIcon, repeatIcon, spinnerIcon, successIcon, warningIcon} from '@nada/ui';
import {useId} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {exportMessages as messages} from './exportMessages';
import {messages as playlistMessages} from './messages';
import type {PlaylistExportState} from './playlistExport';
import './playlistExport.css';

/** Props of {@link PlaylistExportStatus}. */
export interface PlaylistExportStatusProps {
  /** Where the export stands (`usePlaylistExport`). */
  state: PlaylistExportState;
  /** The kind's stages in order, with their labels. */
  stages: readonly JobStage[];
  /** The text of an API error code in the user's language. */
  errorText: ErrorTextOf;
  /** Asks for the export again. */
  onRetry: () => void;
  /** Cancels the running export's job. */
  onCancel: (id: string) => Promise<unknown>;
  /** Downloads the finished zip. */
  onDownload: () => void;
  /** Whether the zip's address is being asked for. @default false */
  downloading?: boolean;
  /** The API's code when the zip's address could not be had. */
  downloadError?: string | null;
  /** The elapsed time to show instead of counting from the job's start (stories of a running export). */
  elapsedSeconds?: number;
}

/**
 * The export of a playlist on its page: starting, its job's progress stage by stage (with cancel),
 * the finished zip to download, or why it was refused or failed, with "Try again". Nothing while
 * no export was asked for.
 */
export function PlaylistExportStatus({
  state,
  stages,
  errorText,
  onRetry,
  onCancel,
  onDownload,
  downloading = false,
  downloadError = null,
  elapsedSeconds,
}: PlaylistExportStatusProps) {
  const intl = useIntl();
  const headingId = useId();
  if (state.status === 'idle') return null;
  const job = state.status === 'job' ? state.job : null;
  const done = job?.status === 'succeeded' ? job.result : null;

  return (
    <section
      className="nada-playlist-export"
      aria-labelledby={headingId}
      data-status={job?.status ?? state.status}
    >
      <h2 id={headingId} className="nada-playlist-export__heading">
        {intl.formatMessage(messages.heading)}
      </h2>
      {state.status === 'starting' && (
        <p role="status" className="nada-playlist-export__line">
          <Icon icon={spinnerIcon} data-spin="" />
          {intl.formatMessage(messages.starting)}
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" className="nada-playlist-export__problem" data-code={state.code}>
          <p className="nada-playlist-export__line">
            <Icon icon={warningIcon} />
            <span>
              <strong>{intl.formatMessage(messages.failed)}</strong> {errorText(state.code)}
            </span>
          </p>
          <Button variant="primary" size="sm" iconStart={repeatIcon} onClick={onRetry}>
            {intl.formatMessage(playlistMessages.retry)}
          </Button>
        </div>
      )}
      {job && !done && (
        <JobProgressOf
          job={job}
          stages={stages}
          canceled={intl.formatMessage(messages.canceled)}
          errorText={errorText}
          onCancel={onCancel}
          onRetry={onRetry}
          elapsedSeconds={elapsedSeconds}
        />
      )}
      {done && (
        <div className="nada-playlist-export__done">
          <p role="status" className="nada-playlist-export__line">
            <Icon icon={successIcon} />
            <FormattedMessage
              {...messages.ready}
              values={{count: done.data.trackCount, format: done.data.format}}
            />
          </p>
          <div className="nada-playlist-export__actions">
            <Button variant="primary" iconStart={downloadIcon} loading={downloading} onClick={onDownload}>
              {intl.formatMessage(messages.download)}
            </Button>
            <span className="nada-playlist-export__note">{intl.formatMessage(messages.history)}</span>
          </div>
          {downloadError && (
            <p role="alert" className="nada-playlist-export__problem">
              <Icon icon={warningIcon} />
              <FormattedMessage {...messages.downloadFailed} values={{reason: errorText(downloadError)}} />
            </p>
          )}
        </div>
      )}
    </section>
  );
}
