import {
  SeparationOptions,
  uploadLimitMessages,
  UploadSource,
  uploadSourceStatus,
  useUpload,
  Wizard,
} from '@nada/generation-wizard';
import {Button, formatClock, Icon, Link as UiLink, checkIcon, spinnerIcon} from '@nada/ui';
import {useCallback, useEffect, useEffectEvent, useMemo, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link, useSearchParams} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {apiErrorText} from '../api/apiErrorText';
import {usePageLocale} from '../auth/authPages';
import {planFigures, planFor, type PlanCatalog} from '../content/planCatalog';
import {planNames} from '../content/planMessages';
import {localePath} from '../routing/paths';
import {ResultView} from './ResultView';
import {paramsFromSearch, paramsToSearch, type MinusOneVariant} from '../jobs/searchParams';
import {cancelJob, getCredits, getFile, jobsClient, listEngines, submitJob} from '../api/jobApi';
import {
  formatMinutes,
  isFinalJobStatus,
  JobProgressOf,
  resultMessages,
  useFollowedJob,
  useSubmitJob,
} from '@nada/jobs';
import {minusoneMessages, stageMessages} from './minusoneMessages';
import {SEPARATION_STAGES, type Job, type SeparationParams} from '../jobs/jobTypes';
import {uploadTransport} from '../api/uploadTransport';
import {useApiData} from '../api/useApiData';

const STEPS = ['source', 'options', 'progress', 'preview'] as const;

/** Props of {@link MinusOneFlow}. */
export interface MinusOneFlowProps {
  /** The quick settings (stems, format) or every setting (engine, key, tempo). */
  variant: MinusOneVariant;
  /** The plan catalogue (`GET /api/plans`, from the page's loader): the limits the API enforces. */
  plans: PlanCatalog;
}

/**
 * The minus-one wizard: upload a song (resumable), choose the settings, watch the job, then listen
 * and download. Where it stands lives in the URL (`?file=<id>` once uploaded, `?job=<id>` once
 * submitted), so a reload or a shared link shows the same step again.
 */
