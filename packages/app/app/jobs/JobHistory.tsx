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
import {paramsToSearch} from './searchParams';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {jobSummary} from './historyText';
import {jobPath} from './jobLink';
import {minusOneStem, separationOf, type Job} from './jobTypes';
import {songNameOf} from './resultTrack';

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
  const kindOptions = [
    {value: 'separate', label: intl.formatMessage(historyMessages.kindSeparate)},
    {value: 'import', label: intl.formatMessage(historyMessages.kindImport)},
    {value: 'generate', label: intl.formatMessage(historyMessages.kindGenerate)},
    {value: 'mix', label: intl.formatMessage(historyMessages.kindMix)},
  ];
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
  const name = songNameOf(job) ?? intl.formatMessage(historyMessages.untitled);
  const input = job.inputFiles[0];
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
  const rerun = rerunPath(job, locale);
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
          {input?.durationSeconds != null && job.kind !== 'mix' && (
            <span>{formatClock(input.durationSeconds, {rounding: 'nearest'})}</span>
          )}
          {(job.kind === 'import' || job.kind === 'generate' || job.kind === 'mix') && job.result && (
            <span>{formatClock(job.result.data.durationSeconds, {rounding: 'nearest'})}</span>
          )}
          <span>{jobSummary(intl, job)}</span>
        </>
      }
      openAction={
        job.kind === 'transform'
          ? undefined
          : {
              id: 'open',
              label: intl.formatMessage(historyMessages.open),
              priority: 'primary',
              link: <Link to={jobPath(job, locale)} />,
            }
      }
      actions={actions}
      // A mix is one file: it downloads as itself, not as an archive.
      downloadFileId={job.kind === 'mix' ? job.result?.data.fileId : undefined}
      client={jobsClient}
      errorText={apiErrorText}
      onDeleted={onDeleted}
    >
      {minusOne && addMinusOne.element}
    </HistoryRow>
  );
}

/** Where "run again with other settings" goes: a separation's song and settings, an import's link. */
function rerunPath(job: Job, locale: Locale): string | null {
  const input = job.inputFiles[0];
  if (job.kind === 'separate' && input)
    return `${localePath('v3-minusone-custom', locale)}?${new URLSearchParams({file: input.id, ...paramsToSearch(job.params)})}`;
  if (job.kind === 'import')
    return `${localePath('v3-generate_fr_yt-option', locale)}?${new URLSearchParams({url: job.params.url})}`;
  return null;
}
