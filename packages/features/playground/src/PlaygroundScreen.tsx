import {stemMessages} from '@nada/generation-wizard';
import {instrumentMessages, labelOf} from '@nada/generate-ai';
import {errorCodeOf} from '@nada/jobs';
import {Button, EmptyState, Link as UiLink, musicIcon, useAsyncData} from '@nada/ui';
import {cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {ExportMix} from './ExportMix';
import {messages as playgroundMessages, playgroundPageMessages as messages} from './messages';
import {Playground} from './Playground';
import type {PlaygroundClient, PlaygroundSource} from './playgroundClient';
import type {PlaygroundStem} from './types';
import {usePlaygroundMix} from './usePlaygroundMix';

/** A router link without children (`<Link to="…" />`), which the page gives its own text. */
type LinkElement = ReactElement<{children?: ReactNode}>;

/** What the playground's parts share: the API's calls, the page's language and the error texts. */
interface PlaygroundContext {
  client: PlaygroundClient;
  locale: 'id' | 'en';
  errorText: (code: string) => string;
}

// Saving waits until the sliders rest.
const SAVE_DELAY_MS = 800;

type SaveState = 'idle' | 'saving' | 'saved' | {code: string};

/** The mixer over a loaded job, saving its settings as they change. */
function Mixer({
  data,
  stems,
  client,
  locale,
  errorText,
}: PlaygroundContext & {data: PlaygroundSource; stems: PlaygroundStem[]}) {
  const mix = usePlaygroundMix(stems, {settings: data.settings});
  const [save, setSave] = useState<SaveState>('idle');
  const first = useRef(mix.settings);
  const {settings, measure} = mix;
  const stemIds = stems.map((stem) => stem.id);
  useEffect(() => {
    if (settings === first.current) return;
    const timer = setTimeout(() => {
      setSave('saving');
      client.saveMix(data.song.id, settings).then(
        () => setSave('saved'),
        (error: unknown) => setSave({code: errorCodeOf(error)}),
      );
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings, data.song.id, client]);
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
            client={client}
            locale={locale}
            errorText={errorText}
            jobId={data.song.id}
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
          <FormattedMessage {...messages.saveFailed} values={{reason: errorText(save.code)}} />
        )}
      </p>
    </>
  );
}

/** The stems of job `jobId` in the mixer. */
function JobPlayground({
  jobId,
  pickerLink,
  ...context
}: PlaygroundContext & {jobId: string; pickerLink: LinkElement}) {
  const intl = useIntl();
  const {client, errorText} = context;
  const data = useAsyncData(`playground:${jobId}`, () => client.loadPlayground(jobId));
  const back = (
    <UiLink asChild>{cloneElement(pickerLink, {}, <FormattedMessage {...messages.otherSong} />)}</UiLink>
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
        <p>{errorText(data.code)}</p>
        {back}
      </div>
    );
  const stems = data.data.stems.map(({group, ...stem}) => ({
    ...stem,
    label: labelOf(intl, group === 'stem' ? stemMessages : instrumentMessages, stem.id),
  }));
  return (
    <>
      <p className="page-playground__song">
        <strong>{data.data.song.songName ?? ''}</strong> {back}
      </p>
      <Mixer key={jobId} data={data.data} stems={stems} {...context} />
    </>
  );
}

/** The caller's songs with stems (separated or generated), each opening the playground. */
function JobPicker({
  client,
  errorText,
  jobLink,
  minusOneLink,
}: PlaygroundContext & {jobLink: (jobId: string) => LinkElement; minusOneLink: LinkElement}) {
  const intl = useIntl();
  const jobs = useAsyncData('playground:jobs', client.listStemSongs);
  if (jobs.status === 'loading')
    return (
      <p role="status">
        <FormattedMessage {...playgroundMessages.loading} />
      </p>
    );
  if (jobs.status === 'error')
    return (
      <div role="alert">
        <p>{errorText(jobs.code)}</p>
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
            {cloneElement(minusOneLink, {}, <FormattedMessage {...messages.makeMinusOne} />)}
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
              {cloneElement(
                jobLink(job.id),
                {},
                job.songName ??
                  intl.formatMessage(messages.untitled, {
                    date: intl.formatDate(job.createdAt, {dateStyle: 'medium'}),
                  }),
              )}
            </UiLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Props of {@link PlaygroundScreen}. */
export interface PlaygroundScreenProps {
  /** The API's calls. */
  client: PlaygroundClient;
  /** The job whose stems are mixed (the page's `?job=`); null shows the picker. */
  jobId: string | null;
  /** The page's language: the export's file name. */
  locale: 'id' | 'en';
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: (code: string) => string;
  /** The link back to the picker (a router link without children). */
  pickerLink: LinkElement;
  /** The link that opens a song in the playground (a router link without children). */
  jobLink: (jobId: string) => LinkElement;
  /** The link to the minus-one page, for a user without songs (a router link without children). */
  minusOneLink: LinkElement;
}

/** The playground page: the job of `?job=` in the mixer, or a picker of the caller's songs with stems. */
export function PlaygroundScreen({
  jobId,
  pickerLink,
  jobLink,
  minusOneLink,
  ...context
}: PlaygroundScreenProps) {
  return jobId ? (
    <JobPlayground key={jobId} jobId={jobId} pickerLink={pickerLink} {...context} />
  ) : (
    <JobPicker jobLink={jobLink} minusOneLink={minusOneLink} {...context} />
  );
}
