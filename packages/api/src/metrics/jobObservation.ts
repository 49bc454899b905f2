import {
  jobDuration,
  jobStageDuration,
  separatedAudioSeconds,
  separationSecondsPerAudioMinute,
} from './metrics.ts';

/** The log a job's lines go to: pino's shape (an object of fields, then a message). */
export interface JobLog {
  info?(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What one run of a job reports while it runs, for its log lines and its metrics. */
export interface JobObservation {
  /** The run entered `stage` (called with every progress report; only a change counts). */
  stage(stage: string): void;
  /** Seconds of input audio the run processes (the input files' durations), for per-minute rates. */
  audioSeconds(seconds: number): void;
  /** The run ended with `outcome`; records its durations and logs the end. */
  finish(outcome: string): void;
}

/**
 * Starts observing one run of a job: every line it logs carries `jobId` and `kind`, and it times
 * the run and each stage into `nada_job_duration_seconds` and `nada_job_stage_duration_seconds`. A
 * succeeded run of a kind that `separates` also records its seconds per minute of input audio.
 */
export function observeJobRun(
  job: {id: string; kind: string; attempts: number; separates?: boolean},
  log: JobLog,
  now: () => number = () => performance.now(),
): JobObservation {
  const fields = {jobId: job.id, kind: job.kind};
  const started = now();
  let current: {stage: string; since: number} | undefined;
  let audio = 0;
  let finished = false;
  log.info?.({...fields, attempt: job.attempts}, 'job started');
  const closeStage = (at: number) => {
    if (!current) return;
    jobStageDuration.observe({kind: job.kind, stage: current.stage}, (at - current.since) / 1000);
  };
  return {
    stage(stage) {
      if (finished || current?.stage === stage) return;
      const at = now();
      closeStage(at);
      current = {stage, since: at};
      log.info?.({...fields, stage}, 'job stage');
    },
    audioSeconds(seconds) {
      audio = seconds;
    },
    finish(outcome) {
      if (finished) return;
      finished = true;
      const at = now();
      closeStage(at);
      const seconds = (at - started) / 1000;
      jobDuration.observe({kind: job.kind, outcome}, seconds);
      if (job.separates && outcome === 'succeeded' && audio > 0) {
        separationSecondsPerAudioMinute.observe(seconds / (audio / 60));
        separatedAudioSeconds.inc(audio);
      }
      log.info?.({...fields, outcome, seconds: Math.round(seconds * 1000) / 1000}, 'job finished');
    },
  };
}
