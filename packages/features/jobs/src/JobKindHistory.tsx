import {formatClock, repeatIcon, type ActionBarAction} from '@nada/ui';
import type {ReactElement, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {HistoryList} from './HistoryList';
import {HistoryRow} from './HistoryRow';
import type {ErrorTextOf} from './JobProgressOf';
import type {JobKindRegistry, JobResultView} from './kinds';
import {historyMessages} from './messages';
import type {JobLike, JobsClient} from './types';

/** What a row offers besides its kind's Open and re-run: actions, and what they open (a dialog). */
export interface HistoryRowExtras {
  actions: readonly ActionBarAction[];
  /** Rendered once in the row (the dialog an action opens). */
  element?: ReactNode;
}

/** Props of {@link JobKindHistory}. */
export interface JobKindHistoryProps<Job extends JobLike, Locale extends string> {
  /** Reads, downloads and deletes the caller's jobs. */
  client: Pick<JobsClient<Job>, 'listJobs' | 'deleteJob' | 'archiveUrl' | 'signedFileUrl'>;
  /** The app's registry of kinds: each row's name, facts, links and download come from its kind's descriptor. */
  kinds: JobKindRegistry<Job, Locale, JobResultView>;
  /** The page's locale, for the descriptors' links. */
  locale: Locale;
  /** Lists only jobs of this kind (no kind filter is offered then); every kind when left out. */
  kind?: string;
  /** The id of the page's heading, which names the list. */
  labelledBy: string;
  /** What the empty history offers (a link to start a job). */
  emptyAction: ReactNode;
  /** A link to `href` inside the app (its router's), without children: an action's link. */
  renderLink: (href: string) => ReactElement<{children?: ReactNode}>;
  /** The text of a failed job's error code. */
  errorText: ErrorTextOf;
  /**
   * A hook (always the same function) giving a row's other actions, between Download and Delete:
   * "add to playlist", "playground"… @default none
   */
  useRowExtras?: (job: Job, name: string) => HistoryRowExtras;
}

const noExtras = (): HistoryRowExtras => ({actions: []});

/**
 * The history of the user's jobs (a {@link HistoryList}), each row read through its kind's
 * descriptor: its name, length and settings, Open and "run again" where the kind has them, and the
 * download of its one file or of its archive.
 */
export function JobKindHistory<Job extends JobLike, Locale extends string>({
  client,
  kinds,
  kind,
  labelledBy,
  emptyAction,
  ...row
}: JobKindHistoryProps<Job, Locale>) {
  const intl = useIntl();
  return (
    <HistoryList
      client={client}
      kind={kind}
      kindOptions={kinds.filterOptions(intl)}
      labelledBy={labelledBy}
      emptyAction={emptyAction}
      renderRow={(job, onDeleted) => (
        <KindRow job={job} client={client} kinds={kinds} onDeleted={onDeleted} {...row} />
      )}
    />
  );
}

/** A job's row: its name, length and settings, and the actions its kind offers. */
function KindRow<Job extends JobLike, Locale extends string>({
  job,
  client,
  kinds,
  locale,
  renderLink,
  errorText,
  useRowExtras = noExtras,
  onDeleted,
}: Pick<
  JobKindHistoryProps<Job, Locale>,
  'client' | 'kinds' | 'locale' | 'renderLink' | 'errorText' | 'useRowExtras'
> & {job: Job; onDeleted: (id: string, name: string) => void}) {
  const intl = useIntl();
  const descriptor = kinds.descriptorOf(job);
  const name = kinds.nameOf(job) ?? intl.formatMessage(historyMessages.untitled);
  const seconds = kinds.secondsOf(job);
  const extras = useRowExtras(job, name);
  const rerun = descriptor?.rerunPath?.(job, locale);
  const actions: ActionBarAction[] = [...extras.actions];
  if (rerun)
    actions.push({
      id: 'rerun',
      label: intl.formatMessage(historyMessages.rerun),
      icon: repeatIcon,
      link: renderLink(rerun),
    });
  return (
    <HistoryRow
      job={job}
      name={name}
      facts={
        <>
          {seconds !== null && <span>{formatClock(seconds, {rounding: 'nearest'})}</span>}
          <span>{kinds.summaryOf(intl, job)}</span>
        </>
      }
      openAction={
        descriptor?.path && descriptor.openFromHistory !== false
          ? {
              id: 'open',
              label: intl.formatMessage(historyMessages.open),
              priority: 'primary',
              link: renderLink(descriptor.path(job, locale)),
            }
          : undefined
      }
      actions={actions}
      // A kind whose result is one file (a mix, a playlist export's zip) downloads it as itself, not as an archive.
      downloadFileId={kinds.resultOf(job)?.downloadFileId}
      client={client}
      errorText={errorText}
      onDeleted={onDeleted}
    >
      {extras.element}
    </HistoryRow>
  );
}
