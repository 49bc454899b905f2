import {
  Button,
  formatClock,
  Icon,
  Progress,
  checkIcon,
  clockIcon,
  closeIcon,
  errorIcon,
  repeatIcon,
  successIcon,
  warningIcon,
} from '@nada/ui';
import {useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {isoDuration} from './format';
import {progressMessages} from './messages';
import type {JobStage, JobStatus} from './types';
import './jobs.css';

/** Where a stage stands in the job. */
type StageState = 'done' | 'current' | 'failed' | 'upcoming';

/** Props of {@link JobProgress}. */
export interface JobProgressProps {
  /** The job's stages in order, with their names. */
  stages: readonly JobStage[];
  /** The id of the stage running now (or where the job stopped). */
  stage?: string;
  /** How far the whole job has come, 0..100. @default 0 */
  percent?: number;
  /** What the job is doing. */
  status: JobStatus;
  /**
   * Why the job failed, in the user's language (a generic text shows without it), or what a cancel
   * means for the user ("your minutes were not used"), shown without a warning.
   */
  error?: ReactNode;
  /** Cancels the job; the Cancel button shows only with it, while the job is queued or running. */
  onCancel?: () => void;
  /** Starts the job again; the Try again button shows only with it, after a failure or a cancel. */
  onRetry?: () => void;
  /** When the job was created; the elapsed time counts from it. */
  startedAt?: Date | number;
  /** When the job ended; the elapsed time stops there. */
  finishedAt?: Date | number;
  /** The elapsed time to show instead of counting from `startedAt` (stories, a job restored from history). */
  elapsedSeconds?: number;
  /** Class of the outer element. */
  className?: string;
}

const toMs = (time: Date | number) => (typeof time === 'number' ? time : time.getTime());

/** Seconds since `startedAt`, ticking once a second until `finishedAt` or until the job stops. */
function useElapsed(
  startedAt: Date | number | undefined,
  finishedAt: Date | number | undefined,
  live: boolean,
) {
  const [now, setNow] = useState(() => Date.now());
  const ticking = live && startedAt !== undefined && finishedAt === undefined;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  if (startedAt === undefined) return undefined;
  const end = finishedAt === undefined ? now : toMs(finishedAt);
  return Math.max(0, (end - toMs(startedAt)) / 1000);
}

/** A server job's progress: its stages (current highlighted, finished checked), percent, elapsed time, cancel and retry. */
export function JobProgress({
  stages,
  stage,
  percent = 0,
  status,
  error,
  onCancel,
  onRetry,
  startedAt,
  finishedAt,
  elapsedSeconds,
  className,
}: JobProgressProps) {
  const intl = useIntl();
  const live = status === 'queued' || status === 'running';
  const counted = useElapsed(startedAt, finishedAt, live);
  const elapsed = elapsedSeconds ?? counted;
  const found = stages.findIndex((item) => item.id === stage);
  // Before the first report the job is at its first stage; a stage this list lacks highlights none.
  const currentIndex = status === 'queued' ? -1 : stage === undefined ? 0 : found;
  const currentStage = stages[currentIndex];

  function stateOf(index: number): StageState {
    if (status === 'succeeded' || index < currentIndex) return 'done';
    if (index > currentIndex) return 'upcoming';
    if (status === 'failed') return 'failed';
    return status === 'running' ? 'current' : 'upcoming';
  }

  const headline =
    status === 'queued'
      ? intl.formatMessage(progressMessages.queued)
      : status === 'running'
        ? currentStage
          ? intl.formatMessage(progressMessages.running, {stage: currentStage.label})
          : intl.formatMessage(progressMessages.runningUnnamed)
        : intl.formatMessage(
            {
              succeeded: progressMessages.succeeded,
              failed: progressMessages.failed,
              canceled: progressMessages.canceled,
            }[status],
          );
  const counter =
    status === 'running' && currentStage
      ? intl.formatMessage(progressMessages.stageCounter, {index: currentIndex + 1, total: stages.length})
      : null;
  const value =
    status === 'queued' ? null : status === 'succeeded' ? 100 : Math.min(Math.max(percent, 0), 100);

  return (
    <div className={['nada-job', className].filter(Boolean).join(' ')} data-status={status}>
      <div className="nada-job__header">
        {/* The live region holds only what changes with the stage or the status: never the percent
            or the ticking clock, which would be read out every second. */}
        <div className="nada-job__summary" role="status">
          <p className="nada-job__headline">
            {status === 'succeeded' && <Icon icon={successIcon} className="nada-job__headline-icon" />}
            {status === 'failed' && <Icon icon={errorIcon} className="nada-job__headline-icon" />}
            <span>{headline}</span>
          </p>
          {counter && <p className="nada-job__counter">{counter}</p>}
        </div>
        {elapsed !== undefined && (
          <p className="nada-job__elapsed">
            <Icon icon={clockIcon} />
            <FormattedMessage
              {...progressMessages.elapsed}
              values={{
                clock: formatClock(elapsed),
                time: (chunks) => <time dateTime={isoDuration(elapsed)}>{chunks}</time>,
              }}
            />
          </p>
        )}
      </div>
      <Progress
        label={intl.formatMessage(progressMessages.progressLabel)}
        value={value}
        tone={status === 'failed' ? 'danger' : status === 'succeeded' ? 'success' : 'primary'}
      />
      <ol className="nada-job__stages" aria-label={intl.formatMessage(progressMessages.stagesLabel)}>
        {stages.map((item, index) => {
          const state = stateOf(index);
          return (
            <li
              key={item.id}
              className="nada-job__stage"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="nada-job__stage-marker" aria-hidden>
                {state === 'done' ? (
                  <Icon icon={checkIcon} />
                ) : state === 'failed' ? (
                  <Icon icon={closeIcon} />
                ) : (
                  <span className="nada-job__stage-dot" />
                )}
              </span>
              <span className="nada-job__stage-label">
                {item.label}
                {(state === 'done' || state === 'failed') && (
                  <span className="nada-visually-hidden">
                    {` (${intl.formatMessage(state === 'done' ? progressMessages.stageDone : progressMessages.stageFailed)})`}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="nada-job__error" role="alert" data-status={status}>
        {status === 'failed' && (
          <>
            <Icon icon={warningIcon} className="nada-job__error-icon" />
            <span>{error ?? intl.formatMessage(progressMessages.failedHint)}</span>
          </>
        )}
        {status === 'canceled' && error && <span>{error}</span>}
      </div>
      {((live && onCancel) || ((status === 'failed' || status === 'canceled') && onRetry)) && (
        <div className="nada-job__actions">
          {live && onCancel && (
            <Button variant="secondary" size="sm" iconStart={closeIcon} onClick={onCancel}>
              {intl.formatMessage(progressMessages.cancel)}
            </Button>
          )}
          {(status === 'failed' || status === 'canceled') && onRetry && (
            <Button variant="primary" size="sm" iconStart={repeatIcon} onClick={onRetry}>
              {intl.formatMessage(progressMessages.retry)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
