import {errorCodeOf, useFollowedJob, useSubmitJob, type JobLike} from '@nada/jobs';
import {useEffect, useState} from 'react';
import {ExportDialog, type MixExportRequest, type MixExportState} from './ExportDialog';
import {DEFAULT_LEVEL, isSilentMix} from './mixMath';
import type {PlaygroundClient} from './playgroundClient';
import type {MixSettings} from './types';

/** Props of {@link ExportMix}. */
export interface ExportMixProps {
  /** The job whose stems are mixed. */
  jobId: string;
  /** The stems the playground plays (a four-stem job's instrumental left out), in lane order. */
  stems: readonly string[];
  /** The mix as it sounds now. */
  settings: MixSettings;
  /** Whether the stems are loaded. */
  ready: boolean;
  /** The API's calls. */
  client: Pick<PlaygroundClient, 'jobs' | 'submitMix'>;
  /** The page's language: the file's name. */
  locale: 'id' | 'en';
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: (code: string) => string;
}

/** The download of a finished export: its signed URL and file name, or the code it failed with. */
type Download = {jobId: string; href: string; fileName: string} | {jobId: string; code: string};

/**
 * The playground's export: submits a `mix` job with the mix as it sounds, follows it to its end and
 * offers the file, through @nada/playground's ExportDialog.
 */
export function ExportMix({jobId, stems, settings, ready, client, locale, errorText}: ExportMixProps) {
  const [exportId, setExportId] = useState<string | null>(null);
  const submission = useSubmitJob<JobLike>();
  const {submitting, error: submitError} = submission;
  const [download, setDownload] = useState<Download | null>(null);
  const {job, jobError} = useFollowedJob(client.jobs, exportId, 'mix');
  const fileId = job?.status === 'succeeded' ? job.result?.data.fileId : undefined;
  const fileName = job?.result?.files.find((file) => file.id === fileId)?.name;

  useEffect(() => {
    if (!exportId || !fileId || !fileName) return;
    let live = true;
    client.jobs.signedFileUrl(fileId, 'attachment').then(
      (signed) => live && setDownload({jobId: exportId, href: signed.url, fileName}),
      (error: unknown) => live && setDownload({jobId: exportId, code: errorCodeOf(error)}),
    );
    return () => {
      live = false;
    };
  }, [exportId, fileId, fileName, client]);

  async function start(request: MixExportRequest) {
    // The same export asked again (a lost answer, a double click) is the same job; once one was
    // made, exporting again is a new one.
    if (exportId) submission.reset();
    setDownload(null);
    const submitted = await submission.submit([jobId, {request, stems, settings}], (key) =>
      client.submitMix(jobId, stems, settings, {...request, locale}, key),
    );
    if (submitted) setExportId(submitted.id);
  }

  async function stop() {
    if (!exportId) return;
    try {
      await client.jobs.cancelJob(exportId);
    } catch (error) {
      // Finished meanwhile: the job's own state tells what became of it.
      console.warn('The export could not be stopped', error);
    }
  }

  // The stems exported are those `stems` names (a four-stem job's instrumental is left out), so
  // their levels alone say whether the file would be silence, which the dialog then refuses.
  const silent = isSilentMix(
    Object.fromEntries(stems.map((stem) => [stem, settings.levels[stem] ?? DEFAULT_LEVEL])),
  );
  const state = exportState();
  function exportState(): MixExportState {
    const failure = (code: string): MixExportState => ({
      status: 'error',
      code,
      message: errorText(code),
    });
    if (submitting) return {status: 'running', percent: 0};
    if (submitError) return failure(submitError);
    if (!exportId) return {status: 'idle'};
    if (jobError) return failure(jobError);
    if (!job || job.status === 'queued' || job.status === 'running')
      return {status: 'running', percent: job?.percent ?? 0};
    if (job.status === 'canceled') return {status: 'idle'};
    if (job.status === 'failed') return failure(job.error?.code ?? 'JOB_FAILED');
    if (download?.jobId !== exportId) return {status: 'running', percent: 100};
    return 'code' in download
      ? failure(download.code)
      : {status: 'done', href: download.href, fileName: download.fileName};
  }

  return (
    <ExportDialog
      semitones={settings.semitones}
      tempo={settings.tempo}
      loop={settings.loop}
      state={state}
      disabled={!ready}
      silent={silent}
      onExport={(request) => void start(request)}
      onCancel={() => void stop()}
    />
  );
}