export function MinusOneFlow({variant, plans}: MinusOneFlowProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job');
  const fileId = jobId ? null : search.get('file');
  const upload = useUpload(uploadTransport);
  const [params, setParams] = useState<SeparationParams>(() => paramsFromSearch(search, variant));
  // A link to another song (a re-run from the result or the history) brings its own settings.
  const [settingsFor, setSettingsFor] = useState(fileId);
  if (fileId !== settingsFor) {
    setSettingsFor(fileId);
    if (fileId) setParams(paramsFromSearch(search, variant));
  }
  const submission = useSubmitJob<Job>();
  const {submitting, error: submitError, reset: resetSubmission} = submission;
  // This page shows separations; a job of another kind (an import) named in its address is not found here.
  const {job, jobError} = useFollowedJob(jobsClient, jobId, 'separate');
  // Read again once a job has finished: it used credits, or gave its reservation back.
  const finishedJobId = job && isFinalJobStatus(job.status) ? job.id : 'none';
  const credits = useApiData(`credits:${finishedJobId}`, getCredits);
  const engines = useApiData(variant === 'custom' ? 'engines' : null, listEngines);
  const inputFile = useApiData(fileId ? `file:${fileId}` : null, () => getFile(fileId ?? ''));

  const step = jobId ? (job?.status === 'succeeded' ? 'preview' : 'progress') : fileId ? 'options' : 'source';

  const goToFile = useCallback(
    (id: string) => setSearch({file: id, ...paramsToSearch(params, variant)}),
    [setSearch, params, variant],
  );

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
      submitJob({kind: 'separate', inputFileIds: [fileId], params: {...params, locale}, idempotencyKey}),
    );
    if (submitted) setSearch({job: submitted.id}, {preventScrollReset: true});
  };

  const startOver = useCallback(() => {
    upload.cancel();
    resetSubmission();
    setSearch({});
  }, [upload, resetSubmission, setSearch]);

  const retryWithFile = useCallback(() => {
    const input = job?.inputFileIds[0];
    if (!job || !input) return startOver();
    setParams(job.params);
    setSearch({file: input, ...paramsToSearch(job.params, variant)});
  }, [job, setSearch, startOver, variant]);

  const stages = useMemo(
    () => SEPARATION_STAGES.map((id) => ({id, label: intl.formatMessage(stageMessages[id])})),
    [intl],
  );

  const balance = credits.status === 'ready' ? credits.data : null;
  // The user's plan is named by the credits; until they arrive, the free plan's (smallest) limits.
  const plan = planFor(plans, balance?.plan);
  const figures = planFigures(plan);
  const limitValues = {
    plan: intl.formatMessage(planNames[plan.id]),
    megabytes: figures.maxFileMegabytes,
    minutes: figures.maxSongMinutes,
  };
  const uploadError =
    upload.error === 'FILE_TOO_LARGE'
      ? uploadLimitMessages.tooLarge
      : upload.error === 'FILE_TOO_LONG'
        ? uploadLimitMessages.tooLong
        : apiErrorMessage(upload.error);
  const stored = inputFile.status === 'ready' ? inputFile.data : null;

  return (
    <Wizard.Root
      steps={STEPS.map((id) => ({id, label: intl.formatMessage(stepLabels[id])}))}
      value={step}
      className="minusone-flow"
    >
      <Wizard.Steps />
      <Wizard.Step id="source" title={<FormattedMessage {...minusoneMessages.stepSource} />}>
        <UploadSource
          status={uploadSourceStatus(upload)}
          onFile={handleFile}
          acceptLabel={intl.formatMessage(minusoneMessages.acceptLabel)}
          maxSizeBytes={plan.maxFileBytes}
          // The plan's MiB, named as the plan states it everywhere ("50 MB").
          maxSizeLabel={intl.formatNumber(figures.maxFileMegabytes, {style: 'unit', unit: 'megabyte'})}
          fileName={upload.file?.name}
          bytesSent={upload.bytesSent}
          bytesTotal={upload.bytesTotal}
          error={upload.error ? <FormattedMessage {...uploadError} values={limitValues} /> : undefined}
          onPause={upload.pause}
          onResume={upload.resume}
          onCancel={upload.cancel}
          onRetry={upload.resume}
          onReplace={upload.cancel}
        />
        <div className="minusone-flow__facts">
          <p className="minusone-flow__limits">
            <FormattedMessage {...minusoneMessages.planLimits} values={limitValues} />
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
      <Wizard.Step id="options" title={<FormattedMessage {...minusoneMessages.stepOptions} />}>
        {inputFile.status === 'error' ? (
          <div role="alert" className="minusone-flow__problem">
            <p>
              {inputFile.code === 'FILE_NOT_FOUND' || inputFile.code === 'NOT_FOUND'
                ? intl.formatMessage(minusoneMessages.rerunMissing)
                : intl.formatMessage(apiErrorMessage(inputFile.code))}
            </p>
            <Button variant="secondary" onClick={startOver}>
              <FormattedMessage {...minusoneMessages.chooseAnother} />
            </Button>
          </div>
        ) : (
          <>
            {stored && (
              <p className="minusone-flow__file" data-file-name={stored.name}>
                <Icon icon={checkIcon} />
                <FormattedMessage
                  {...minusoneMessages.uploadDone}
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
                  {...minusoneMessages.cost}
                  values={{
                    used: formatMinutes(intl, stored.durationSeconds),
                    left: formatMinutes(intl, balance.availableSeconds),
                  }}
                />
              </p>
            )}
            {submitError && (
              <p role="alert" className="minusone-flow__error">
                <FormattedMessage {...apiErrorMessage(submitError)} />
              </p>
            )}
            <Wizard.Actions>
              <Button variant="ghost" onClick={startOver} disabled={submitting}>
                <FormattedMessage {...minusoneMessages.chooseAnother} />
              </Button>
              <Button onClick={() => void handleProcess()} loading={submitting} disabled={!stored}>
                <FormattedMessage {...minusoneMessages.process} />
              </Button>
            </Wizard.Actions>
            {variant === 'simple' && (
              <UiLink asChild>
                <Link
                  to={`${localePath('v3-minusone-custom', locale)}?file=${encodeURIComponent(fileId ?? '')}`}
                >
                  <FormattedMessage {...minusoneMessages.toCustom} />
                </Link>
              </UiLink>
            )}
          </>
        )}
      </Wizard.Step>
      <Wizard.Step id="progress" title={<FormattedMessage {...minusoneMessages.stepProgress} />}>
        {jobError ? (
          <div role="alert" className="minusone-flow__problem">
            <p>
              <FormattedMessage {...apiErrorMessage(jobError)} />
            </p>
            <Button variant="secondary" onClick={startOver}>
              <FormattedMessage {...resultMessages.processAnother} />
            </Button>
          </div>
        ) : job ? (
          <JobProgressOf
            job={job}
            stages={stages}
            canceled={<FormattedMessage {...resultMessages.canceled} />}
            errorText={apiErrorText}
            onCancel={cancelJob}
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
        {job && <ResultView job={job} credits={balance} onProcessAnother={startOver} />}
      </Wizard.Step>
    </Wizard.Root>
  );
}

const stepLabels = {
  source: minusoneMessages.stepSource,
  options: minusoneMessages.stepOptions,
  progress: minusoneMessages.stepProgress,
  preview: minusoneMessages.stepPreview,
} as const;
