import {playlistFeatureMessages} from '@nada/playlist';
import {
  ActionBar,
  AlertDialog,
  Badge,
  Button,
  EmptyState,
  Field,
  formatClock,
  Icon,
  Select,
  type ActionBarAction,
  downloadIcon,
  musicIcon,
  playlistIcon,
  repeatIcon,
  slidersIcon,
  spinnerIcon,
  trashIcon,
} from '@nada/ui';
import {useCallback, useEffect, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {ApiRequestError} from '../api/client';
import {usePageLocale} from '../auth/authPages';
import {connectSession} from '../auth/session';
import {useAddToPlaylist} from '../playlist/AddToPlaylist';
import {playlistItemTitle} from '../playlist/itemTitle';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {paramsToSearch} from './searchParams';
import {expiryText, jobSummary} from '../jobs/historyText';
import {archiveUrl, deleteJob, fileUrl, listJobs} from '../api/jobApi';
import {
  downloadFrom,
  historyMessages,
  JOB_STATUSES,
  jobStatusMessages as statusMessages,
  jobStatusTones as statusTones,
  resultMessages,
  type JobFilter,
} from '@nada/jobs';
import {minusoneMessages} from './minusoneMessages';
import {stemMessages} from '@nada/generation-wizard';
import {songNameOf} from '../jobs/resultTrack';
import {jobPath} from '../jobs/jobLink';
import {type Job, type JobStatus, minusOneStem, separationOf} from '../jobs/jobTypes';

/** Props of {@link HistoryList}. */
export interface HistoryListProps {
  /** Lists only jobs of this kind (no kind filter is offered then); every kind when left out. */
  kind?: string;
  /** The id of the page's heading, which names the list. */
  labelledBy: string;
}

type Loaded =
  | {status: 'loading'}
  | {status: 'error'; code: string}
  | {status: 'ready'; items: Job[]; nextCursor: string | null; loadingMore: boolean; moreFailed: boolean};

const ALL = 'all';

/**
 * The signed-in user's jobs, newest first, a page at a time ("load more" follows the cursor), with
 * status (and kind) filters; each row has its song, date, length, settings, status, how long its
 * files are kept, and open, download, re-run and delete.
 */
export function HistoryList({kind, labelledBy}: HistoryListProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const [status, setStatus] = useState<JobStatus | typeof ALL>(ALL);
  const [kindFilter, setKindFilter] = useState<string>(kind ?? ALL);
  const [round, setRound] = useState(0);
  // The list as read for one filter and round; another filter or a retry shows loading until read.
  const [state, setState] = useState<{key: string; loaded: Loaded} | null>(null);
  const filter: JobFilter = {
    ...(kindFilter !== ALL ? {kind: kindFilter} : {}),
    ...(status !== ALL ? {status} : {}),
  };
  const filterKey = JSON.stringify(filter);
  const readKey = `${round}:${filterKey}`;
  const loaded: Loaded = state?.key === readKey ? state.loaded : {status: 'loading'};
  const setLoaded = useCallback(
    (next: Loaded | ((current: Loaded) => Loaded)) =>
      setState((current) => {
        const before: Loaded = current?.key === readKey ? current.loaded : {status: 'loading'};
        return {key: readKey, loaded: typeof next === 'function' ? next(before) : next};
      }),
    [readKey],
  );

  useEffect(() => {
    let current = true;
    connectSession()
      .then(() => listJobs(JSON.parse(filterKey) as JobFilter))
      .then(
        (page) =>
          current &&
          setLoaded({
            status: 'ready',
            items: page.items,
            nextCursor: page.nextCursor,
            loadingMore: false,
            moreFailed: false,
          }),
        (error: unknown) => {
          console.warn('GET /api/jobs failed', error);
          if (current)
            setLoaded({status: 'error', code: error instanceof ApiRequestError ? error.code : 'NETWORK'});
        },
      );
    return () => {
      current = false;
    };
  }, [filterKey, setLoaded]);

  const loadMore = () => {
    if (loaded.status !== 'ready' || !loaded.nextCursor) return;
    const cursor = loaded.nextCursor;
    setLoaded({...loaded, loadingMore: true, moreFailed: false});
    listJobs(JSON.parse(filterKey) as JobFilter, cursor).then(
      (page) =>
        setLoaded((state) =>
          state.status === 'ready'
            ? {
                ...state,
                items: [...state.items, ...page.items],
                nextCursor: page.nextCursor,
                loadingMore: false,
              }
            : state,
        ),
      (error: unknown) => {
        console.warn('GET /api/jobs (more) failed', error);
        setLoaded((state) =>
          state.status === 'ready' ? {...state, loadingMore: false, moreFailed: true} : state,
        );
      },
    );
  };

  const [notice, setNotice] = useState<string | null>(null);
  const removeRow = useCallback(
    (id: string, name: string) => {
      setNotice(intl.formatMessage(historyMessages.deleted, {name}));
      setLoaded((state) =>
        state.status === 'ready' ? {...state, items: state.items.filter((job) => job.id !== id)} : state,
      );
    },
    [intl, setLoaded],
  );

  const statusOptions = [
    {value: ALL, label: intl.formatMessage(historyMessages.all)},
    ...JOB_STATUSES.map((value) => ({value, label: intl.formatMessage(statusMessages[value])})),
  ];
  const kindOptions = [
    {value: ALL, label: intl.formatMessage(historyMessages.all)},
    {value: 'separate', label: intl.formatMessage(historyMessages.kindSeparate)},
    {value: 'import', label: intl.formatMessage(historyMessages.kindImport)},
    {value: 'generate', label: intl.formatMessage(historyMessages.kindGenerate)},
    {value: 'mix', label: intl.formatMessage(historyMessages.kindMix)},
  ];
  const filtered = status !== ALL || (kind === undefined && kindFilter !== ALL);

  return (
    <div className="history">
      <div className="history__filters">
        <Field label={<FormattedMessage {...historyMessages.statusFilter} />}>
          <Select
            options={statusOptions}
            value={status}
            onValueChange={(value) => setStatus(value as JobStatus | typeof ALL)}
          />
        </Field>
        {kind === undefined && (
          <Field label={<FormattedMessage {...historyMessages.kindFilter} />}>
            <Select options={kindOptions} value={kindFilter} onValueChange={setKindFilter} />
          </Field>
        )}
      </div>
      <p className="history__notice" role="status">
        {notice}
      </p>
      {loaded.status === 'loading' && (
        <p className="history__status" role="status" data-page-loading="">
          <Icon icon={spinnerIcon} data-spin="" />
          <FormattedMessage {...historyMessages.loading} />
        </p>
      )}
      {loaded.status === 'error' && (
        <div className="history__status" role="alert">
          <p>
            <FormattedMessage {...historyMessages.loadFailed} />
          </p>
          <Button variant="secondary" size="sm" onClick={() => setRound((value) => value + 1)}>
            <FormattedMessage {...resultMessages.tryAgain} />
          </Button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.items.length === 0 && (
        <EmptyState
          icon={musicIcon}
          title={<FormattedMessage {...historyMessages.emptyTitle} />}
          description={
            <FormattedMessage {...(filtered ? historyMessages.emptyFiltered : historyMessages.emptyText)} />
          }
          action={
            <Button asChild>
              <Link to={localePath('v3-minusone', locale)}>
                <FormattedMessage {...historyMessages.start} />
              </Link>
            </Button>
          }
        />
      )}
      {loaded.status === 'ready' && loaded.items.length > 0 && (
        <>
          <ul className="history__list" aria-labelledby={labelledBy}>
            {loaded.items.map((job) => (
              <HistoryRow key={job.id} job={job} locale={locale} onDeleted={removeRow} />
            ))}
          </ul>
          {loaded.moreFailed && (
            <p role="alert" className="history__status">
              <FormattedMessage {...historyMessages.loadFailed} />
            </p>
          )}
          {loaded.nextCursor && (
            <Button
              variant="secondary"
              onClick={loadMore}
              loading={loaded.loadingMore}
              className="history__more"
            >
              <FormattedMessage {...historyMessages.loadMore} />
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function HistoryRow({
  job,
  locale,
  onDeleted,
}: {
  job: Job;
  locale: Locale;
  onDeleted: (id: string, name: string) => void;
}) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const name = songNameOf(job) ?? intl.formatMessage(historyMessages.untitled);
  const input = job.inputFiles[0];
  const isSeparation = job.kind === 'separate';
  const isImport = job.kind === 'import';
  const canDownload = job.status === 'succeeded' && (job.result?.files.length ?? 0) > 0;
  const result = job.status === 'succeeded' ? separationOf(job) : undefined;
  // A succeeded separation's minus one can go into a playlist while its file is kept.
  const minusOne = result && canDownload ? minusOneStem(result) : undefined;
  const addMinusOne = useAddToPlaylist({
    fileId: minusOne?.fileId ?? '',
    title: playlistItemTitle(name, intl.formatMessage(stemMessages.instrumental)),
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // A mix is one file: it downloads as itself, not as an archive.
  const mixFileId = job.kind === 'mix' ? job.result?.data.fileId : undefined;
  const handleDownload = async () => {
    setProblem(null);
    try {
      downloadFrom(mixFileId ? await fileUrl(mixFileId, 'attachment') : await archiveUrl(job.id));
    } catch (error) {
      console.warn('No archive URL', error);
      setProblem(intl.formatMessage(resultMessages.downloadFailed));
    }
  };

  const handleDelete = async () => {
    try {
      await deleteJob(job.id);
    } catch (error) {
      console.warn('DELETE /api/jobs failed', error);
      setProblem(intl.formatMessage(historyMessages.deleteFailed));
      throw error;
    }
    onDeleted(job.id, name);
  };

  const rerunSearch = new URLSearchParams({
    ...(input ? {file: input.id} : {}),
    ...(isSeparation ? paramsToSearch(job.params) : {}),
  }).toString();

  const actions: ActionBarAction[] = [];
  if (isSeparation || isImport || job.kind === 'generate')
    actions.push({
      id: 'open',
      label: intl.formatMessage(historyMessages.open),
      priority: 'primary',
      link: <Link to={jobPath(job, locale)} />,
    });
  // A mix opens the playground of the song it mixed.
  if (job.kind === 'mix')
    actions.push({
      id: 'open',
      label: intl.formatMessage(historyMessages.open),
      priority: 'primary',
      link: <Link to={jobPath(job, locale)} />,
    });
  if (canDownload)
    actions.push({
      id: 'download',
      label: intl.formatMessage(historyMessages.download),
      icon: downloadIcon,
      priority: 'primary',
      onSelect: () => void handleDownload(),
    });
  if (minusOne)
    actions.push({
      id: 'playlist',
      label: intl.formatMessage(playlistFeatureMessages.addToPlaylist),
      icon: playlistIcon,
      haspopup: 'dialog',
      onSelect: addMinusOne.open,
    });
  if (result && canDownload)
    actions.push({
      id: 'playground',
      label: intl.formatMessage(minusoneMessages.openPlayground),
      icon: slidersIcon,
      link: <Link to={`${localePath('v3-playground', locale)}?job=${encodeURIComponent(job.id)}`} />,
    });
  if (isSeparation && input)
    actions.push({
      id: 'rerun',
      label: intl.formatMessage(historyMessages.rerun),
      icon: repeatIcon,
      link: <Link to={`${localePath('v3-minusone-custom', locale)}?${rerunSearch}`} />,
    });
  if (isImport)
    actions.push({
      id: 'rerun',
      label: intl.formatMessage(historyMessages.rerun),
      icon: repeatIcon,
      link: (
        <Link
          to={`${localePath('v3-generate_fr_yt-option', locale)}?${new URLSearchParams({url: job.params.url})}`}
        />
      ),
    });
  actions.push({
    id: 'delete',
    label: intl.formatMessage(historyMessages.delete),
    icon: trashIcon,
    tone: 'danger',
    haspopup: 'dialog',
    onSelect: () => setConfirmingDelete(true),
  });

  return (
    <li className="history__row" data-job-id={job.id} data-status={job.status}>
      <div className="history__main">
        <p className="history__name">{name}</p>
        <p className="history__facts">
          <time dateTime={job.createdAt}>
            {intl.formatDate(job.createdAt, {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
            })}
          </time>
          {input?.durationSeconds != null && job.kind !== 'mix' && (
            <span>{formatClock(input.durationSeconds, {rounding: 'nearest'})}</span>
          )}
          {(job.kind === 'import' || job.kind === 'generate' || job.kind === 'mix') && job.result && (
            <span>{formatClock(job.result.data.durationSeconds, {rounding: 'nearest'})}</span>
          )}
          <span>{jobSummary(intl, job)}</span>
        </p>
        <p className="history__facts">
          <Badge tone={statusTones[job.status]} dot>
            <FormattedMessage {...statusMessages[job.status]} />
          </Badge>
          {job.status === 'succeeded' && (
            <span className="history__expiry">{expiryText(intl, job, new Date())}</span>
          )}
        </p>
        {job.status === 'failed' && (
          <p className="history__reason">
            <FormattedMessage
              {...historyMessages.failedReason}
              values={{reason: intl.formatMessage(apiErrorMessage(job.error?.code))}}
            />
          </p>
        )}
        {problem && (
          <p role="alert" className="history__reason">
            {problem}
          </p>
        )}
      </div>
      <ActionBar
        className="history__actions"
        aria-label={intl.formatMessage(historyMessages.actionsFor, {name})}
        size="sm"
        // Five actions, one with a long label, fit from 48rem: a desktop row (about 44rem) keeps
        // Open and Download and puts the rest in More, as a phone does.
        collapse="lg"
        actions={actions}
      />
      {minusOne && addMinusOne.element}
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
