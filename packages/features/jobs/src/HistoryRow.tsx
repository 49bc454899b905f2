import {ActionBar, AlertDialog, Badge, downloadIcon, trashIcon, type ActionBarAction} from '@nada/ui';
import {useState, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {expiryText} from './expiry';
import type {ErrorTextOf} from './JobProgressOf';
import {jobStatusMessages, jobStatusTones} from './jobStatus';
import {historyMessages, resultMessages} from './messages';
import {downloadFrom} from './resultMedia';
import type {JobLike, JobsClient} from './types';

/** Props of {@link HistoryRow}. */
export interface HistoryRowProps {
  job: JobLike;
  /** The job's song or title, as the app names it by its kind. */
  name: string;
  /** The kind's facts after the date: lengths, the settings in one line. */
  facts: ReactNode;
  /** The kind's first action (Open), before Download. */
  openAction?: ActionBarAction;
  /** The kind's other actions (add to playlist, playground, re-run), between Download and Delete. */
  actions?: readonly ActionBarAction[];
  /** A result that is one file downloads as that file; without it, the job's archive of every file. */
  downloadFileId?: string;
  /** Downloads and deletes through the API. */
  client: Pick<JobsClient<JobLike>, 'deleteJob' | 'archiveUrl' | 'signedFileUrl'>;
  /** The text of a failed job's error code. */
  errorText: ErrorTextOf;
  /** Called once the API has deleted the job. */
  onDeleted: (id: string, name: string) => void;
  /** What the kind's actions open (the add-to-playlist dialog). */
  children?: ReactNode;
}

/**
 * One job of the history: its name, date, facts, status, how long its files are kept, why it failed,
 * and its actions: the kind's, Download (when it made files that are kept) and Delete (confirmed).
 */
export function HistoryRow({
  job,
  name,
  facts,
  openAction,
  actions = [],
  downloadFileId,
  client,
  errorText,
  onDeleted,
  children,
}: HistoryRowProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canDownload = job.status === 'succeeded' && (job.result?.files.length ?? 0) > 0;

  const handleDownload = async () => {
    setProblem(null);
    try {
      downloadFrom(
        downloadFileId
          ? (await client.signedFileUrl(downloadFileId, 'attachment')).url
          : await client.archiveUrl(job.id),
      );
    } catch (error) {
      console.warn('No download URL', error);
      setProblem(intl.formatMessage(resultMessages.downloadFailed));
    }
  };

  const handleDelete = async () => {
    try {
      await client.deleteJob(job.id);
    } catch (error) {
      console.warn('Deleting the job failed', error);
      setProblem(intl.formatMessage(historyMessages.deleteFailed));
      throw error;
    }
    onDeleted(job.id, name);
  };

  const all: ActionBarAction[] = [
    ...(openAction ? [openAction] : []),
    ...(canDownload
      ? [
          {
            id: 'download',
            label: intl.formatMessage(historyMessages.download),
            icon: downloadIcon,
            priority: 'primary',
            onSelect: () => void handleDownload(),
          } satisfies ActionBarAction,
        ]
      : []),
    ...actions,
    {
      id: 'delete',
      label: intl.formatMessage(historyMessages.delete),
      icon: trashIcon,
      tone: 'danger',
      haspopup: 'dialog',
      onSelect: () => setConfirmingDelete(true),
    },
  ];

  return (
    <li className="nada-history__row" data-job-id={job.id} data-status={job.status}>
      <div className="nada-history__main">
        <p className="nada-history__name">{name}</p>
        <p className="nada-history__facts">
          <time dateTime={job.createdAt}>
            {intl.formatDate(job.createdAt, {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
            })}
          </time>
          {facts}
        </p>
        <p className="nada-history__facts">
          <Badge tone={jobStatusTones[job.status]} dot>
            <FormattedMessage {...jobStatusMessages[job.status]} />
          </Badge>
          {job.status === 'succeeded' && (
            <span className="nada-history__expiry">{expiryText(intl, job, new Date())}</span>
          )}
        </p>
        {job.status === 'failed' && (
          <p className="nada-history__reason">
            <FormattedMessage
              {...historyMessages.failedReason}
              values={{reason: errorText(job.error?.code)}}
            />
          </p>
        )}
        {problem && (
          <p role="alert" className="nada-history__reason">
            {problem}
          </p>
        )}
      </div>
      <ActionBar
        className="nada-history__actions"
        aria-label={intl.formatMessage(historyMessages.actionsFor, {name})}
        size="sm"
        // Five actions, one with a long label, fit from 48rem: a desktop row (about 44rem) keeps
        // Open and Download and puts the rest in More, as a phone does.
        collapse="lg"
        actions={all}
      />
      {children}
      <AlertDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        tone="danger"
        title={<FormattedMessage {...historyMessages.deleteTitle} values={{name}} />}
        description={<FormattedMessage {...historyMessages.deleteDescription} />}
        confirmLabel={<FormattedMessage {...historyMessages.deleteConfirm} />}
        cancelLabel={<FormattedMessage {...historyMessages.deleteCancel} />}
        onConfirm={handleDelete}
      />
    </li>
  );
}
