// The minus one's wiring: @nada/generation-wizard's clients built from the API calls, the player's
// tracks and the app's links.
import {
  MinusOneResult,
  loadResultMedia,
  resultPlaylist,
  resultTrack,
  stemTrack,
  type CreditsLike,
  type MinusOneClient,
  type MinusOneSectionLink,
  type SeparationResultClient,
  type SeparationResultData,
} from '@nada/generation-wizard';
import {withoutExtension} from '@nada/jobs';
import type {ReactNode} from 'react';
import {Link, NavLink} from 'react-router';
import {usePageLocale} from '../auth/authPages';
import {connectSession} from '../auth/session';
import {jobKinds} from '../jobs/jobKinds';
import type {ImportJob, SeparationJob} from '../jobs/jobTypes';
import {localePath} from '../routing/paths';
import {apiErrorText} from './apiErrorText';
import {
  archiveUrl,
  cancelJob,
  fileUrl,
  getCredits,
  getFile,
  jobsClient,
  listEngines,
  renameFile,
  signedFileUrl,
  submitJob,
  uploadTransport,
} from './jobApi';

/** A read that waits for the session, so its ID token goes with it. */
export function afterSession<Args extends unknown[], T>(read: (...args: Args) => Promise<T>) {
  return (...args: Args): Promise<T> => connectSession().then(() => read(...args));
}

/** The minus-one flow's calls; a module constant, so its hooks keep following between renders. */
export const minusOneClient: MinusOneClient<SeparationJob> = {
  jobs: jobsClient,
  upload: uploadTransport,
  submitSeparation: (fileId, params, locale, idempotencyKey) =>
    submitJob({kind: 'separate', inputFileIds: [fileId], params: {...params, locale}, idempotencyKey}),
  cancelJob,
  getCredits: afterSession(getCredits),
  getFile: afterSession(getFile),
  listEngines: afterSession(listEngines),
};

/** A result's calls and player tracks. */
export const separationResultClient: SeparationResultClient = {
  loadMedia: afterSession((result: SeparationResultData) => loadResultMedia({signedFileUrl}, result)),
  resultTrack,
  stemTrack,
  fileUrl,
  archiveUrl,
  renameSong: async (fileId, name) => withoutExtension((await renameFile(fileId, name)).name),
};

/** Renders a link inside the app. */
export const renderAppLink = (href: string, children?: ReactNode) => <Link to={href}>{children}</Link>;

/** Props of {@link SeparationResult}. */
export interface SeparationResultProps {
  /** A succeeded `separate` job, or an `import` job that separated. */
  job: SeparationJob | ImportJob;
  credits: CreditsLike | null;
  onProcessAnother: () => void;
}

/** @nada/generation-wizard's result of a separation, wired to the API, the player, the playlists and the app's links. */
export function SeparationResult({job, credits, onProcessAnother}: SeparationResultProps) {
  const locale = usePageLocale();
  return (
    <MinusOneResult
      job={job}
      songName={jobKinds.nameOf(job)}
      credits={credits}
      onProcessAnother={onProcessAnother}
      client={separationResultClient}
      playlist={resultPlaylist}
      links={{
        // An import is listed in the history of every kind, not the minus one's.
        history: localePath(job.kind === 'import' ? 'history' : 'v3-minusone-history', locale),
        playground: `${localePath('v3-playground', locale)}?job=${encodeURIComponent(job.id)}`,
        // The custom page with the song and its settings, or the video link's options.
        rerun: jobKinds.descriptorOf(job)?.rerunPath?.(job, locale) ?? null,
      }}
      renderLink={renderAppLink}
      errorText={apiErrorText}
    />
  );
}

const sectionRoutes = {
  quick: 'v3-minusone',
  custom: 'v3-minusone-custom',
  history: 'v3-minusone-history',
} as const;

/** A link between the minus-one pages, to the page of its section. */
function MinusOneSectionNavLink({section, ...link}: MinusOneSectionLink) {
  const locale = usePageLocale();
  return <NavLink to={localePath(sectionRoutes[section], locale)} end {...link} />;
}

/** Renders @nada/generation-wizard's links between the minus-one pages with the router. */
export const renderMinusOneSection = (link: MinusOneSectionLink) => <MinusOneSectionNavLink {...link} />;
