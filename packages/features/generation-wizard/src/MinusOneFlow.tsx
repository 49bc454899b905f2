import {
  formatMinutes,
  isFinalJobStatus,
  JobProgressOf,
  resultMessages,
  useFollowedJob,
  useSubmitJob,
  type ErrorTextOf,
  type JobLike,
  type JobTransport,
  type UploadTransport,
} from '@nada/jobs';
import {Button, formatClock, Icon, Link as UiLink, checkIcon, spinnerIcon, useAsyncData} from '@nada/ui';
import {useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {minusOneMessages, minusOneStageMessages, uploadLimitMessages} from './messages';
import {SeparationOptions} from './SeparationOptions';
import type {
  CreditsLike,
  EngineDescription,
  RenderLink,
  SeparationJobLike,
  SeparationStageId,
  SeparationValue,
  StoredFileLike,
} from './types';
import {UploadSource} from './UploadSource';
import {uploadSourceStatus, useUpload} from './useUpload';
import {Wizard} from './Wizard';
import './minusOne.css';

const STEPS = ['source', 'options', 'progress', 'preview'] as const;

/** Which page the flow is on: the quick one (stems and format) or the custom one (every setting). */
export type MinusOneVariant = 'simple' | 'custom';

/** Where the flow stands, as its address holds it: a job, an uploaded song with its settings, or nothing yet. */
export type MinusOneAddress = {job: string} | {file: string; params: SeparationValue} | null;

/** What the user's plan allows an upload (the minus one's, the file tools'): the plan's name and its limits. */
export interface UploadLimits {
  /** The plan's name in the user's language. */
  name: string;
  /** The largest file, in bytes. */
  maxFileBytes: number;
  /** The largest file in MB, as the plan states it. */
  maxFileMegabytes: number;
  /** The longest song, in minutes. */
  maxSongMinutes: number;
}

/**
 * How the minus-one flow reaches the API: the app's calls (through its generated client); stories
 * and tests pass fakes. A call the API refuses rejects with an error carrying the API's `code`.
 */
export interface MinusOneClient<Job extends SeparationJobLike = SeparationJobLike> {
  /** Follows a job (`@nada/jobs`' transport); a module constant, so it keeps its identity. */
  jobs: JobTransport<Job | JobLike>;
  /** Uploads a song (tus, resumable). */
  upload: UploadTransport<{id: string}>;
  /** Starts a `separate` job on the uploaded file, its files named in `locale`. */
  submitSeparation(
    fileId: string,
    params: SeparationValue,
    locale: 'id' | 'en',
    idempotencyKey: string,
  ): Promise<{id: string}>;
  /** Cancels a queued or running job. */
  cancelJob(id: string): Promise<unknown>;
  /** The caller's credits (`GET /api/credits`). */
  getCredits(): Promise<CreditsLike>;
  /** An uploaded file's details (`GET /api/files/:id`). */
  getFile(id: string): Promise<StoredFileLike>;
  /** The separation engines the server offers (`GET /api/engines`). */
  listEngines(): Promise<EngineDescription[]>;
}

/** Props of {@link MinusOneFlow}. */
export interface MinusOneFlowProps<Job extends SeparationJobLike = SeparationJobLike> {
  /** The quick settings (stems, format) or every setting (engine, key, tempo). */
  variant: MinusOneVariant;
  /** The page's language: the result files are named in it. */
  locale: 'id' | 'en';
  /** The job the address names, or null. */
  jobId: string | null;
  /** The uploaded song the address names (when it names no job), or null. */
  fileId: string | null;
  /** The settings the address asks for (a re-run brings its own); the API's defaults otherwise. */
  requestedParams: SeparationValue;
  /** Moves the flow to another place, written into the page's address so a reload shows it again. */
  onNavigate: (to: MinusOneAddress) => void;
  /** What a plan allows, by its id (the user's, once the credits name it; the smallest until then). */
  planLimits: (planId: string | undefined) => UploadLimits;
  /** The stages the API states for a `separate` job, in order; a module constant. */
  stages: readonly SeparationStageId[];
  client: MinusOneClient<Job>;
  /** The custom page with the same song (from the quick page's settings step). */
  customHref: string;
  renderLink: RenderLink;
  /** The text of an API error code (the app's one map). */
  errorText: ErrorTextOf;
  /** The result of a succeeded job (the page composes `MinusOneResult`). */
  renderResult: (job: Job, credits: CreditsLike | null, onProcessAnother: () => void) => ReactNode;
}

/**
 * The minus-one wizard: upload a song (resumable), choose the settings, watch the job, then listen
 * and download. Where it stands lives in the URL (`?file=<id>` once uploaded, `?job=<id>` once
 * submitted), so a reload or a shared link shows the same step again.
 */
export function MinusOneFlow<Job extends SeparationJobLike>({
  variant,
  locale,
  jobId,
  fileId: addressFileId,
  requestedParams,
  onNavigate,
  planLimits,
  stages: stageIds,
  client,
  customHref,
  renderLink,
  errorText,
  renderResult,
}: MinusOneFlowProps<Job>) {
  const intl = useIntl();
  const fileId = jobId ? null : addressFileId;
  const upload = useUpload(client.upload);
  const [params, setParams] = useState<SeparationValue>(requestedParams);
  // A link to another song (a re-run from the result or the history) brings its own settings.
  const [settingsFor, setSettingsFor] = useState(fileId);
  if (fileId !== settingsFor) {
    setSettingsFor(fileId);
    if (fileId) setParams(requestedParams);
  }
  const submission = useSubmitJob<{id: string}>();
  const {submitting, error: submitError, reset: resetSubmission} = submission;
  // This page shows separations; a job of another kind (an import) named in its address is not found here.
  const {job, jobError} = useFollowedJob(client.jobs, jobId, 'separate');
  // Read again once a job has finished: it used credits, or gave its reservation back.
  const finishedJobId = job && isFinalJobStatus(job.status) ? job.id : 'none';
  const credits = useAsyncData(`credits:${finishedJobId}`, client.getCredits);
  const engines = useAsyncData(variant === 'custom' ? 'engines' : null, client.listEngines);
  const inputFile = useAsyncData(fileId ? `file:${fileId}` : null, () => client.getFile(fileId ?? ''));

  const step = jobId ? (job?.status === 'succeeded' ? 'preview' : 'progress') : fileId ? 'options' : 'source';

  const goToFile = useCallback((id: string) => onNavigate({file: id, params}), [onNavigate, params]);

  const handleFile = useCallback((file: File) => upload.start(file), [upload]);

  // The upload is done: the URL names the stored file, and the wizard moves on to the settings.
  const uploadedId = upload.status === 'done' ? upload.uploaded?.id : undefined;
  const onUploaded = useEffectEvent((id: string) => {
    if (!jobId && fileId !== id) goToFile(id);
  });
  useEffect(() => {
    if (uploadedId) onUploaded(uploadedId);
  }, [uploadedId]);

  const handleProcess = async () => {
    if (!fileId) return;
    // One key per file and settings: a retried or doubled submission is the same job, charged once.
    // The result files are named in this page's language ("Lagu (vokal).mp3", "Song (vocals).mp3").
    const submitted = await submission.submit([fileId, params], (idempotencyKey) =>
      client.submitSeparation(fileId, params, locale, idempotencyKey),
    );
    if (submitted) onNavigate({job: submitted.id});
  };

  const startOver = useCallback(() => {
    upload.cancel();
    resetSubmission();
    onNavigate(null);
  }, [upload, resetSubmission, onNavigate]);

  const retryWithFile = useCallback(() => {
    const input = job?.inputFileIds[0];
    if (!job || !input) return startOver();
    setParams(job.params);
    onNavigate({file: input, params: job.params});
  }, [job, onNavigate, startOver]);

  const stages = useMemo(
    () => stageIds.map((id) => ({id, label: intl.formatMessage(minusOneStageMessages[id])})),
    [intl, stageIds],
  );

  const balance = credits.status === 'ready' ? credits.data : null;
  // The user's plan is named by the credits; until they arrive, the free plan's (smallest) limits.
  const plan = planLimits(balance?.plan);
  const limitValues = {plan: plan.name, megabytes: plan.maxFileMegabytes, minutes: plan.maxSongMinutes};
  const uploadLimit =
    upload.error === 'FILE_TOO_LARGE'
      ? uploadLimitMessages.tooLarge
      : upload.error === 'FILE_TOO_LONG'
        ? uploadLimitMessages.tooLong
        : null;
  const stored = inputFile.status === 'ready' ? inputFile.data : null;

  return (
    <Wizard.Root
      steps={STEPS.map((id) => ({id, label: intl.formatMessage(stepLabels[id])}))}
      value={step}
      className="minusone-flow"
    >
      <Wizard.Steps />
      <Wizard.Step id="source" title={<FormattedMessage {...minusOneMessages.stepSource} />}>
        <UploadSource
          status={uploadSourceStatus(upload)}
          onFile={handleFile}
          acceptLabel={intl.formatMessage(minusOneMessages.acceptLabel)}
          maxSizeBytes={plan.maxFileBytes}
          // The plan's MiB, named as the plan states it everywhere ("50 MB").
          maxSizeLabel={intl.formatNumber(plan.maxFileMegabytes, {style: 'unit', unit: 'megabyte'})}
          fileName={upload.file?.name}
          bytesSent={upload.bytesSent}
          bytesTotal={upload.bytesTotal}
          error={
            uploadLimit ? (
              <FormattedMessage {...uploadLimit} values={limitValues} />
            ) : upload.error ? (
              errorText(upload.error)
            ) : undefined
          }
          onPause={upload.pause}
          onResume={upload.resume}
          onCancel={upload.cancel}
          onRetry={upload.resume}
          onReplace={upload.cancel}
        />
        <div className="minusone-flow__facts">
          <p className="minusone-flow__limits">
            <FormattedMessage {...minusOneMessages.planLimits} values={limitValues} />
          </p>
          {balance && (
            <p className="minusone-flow__credits">
              <FormattedMessage
                {...resultMessages.creditsLeft}
                values={{left: formatMinutes(intl, balance.availableSeconds)}}
              />
            </p>
          )}
        </div>
      </Wizard.Step>
      <Wizard.Step id="options" title={<FormattedMessage {...minusOneMessages.stepOptions} />}>
        {inputFile.status === 'error' ? (
          <div role="alert" className="minusone-flow__problem">
            <p>
              {inputFile.code === 'FILE_NOT_FOUND' || inputFile.code === 'NOT_FOUND'
                ? intl.formatMessage(minusOneMessages.rerunMissing)
                : errorText(inputFile.code)}
            </p>
            <Button variant="secondary" onClick={startOver}>
              <FormattedMessage {...minusOneMessages.chooseAnother} />
            </Button>
          </div>
        ) : (
          <>
            {stored && (
              <p className="minusone-flow__file" data-file-name={stored.name}>
                <Icon icon={checkIcon} />
                <FormattedMessage
                  {...minusOneMessages.uploadDone}
                  values={{
                    name: stored.name,
                    duration:
                      stored.durationSeconds === null
                        ? '–'
                        : formatClock(stored.durationSeconds, {rounding: 'nearest'}),
                  }}
                />
              </p>
            )}
            <SeparationOptions
              value={params}
              onValueChange={setParams}
              engines={engines.status === 'ready' ? engines.data : undefined}
              simple={variant === 'simple'}
              disabled={submitting}
            />
            {balance && stored?.durationSeconds != null && (
              <p className="minusone-flow__credits">
                <FormattedMessage
                  {...minusOneMessages.cost}
                  values={{
                    used: formatMinutes(intl, stored.durationSeconds),
                    left: formatMinutes(intl, balance.availableSeconds),
                  }}
                />
              </p>
            )}
            {submitError && (
              <p role="alert" className="minusone-flow__error">
                {errorText(submitError)}
              </p>
            )}
            <Wizard.Actions>
              <Button variant="ghost" onClick={startOver} disabled={submitting}>
                <FormattedMessage {...minusOneMessages.chooseAnother} />
              </Button>
              <Button onClick={() => void handleProcess()} loading={submitting} disabled={!stored}>
                <FormattedMessage {...minusOneMessages.process} />
              </Button>
            </Wizard.Actions>
            {variant === 'simple' && (
              <UiLink asChild>
                {renderLink(customHref, <FormattedMessage {...minusOneMessages.toCustom} />)}
              </UiLink>
            )}
          </>
        )}
      </Wizard.Step>
      <Wizard.Step id="progress" title={<FormattedMessage {...minusOneMessages.stepProgress} />}>
        {jobError ? (
          <div role="alert" className="minusone-flow__problem">
            <p>{errorText(jobError)}</p>
            <Button variant="secondary" onClick={startOver}>
              <FormattedMessage {...resultMessages.processAnother} />
            </Button>
          </div>
        ) : job ? (
          <JobProgressOf
            job={job}
            stages={stages}
            canceled={<FormattedMessage {...resultMessages.canceled} />}
            errorText={errorText}
            onCancel={client.cancelJob}
            onRetry={retryWithFile}
          />
        ) : (
          <p role="status" data-page-loading="">
            <Icon icon={spinnerIcon} data-spin="" />
            <FormattedMessage {...resultMessages.loadingJob} />
          </p>
        )}
      </Wizard.Step>
      <Wizard.Step id="preview" title={<FormattedMessage {...resultMessages.resultHeading} />}>
        {job && renderResult(job, balance, startOver)}
      </Wizard.Step>
    </Wizard.Root>
  );
}

const stepLabels = {
  source: minusOneMessages.stepSource,
  options: minusOneMessages.stepOptions,
  progress: minusOneMessages.stepProgress,
  preview: minusOneMessages.stepPreview,
} as const;
