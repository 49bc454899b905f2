import {Button, EmptyState, Field, Icon, Select, musicIcon, spinnerIcon} from '@nada/ui';
import {Fragment, useCallback, useState, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {JOB_STATUSES, jobStatusMessages} from './jobStatus';
import {historyMessages, resultMessages} from './messages';
import type {JobFilter, JobLike, JobsClient, JobStatus} from './types';
import {useJobHistory} from './useJobHistory';
import './history.css';

const ALL = 'all';

/** Props of {@link HistoryList}. */
export interface HistoryListProps<Job extends JobLike> {
  /** Reads the caller's jobs, a page at a time. */
  client: Pick<JobsClient<Job>, 'listJobs'>;
  /** Lists only jobs of this kind (no kind filter is offered then); every kind when left out. */
  kind?: string;
  /** The kinds the kind filter offers, with their names. */
  kindOptions: readonly {value: string; label: string}[];
  /** The id of the page's heading, which names the list. */
  labelledBy: string;
  /** What the empty history offers (a link to start a job). */
  emptyAction: ReactNode;
  /** One job's row, a {@link HistoryRow} with the kind's facts and actions; `onDeleted` takes it out. */
  renderRow: (job: Job, onDeleted: (id: string, name: string) => void) => ReactNode;
}

/**
 * The signed-in user's jobs, newest first, a page at a time ("Load more" follows the cursor), with
 * status (and kind) filters; the app renders each row by the job's kind.
 */
export function HistoryList<Job extends JobLike>({
  client,
  kind,
  kindOptions,
  labelledBy,
  emptyAction,
  renderRow,
}: HistoryListProps<Job>) {
  const intl = useIntl();
  const [status, setStatus] = useState<JobStatus | typeof ALL>(ALL);
  const [kindFilter, setKindFilter] = useState<string>(kind ?? ALL);
  const filter: JobFilter = {
    ...(kindFilter !== ALL ? {kind: kindFilter} : {}),
    ...(status !== ALL ? {status} : {}),
  };
  const history = useJobHistory(client, filter);
  const {state, remove} = history;
  const [notice, setNotice] = useState<string | null>(null);
  const handleDeleted = useCallback(
    (id: string, name: string) => {
      setNotice(intl.formatMessage(historyMessages.deleted, {name}));
      remove(id);
    },
    [intl, remove],
  );

  const all = {value: ALL, label: intl.formatMessage(historyMessages.all)};
  const statusOptions = [
    all,
    ...JOB_STATUSES.map((value) => ({value, label: intl.formatMessage(jobStatusMessages[value])})),
  ];
  const filtered = status !== ALL || (kind === undefined && kindFilter !== ALL);

  return (
    <div className="nada-history">
      <div className="nada-history__filters">
        <Field label={<FormattedMessage {...historyMessages.statusFilter} />}>
          <Select
            options={statusOptions}
            value={status}
            onValueChange={(value) => setStatus(value as JobStatus | typeof ALL)}
          />
        </Field>
        {kind === undefined && (
          <Field label={<FormattedMessage {...historyMessages.kindFilter} />}>
            <Select options={[all, ...kindOptions]} value={kindFilter} onValueChange={setKindFilter} />
          </Field>
        )}
      </div>
      <p className="nada-history__notice" role="status">
        {notice}
      </p>
      {state.status === 'loading' && (
        <p className="nada-history__status" role="status" data-page-loading="">
          <Icon icon={spinnerIcon} data-spin="" />
          <FormattedMessage {...historyMessages.loading} />
        </p>
      )}
      {state.status === 'error' && (
        <div className="nada-history__status" role="alert">
          <p>
            <FormattedMessage {...historyMessages.loadFailed} />
          </p>
          <Button variant="secondary" size="sm" onClick={history.reload}>
            <FormattedMessage {...resultMessages.tryAgain} />
          </Button>
        </div>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <EmptyState
          icon={musicIcon}
          title={<FormattedMessage {...historyMessages.emptyTitle} />}
          description={
            <FormattedMessage {...(filtered ? historyMessages.emptyFiltered : historyMessages.emptyText)} />
          }
          action={emptyAction}
        />
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <>
          <ul className="nada-history__list" aria-labelledby={labelledBy}>
            {state.items.map((job) => (
              <Fragment key={job.id}>{renderRow(job, handleDeleted)}</Fragment>
            ))}
          </ul>
          {state.moreFailed && (
            <p role="alert" className="nada-history__status">
              <FormattedMessage {...historyMessages.loadFailed} />
            </p>
          )}
          {state.nextCursor && (
            <Button
              variant="secondary"
              onClick={history.loadMore}
              loading={state.loadingMore}
              className="nada-history__more"
            >
              <FormattedMessage {...historyMessages.loadMore} />
            </Button>
          )}
        </>
      )}
    </div>
  );
}
