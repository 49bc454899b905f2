import {Badge, Progress, type BadgeTone} from '@nada/ui';
import {Fragment, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {HomeLink} from './HomeLink';
import {LoadStatus} from './LoadStatus';
import {messages} from './messages';
import type {HomeData, HomeJobStatus, HomeLinkOptions, RecentJob} from './types';
import './homeDashboard.css';

const statusMessages = {
  queued: messages.statusQueued,
  running: messages.statusRunning,
  succeeded: messages.statusSucceeded,
  failed: messages.statusFailed,
  canceled: messages.statusCanceled,
} as const;

const statusTones: Record<HomeJobStatus, BadgeTone> = {
  queued: 'neutral',
  running: 'primary',
  succeeded: 'success',
  failed: 'danger',
  canceled: 'warning',
};

/** Props of {@link RecentJobs}. */
export interface RecentJobsProps extends HomeLinkOptions {
  /** The newest jobs (at least one once ready: none is the first-run state). */
  jobs: HomeData<readonly RecentJob[]>;
  /** Reads the jobs again after a failure. */
  onRetry: () => void;
  /** Where the whole history is. */
  historyHref: string;
  /**
   * Draws one job; {@link RecentJobRow} by default. The app gives its own to follow a running
   * job's progress live and draws the row with it.
   */
  renderJob?: (job: RecentJob) => ReactNode;
}

/** The newest few jobs, each with its status (and progress while unfinished), linking to its result. */
export function RecentJobs({jobs, onRetry, historyHref, renderJob, linkComponent}: RecentJobsProps) {
  return (
    <section className="home__section" aria-labelledby="home-jobs-title">
      <div className="home__section-header">
        <h2 id="home-jobs-title" className="home__heading">
          <FormattedMessage {...messages.recentJobs} />
        </h2>
        <HomeLink className="home__more" href={historyHref} linkComponent={linkComponent}>
          <FormattedMessage {...messages.allJobs} />
        </HomeLink>
      </div>
      {jobs.status !== 'ready' ? (
        <LoadStatus
          status={jobs.status}
          loading={messages.jobsLoading}
          failed={messages.jobsFailed}
          onRetry={onRetry}
        />
      ) : (
        <ul className="home__jobs" aria-labelledby="home-jobs-title">
          {jobs.data.map((job) =>
            renderJob ? (
              <Fragment key={job.id}>{renderJob(job)}</Fragment>
            ) : (
              <RecentJobRow key={job.id} job={job} linkComponent={linkComponent} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

/** Props of {@link RecentJobRow}. */
export interface RecentJobRowProps extends HomeLinkOptions {
  job: RecentJob;
}

/**
 * One recent job: its name and what made it, date and status, a bar while it is unfinished, linking
 * to its result.
 */
export function RecentJobRow({job, linkComponent}: RecentJobRowProps) {
  const intl = useIntl();
  const unfinished = job.status === 'queued' || job.status === 'running';
  return (
    <li className="home__job" data-job-id={job.id} data-status={job.status}>
      <HomeLink className="home__job-link" href={job.href} linkComponent={linkComponent}>
        <span className="home__job-title">
          <span className="home__job-name">{job.name}</span>
          {job.detail && <span className="home__job-detail">{job.detail}</span>}
        </span>
        <span className="home__job-facts">
          <time dateTime={job.createdAt}>
            {intl.formatDate(job.createdAt, {
              day: 'numeric',
              month: 'short',
              hour: '2-digit',
              minute: '2-digit',
            })}
          </time>
          <Badge tone={statusTones[job.status]} dot>
            <FormattedMessage {...statusMessages[job.status]} />
          </Badge>
        </span>
      </HomeLink>
      {unfinished && (
        <Progress
          size="sm"
          hideLabel
          label={intl.formatMessage(messages.jobProgress, {name: job.name})}
          // A queued job has not started: its bar runs with no known end until it does.
          value={job.status === 'running' ? job.percent : null}
        />
      )}
    </li>
  );
}
