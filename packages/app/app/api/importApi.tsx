// The video-link pages' wiring: the API calls (through the client generated from the API's OpenAPI
// document) as @nada/generation-wizard's import clients, and its one-file result wired to the app.
import {
  AudioResultView,
  resultPlaylist,
  type AudioResultClient,
  type CreditsLike,
  type ImportOptionsClient,
  type ImportResultClient,
  type LinkProbeTransport,
} from '@nada/generation-wizard';
import {usePageLocale} from '../auth/authPages';
import {jobKinds} from '../jobs/jobKinds';
import type {ImportJob} from '../jobs/jobTypes';
import {localePath} from '../routing/paths';
import {apiErrorText} from './apiErrorText';
import {ApiRequestError, dataOf} from './client';
import {cancelJob, getCredits, jobsClient, listEngines, signedFileUrl, submitJob} from './jobApi';
import {afterSession, renderAppLink} from './minusOne';
import type {components} from './schema';
import {api} from './sessionClient';

/** What a link holds (`POST /api/imports/probe`): title, length, thumbnail, and whether the plan takes it. */
export type ImportProbe = components['schemas']['ImportProbe'];

/**
 * Asks the API what a link holds, without downloading it. Rejects with an {@link ApiRequestError}
 * (`URL_NOT_ALLOWED`, `IMPORT_UNSUPPORTED`, `IMPORT_UNAVAILABLE`, `IMPORT_NETWORK_FAILED`,
 * `IMPORT_FAILED`), or with code `NETWORK` when the API cannot be reached; aborting `signal` stops
 * the probe on the server too.
 */
export async function probeImport(url: string, signal: AbortSignal): Promise<ImportProbe> {
  try {
    return dataOf(await api.POST('/api/imports/probe', {body: {url}, signal}));
  } catch (error) {
    if (error instanceof ApiRequestError || signal.aborted) throw error;
    throw Object.assign(new Error('The API could not be reached', {cause: error}), {code: 'NETWORK'});
  }
}

/** How the link step of `@nada/generation-wizard` asks what a link holds. */
export const linkProbeTransport: LinkProbeTransport = probeImport;

/** The options step's calls. */
export const importOptionsClient: ImportOptionsClient = {
  probe: afterSession(probeImport),
  getCredits: afterSession(getCredits),
  listEngines: afterSession(listEngines),
  // The idempotency key makes a retried submission (a lost answer, a double click) the same job, charged once.
  submitImport: (params, idempotencyKey) =>
    submitJob({kind: 'import', inputFileIds: [], params, idempotencyKey}),
};

/** The preview step's calls; a module constant, so its hooks keep following between renders. */
export const importResultClient: ImportResultClient<ImportJob> = {
  jobs: jobsClient,
  cancelJob,
  getCredits: afterSession(getCredits),
};

const audioResultClient: AudioResultClient = {signedFileUrl: afterSession(signedFileUrl)};

/** Props of {@link ImportAudioResult}. */
export interface ImportAudioResultProps {
  /** A succeeded `import` job that made one audio file. */
  job: ImportJob;
  credits: CreditsLike | null;
  onAnother: () => void;
}

/** @nada/generation-wizard's one-file result of a video link, wired to the API, the playlists and the app's links. */
export function ImportAudioResult({job, credits, onAnother}: ImportAudioResultProps) {
  const locale = usePageLocale();
  return (
    <AudioResultView
      job={job}
      songName={jobKinds.nameOf(job)}
      credits={credits}
      onAnother={onAnother}
      client={audioResultClient}
      playlist={resultPlaylist}
      links={{
        history: localePath('history', locale),
        again: `${localePath('v3-generate_fr_yt-option', locale)}?${new URLSearchParams({url: job.params.url})}`,
      }}
      renderLink={renderAppLink}
      errorText={apiErrorText}
    />
  );
}
