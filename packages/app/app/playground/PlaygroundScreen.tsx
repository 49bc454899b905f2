import {Playground, playgroundMessages, usePlaygroundMix} from '@nada/playground';
import {Button, EmptyState, Link as UiLink, musicIcon} from '@nada/ui';
import {useEffect, useRef, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link} from 'react-router';
import {apiErrorMessage} from '../api/apiErrorMessages';
import {ApiRequestError} from '../api/client';
import {usePageLocale} from '../auth/authPages';
import {localePath} from '../routing/paths';
import {ExportMix} from './ExportMix';
import {listStemJobs, loadPlayground, saveMix} from './playgroundApi';
import type {PlaygroundData} from './playgroundApi';
import {playgroundPageMessages as messages} from './playgroundMessages';
import {songNameOf} from '../jobs/resultTrack';
import {useApiData} from '../api/useApiData';

// Saving waits until the sliders rest.
const SAVE_DELAY_MS = 800;

type SaveState = 'idle' | 'saving' | 'saved' | {code: string};

/** The mixer over a loaded job, saving its settings as they change. */
function Mixer({data}: {data: PlaygroundData}) {
  const mix = usePlaygroundMix(data.stems, {settings: data.settings});
  const [save, setSave] = useState<SaveState>('idle');
  const first = useRef(mix.settings);
  const {settings, measure} = mix;
  const stemIds = data.stems.map((stem) => stem.id);
  useEffect(() => {
    if (settings === first.current) return;
    const timer = setTimeout(() => {
      setSave('saving');
      saveMix(data.job.id, settings).then(
        () => setSave('saved'),
        (error: unknown) => setSave({code: error instanceof ApiRequestError ? error.code : 'NETWORK'}),
      );
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings, data.job.id]);
  // The output's level, measured from the Web Audio graph, for the end-to-end tests.
  useEffect(() => {
    const tap = window as unknown as {nadaPlaygroundLevel?: typeof measure};
    tap.nadaPlaygroundLevel = measure;
    return () => void delete tap.nadaPlaygroundLevel;
  }, [measure]);
  return (
    <>
      <Playground
        mix={mix}
        onRetry={() => window.location.reload()}
        actions={
          <ExportMix
            jobId={data.job.id}
            stems={stemIds}
            settings={settings}
            ready={mix.status !== 'loading' && mix.status !== 'error'}
          />
        }
      />
      <p
        className="page-playground__save"
        role="status"
        data-save={typeof save === 'string' ? save : 'error'}
      >
        {save === 'saving' && <FormattedMessage {...messages.saving} />}
        {save === 'saved' && <FormattedMessage {...messages.saved} />}
        {typeof save === 'object' && (
          <FormattedMessage
            {...messages.saveFailed}
            values={{reason: <FormattedMessage {...apiErrorMessage(save.code)} />}}
          />
        )}
      </p>
    </>
  );
}

/** The stems of job `jobId` in the mixer. */
function JobPlayground({jobId}: {jobId: string}) {
  const intl = useIntl();
  const locale = usePageLocale();
  const data = useApiData(`playground:${jobId}`, () => loadPlayground(jobId, intl));
  const back = (
    <UiLink asChild>
      <Link to={localePath('v3-playground', locale)}>
        <FormattedMessage {...messages.otherSong} />
      </Link>
    </UiLink>
  );
  if (data.status === 'loading')
    return (
      <p role="status">
        <FormattedMessage {...playgroundMessages.loading} />
      </p>
    );
  if (data.status === 'error')
    return (
      <div role="alert" className="page-playground__problem">
        <p>
          <FormattedMessage {...apiErrorMessage(data.code)} />
        </p>
        {back}
      </div>
    );
  return (
    <>
      <p className="page-playground__song">
        <strong>{songNameOf(data.data.job) ?? ''}</strong> {back}
      </p>
      <Mixer key={jobId} data={data.data} />
    </>
  );
}

/** The caller's songs with stems (separated or generated), each opening the playground. */
function JobPicker() {
  const intl = useIntl();
  const locale = usePageLocale();
  const jobs = useApiData('playground:jobs', listStemJobs);
  if (jobs.status === 'loading')
    return (
      <p role="status">
        <FormattedMessage {...playgroundMessages.loading} />
      </p>
    );
  if (jobs.status === 'error')
    return (
      <div role="alert">
        <p>
          <FormattedMessage {...apiErrorMessage(jobs.code)} />
        </p>
        <Button variant="secondary" onClick={jobs.reload}>
          <FormattedMessage {...playgroundMessages.retry} />
        </Button>
      </div>
    );
  if (jobs.data.length === 0)
    return (
      <EmptyState
        icon={musicIcon}
        title={<FormattedMessage {...messages.pickEmptyTitle} />}
        description={<FormattedMessage {...messages.pickEmptyText} />}
        action={
          <Button asChild variant="primary">
            <Link to={localePath('v3-minusone', locale)}>
              <FormattedMessage {...messages.makeMinusOne} />
            </Link>
          </Button>
        }
      />
    );
  return (
    <section aria-labelledby="page-playground-pick">
      <h2 id="page-playground-pick">
        <FormattedMessage {...messages.pickHeading} />
      </h2>
      <ul className="page-playground__jobs">
        {jobs.data.map((job) => (
          <li key={job.id}>
            <UiLink asChild>
              <Link to={`${localePath('v3-playground', locale)}?job=${encodeURIComponent(job.id)}`}>
                {songNameOf(job) ??
                  intl.formatMessage(messages.untitled, {
                    date: intl.formatDate(job.createdAt, {dateStyle: 'medium'}),
                  })}
              </Link>
            </UiLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The playground: the job of `?job=`, or a picker of the caller's songs with stems. */
export function PlaygroundScreen({jobId}: {jobId: string | null}) {
  return jobId ? <JobPlayground key={jobId} jobId={jobId} /> : <JobPicker />;
}
