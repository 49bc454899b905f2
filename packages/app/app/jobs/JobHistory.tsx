import {stemMessages} from '@nada/generation-wizard';
import {HistoryList, HistoryRow, historyMessages, resultMessages, type JobsClient} from '@nada/jobs';
import {playlistFeatureMessages, playlistItemTitle, useAddToPlaylist} from '@nada/playlist';
import {Button, formatClock, playlistIcon, repeatIcon, slidersIcon, type ActionBarAction} from '@nada/ui';
import {useIntl} from 'react-intl';
import {Link} from 'react-router';
import {apiErrorText} from '../api/apiErrorText';
import {jobsClient, listJobs} from '../api/jobApi';
import {usePageLocale} from '../auth/authPages';
import {connectSession} from '../auth/session';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {jobKinds} from './jobKinds';
import {minusOneStem, separationOf, type Job} from './jobTypes';

// The history reads once the session is connected, so the ID token goes with it.
const historyClient: Pick<JobsClient<Job>, 'listJobs'> = {
  listJobs: (filter, ...cursor) => connectSession().then(() => listJobs(filter, ...cursor)),
};

/** Props of {@link JobHistory}. */
export interface JobHistoryProps {
  /** Lists only jobs of this kind (no kind filter is offered then); every kind when left out. */
  kind?: string;
  /** The id of the page's heading, which names the list. */
  labelledBy: string;
}

/** The history of the user's jobs (`HistoryList` of @nada/jobs), each row with its kind's facts and actions. */
export function JobHistory({kind, labelledBy}: JobHistoryProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const kindOptions = jobKinds.filterOptions(intl);
  return (
    <HistoryList
      client={historyClient}
      kind={kind}
      kindOptions={kindOptions}
      labelledBy={labelledBy}
      emptyAction={
        <Button asChild>
          <Link to={localePath('v3-minusone', locale)}>{intl.formatMessage(historyMessages.start)}</Link>
        </Button>
      }
      renderRow={(job, onDeleted) => <JobHistoryRow job={job} locale={locale} onDeleted={onDeleted} />}
    />
  );
}

/** A job's row: its name, lengths and settings, and the actions its kind offers. */
function JobHistoryRow({
  job,
  locale,
  onDeleted,
}: {
  job: Job;
  locale: Locale;
  onDeleted: (id: string, name: string) => void;
}) {
  const intl = useIntl();
  const kind = jobKinds.descriptorOf(job);
  const name = jobKinds.nameOf(job) ?? intl.formatMessage(historyMessages.untitled);
  const seconds = jobKinds.secondsOf(job);
  const kept = job.status === 'succeeded' && (job.result?.files.length ?? 0) > 0;
  const result = job.status === 'succeeded' ? separationOf(job) : undefined;
  // A succeeded separation's minus one can go into a playlist while its file is kept.
  const minusOne = result && kept ? minusOneStem(result) : undefined;
  const addMinusOne = useAddToPlaylist({
    fileId: minusOne?.fileId ?? '',
    title: playlistItemTitle(name, intl.formatMessage(stemMessages.instrumental)),
  });

  const actions: ActionBarAction[] = [];
  if (minusOne)
    actions.push({
      id: 'playlist',
      label: intl.formatMessage(playlistFeatureMessages.addToPlaylist),
      icon: playlistIcon,
      haspopup: 'dialog',
      onSelect: addMinusOne.open,
    });
  if (result && kept)
    actions.push({
      id: 'playground',
      label: intl.formatMessage(resultMessages.openPlayground),
      icon: slidersIcon,
      link: <Link to={`${localePath('v3-playground', locale)}?job=${encodeURIComponent(job.id)}`} />,
    });
  const rerun = kind?.rerunPath?.(job, locale);
  if (rerun)
    actions.push({
      id: 'rerun',
      label: intl.formatMessage(historyMessages.rerun),
      icon: repeatIcon,
      link: <Link to={rerun} />,
    });

  return (
    <HistoryRow
      job={job}
      name={name}
      facts={
        <>
          {seconds !== null && <span>{formatClock(seconds, {rounding: 'nearest'})}</span>}
          <span>{jobKinds.summaryOf(intl, job)}</span>
        </>
      }
      openAction={
        kind?.path && kind.openFromHistory !== false
          ? {
              id: 'open',
              label: intl.formatMessage(historyMessages.open),
              priority: 'primary',
              link: <Link to={kind.path(job, locale)} />,
            }
          : undefined
      }
      actions={actions}
      // A kind whose result is one file (a mix, a playlist export's zip) downloads it as itself, not as an archive.
      downloadFileId={jobKinds.resultOf(job)?.downloadFileId}
      client={jobsClient}
      errorText={apiErrorText}
      onDeleted={onDeleted}
    >
      {minusOne && addMinusOne.element}
    </HistoryRow>
  );
}
