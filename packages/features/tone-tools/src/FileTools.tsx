import {
  formatMusicalKey,
  uploadLimitMessages,
  UploadSource,
  uploadSourceStatus,
  useUpload,
  type UploadLimits,
} from '@nada/generation-wizard';
import {JobProgressOf, useFollowedJob, useSubmitJob, type JobLike} from '@nada/jobs';
import {Waveform, type WaveformPeaks, type WaveformRegion} from '@nada/waveform';
import {Button, Field, Select, Slider, Tabs, TabsContent, TabsList, TabsTrigger, formatClock} from '@nada/ui';
import {cloneElement, useEffect, useMemo, useState, type ReactElement, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {peaksOfFile} from './filePeaks';
import {
  FILE_FORMATS as FORMATS,
  type FileFormat as Format,
  type FileToolsClient,
  type TransformJob,
  type TransformRequest,
} from './fileToolsClient';
import {fileToolMessages as messages} from './messages';
import './tone-tools.css';

/** The file tools, as `?file-tool=` names them. */
export const FILE_TOOLS = ['key-tempo', 'bpm-key', 'cutter', 'converter'] as const;
type FileTool = (typeof FILE_TOOLS)[number];
const isFileTool = (value: string | null): value is FileTool => FILE_TOOLS.some((tool) => tool === value);

const RANGE_ID = 'cut';

/** Props of {@link FileTools}. */
export interface FileToolsProps {
  /** The API's calls. */
  client: FileToolsClient;
  /** Whether someone is signed in; `unknown` while the session is read (nothing is shown then). */
  session: 'signed-in' | 'signed-out' | 'unknown';
  /** The link to the sign-in page that comes back here (a router link without children). */
  signInLink: ReactElement<{children?: ReactNode}>;
  /** The page's language: the result files' names. */
  locale: 'id' | 'en';
  /** What the user's plan allows an upload. */
  limits: UploadLimits;
  /** The page's search parameters: `?file-tool=` names the tool, `?job=` the job shown. */
  params: URLSearchParams;
  /** Changes the page's search parameters (the router's `setSearchParams`). */
  onParamsChange: (
    update: (current: URLSearchParams) => URLSearchParams,
    options: {replace?: boolean; preventScrollReset?: boolean},
  ) => void;
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: (code: string | null | undefined) => string;
}

/** The file tools section of /tone/sound: sign-in for a guest; upload, tool, progress and result. */
export function FileTools({session: status, signInLink, ...props}: FileToolsProps) {
  return (
    <section className="tone-files" aria-labelledby="tone-files-title" data-file-tools="">
      <h2 id="tone-files-title">
        <FormattedMessage {...messages.heading} />
      </h2>
      <p>
        <FormattedMessage {...messages.lead} />
      </p>
      {status === 'signed-in' ? (
        <SignedInFileTools {...props} />
      ) : status === 'signed-out' ? (
        <div className="tone-files__guest" role="note">
          <p>
            <FormattedMessage {...messages.signInNeeded} />
          </p>
          <Button asChild>{cloneElement(signInLink, {}, <FormattedMessage {...messages.signIn} />)}</Button>
        </div>
      ) : null}
    </section>
  );
}

function SignedInFileTools({
  client,
  locale,
  limits,
  params: search,
  onParamsChange: setSearch,
  errorText,
}: Omit<FileToolsProps, 'session' | 'signInLink'>) {
  const intl = useIntl();
  const requested = search.get('file-tool');
  const tool: FileTool = isFileTool(requested) ? requested : 'key-tempo';
  const upload = useUpload(client.uploads);
  const [peaks, setPeaks] = useState<WaveformPeaks | null>(null);
  const [semitones, setSemitones] = useState(0);
  const [tempo, setTempo] = useState(100);
  const [format, setFormat] = useState<Format>('mp3');
  const [regions, setRegions] = useState<WaveformRegion[]>([]);
  const [fades, setFades] = useState({fadeIn: 0, fadeOut: 0});
  // `?job=` names the job shown (a link from the history, a reload); submitting or starting over sets it.
  const jobId = search.get('job');
  const setJobId = (id: string | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (id) params.set('job', id);
        else params.delete('job');
        return params;
      },
      {preventScrollReset: true},
    );
  const submission = useSubmitJob<JobLike>();
  const {submitting, error: submitError} = submission;
  // A job of another kind named in the address is not one of this page's.
  const {job, jobError} = useFollowedJob(client.jobs, jobId, 'transform');

  const limitValues = {
    plan: limits.name,
    megabytes: limits.maxFileMegabytes,
    minutes: limits.maxSongMinutes,
  };
  const uploadError =
    upload.error === 'FILE_TOO_LARGE' ? (
      <FormattedMessage {...uploadLimitMessages.tooLarge} values={limitValues} />
    ) : upload.error === 'FILE_TOO_LONG' ? (
      <FormattedMessage {...uploadLimitMessages.tooLong} values={limitValues} />
    ) : (
      errorText(upload.error)
    );
  const uploaded = upload.status === 'done' ? upload.uploaded : undefined;
  const file = upload.file;
  useEffect(() => {
    if (!uploaded || !file) return;
    let live = true;
    void peaksOfFile(file).then(
      (made) => live && setPeaks(made),
      () => live && setPeaks(null),
    );
    return () => {
      live = false;
    };
  }, [uploaded, file]);
  const duration = peaks ? peaks.length / peaks.sampleRate : (uploaded?.durationSeconds ?? 0);
  const range = regions.find((region) => region.id === RANGE_ID) ?? {id: RANGE_ID, start: 0, end: duration};

  function chooseTool(next: string) {
    if (!isFileTool(next)) return;
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('file-tool', next);
        params.delete('job');
        return params;
      },
      {replace: true, preventScrollReset: true},
    );
  }

  function request(): TransformRequest {
    if (tool === 'key-tempo') return {operation: 'keytempo', semitones, tempoPercent: tempo, format, locale};
    if (tool === 'bpm-key') return {operation: 'analyse', locale};
    if (tool === 'cutter')
      return {
        operation: 'cut',
        startSeconds: round(range.start),
        endSeconds: round(Math.min(range.end, duration)),
        fadeInSeconds: fades.fadeIn,
        fadeOutSeconds: fades.fadeOut,
        format,
        locale,
      };
    return {operation: 'convert', format, locale};
  }

  async function run() {
    if (!uploaded) return;
    const params = request();
    const submitted = await submission.submit([uploaded.id, params], (key) =>
      client.submitTransform(uploaded.id, params, key),
    );
    if (submitted) setJobId(submitted.id);
  }

  function another() {
    upload.cancel();
    setPeaks(null);
    setRegions([]);
    setJobId(null);
  }

  const stages = useMemo(
    () =>
      (['decode', 'process', 'encode', 'store'] as const).map((id) => ({
        id,
        label: intl.formatMessage(stageLabels[id]),
      })),
    [intl],
  );
  const formatOptions = FORMATS.map((value) => ({value, label: value.toUpperCase()}));
  const fadeRoom = Math.max(0, Math.min(10, range.end - range.start));
  const tabs: Array<[FileTool, keyof typeof messages]> = [
    ['key-tempo', 'tabKeyTempo'],
    ['bpm-key', 'tabAnalyse'],
    ['cutter', 'tabCut'],
    ['converter', 'tabConvert'],
  ];

  return (
    <div className="tone-files__tools">
      {/* The chosen tool's panel holds the rest: the upload, its settings, progress and result. Tabs
       and panel draw no box of their own, so their parts sit in this grid as before. */}
      <Tabs value={tool} onValueChange={chooseTool} className="tone-files__tabs">
        <TabsList variant="pills" aria-label={intl.formatMessage(messages.tabsLabel)}>
          {tabs.map(([id, label]) => (
            <TabsTrigger key={id} value={id}>
              <FormattedMessage {...messages[label]} />
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tool} className="tone-files__tabs">
          {!uploaded ? (
            <UploadSource
              status={uploadSourceStatus(upload)}
              onFile={(chosen: File) => upload.start(chosen)}
              acceptLabel={intl.formatMessage(messages.acceptLabel)}
              fileName={upload.file?.name}
              bytesSent={upload.bytesSent}
              bytesTotal={upload.bytesTotal}
              maxSizeBytes={limits.maxFileBytes}
              maxSizeLabel={intl.formatNumber(limits.maxFileMegabytes, {style: 'unit', unit: 'megabyte'})}
              error={upload.error ? uploadError : undefined}
              onPause={upload.pause}
              onResume={upload.resume}
              onCancel={upload.cancel}
              onRetry={upload.resume}
              onReplace={upload.cancel}
            />
          ) : (
            <div className="tone-files__form" data-tool={tool}>
              <p className="tone-files__file" data-file-name={uploaded.name}>
                <FormattedMessage
                  {...messages.fileReady}
                  values={{name: uploaded.name, duration: formatClock(duration, {rounding: 'nearest'})}}
                />{' '}
                <Button variant="ghost" size="sm" onClick={another}>
                  <FormattedMessage {...messages.otherFile} />
                </Button>
              </p>
              {tool === 'key-tempo' && (
                <>
                  <Slider
                    label={intl.formatMessage(messages.semitones)}
                    min={-12}
                    max={12}
                    step={1}
                    value={[semitones]}
                    onValueChange={([value]) => setSemitones(value ?? 0)}
                    formatValue={(value) => (value > 0 ? `+${value}` : String(value))}
                  />
                  <Slider
                    label={intl.formatMessage(messages.tempo)}
                    min={50}
                    max={200}
                    step={1}
                    value={[tempo]}
                    onValueChange={([value]) => setTempo(value ?? 100)}
                  />
                </>
              )}
              {tool === 'cutter' && (
                <>
                  <Waveform
                    label={intl.formatMessage(messages.waveform, {name: uploaded.name})}
                    peaks={peaks}
                    currentTime={range.start}
                    duration={duration}
                    regions={[range]}
                    onRegionsChange={(next) => setRegions(next.map((region) => ({...region, id: RANGE_ID})))}
                  />
                  <Slider
                    label={intl.formatMessage(messages.range)}
                    thumbLabels={[
                      intl.formatMessage(messages.rangeStart),
                      intl.formatMessage(messages.rangeEnd),
                    ]}
                    min={0}
                    max={Math.max(duration, 0.1)}
                    step={0.1}
                    minStepsBetweenThumbs={1}
                    value={[range.start, range.end]}
                    onValueChange={([start = 0, end = duration]) => setRegions([{id: RANGE_ID, start, end}])}
                    formatValue={(value) => formatClock(value, {rounding: 'nearest'})}
                  />
                  <p className="tone-files__hint">
                    <FormattedMessage {...messages.rangeHint} />
                  </p>
                  <Slider
                    label={intl.formatMessage(messages.fadeIn)}
                    min={0}
                    max={fadeRoom / 2}
                    step={0.1}
                    value={[Math.min(fades.fadeIn, fadeRoom / 2)]}
                    onValueChange={([value = 0]) =>
                      setFades((current) => ({...current, fadeIn: round(value)}))
                    }
                  />
                  <Slider
                    label={intl.formatMessage(messages.fadeOut)}
                    min={0}
                    max={fadeRoom / 2}
                    step={0.1}
                    value={[Math.min(fades.fadeOut, fadeRoom / 2)]}
                    onValueChange={([value = 0]) =>
                      setFades((current) => ({...current, fadeOut: round(value)}))
                    }
                  />
                </>
              )}
              {tool !== 'bpm-key' && (
                <Field label={intl.formatMessage(messages.format)}>
                  <Select
                    value={format}
                    onValueChange={(value) => setFormat(FORMATS.find((each) => each === value) ?? 'mp3')}
                    options={formatOptions}
                  />
                </Field>
              )}
              {submitError && (
                <p role="alert" className="tone-files__error">
                  {errorText(submitError)}
                </p>
              )}
              <Button
                onClick={() => void run()}
                loading={submitting}
                disabled={tool === 'key-tempo' && semitones === 0 && tempo === 100}
              >
                <FormattedMessage {...messages.run} />
              </Button>
            </div>
          )}
          {job && job.status !== 'succeeded' && (
            <JobProgressOf
              job={job}
              stages={stages}
              canceled={<FormattedMessage {...messages.canceled} />}
              errorText={errorText}
              onCancel={client.jobs.cancelJob}
              onRetry={() => void run()}
            />
          )}
          {jobError && !job && <p role="alert">{errorText(jobError)}</p>}
          {job?.status === 'succeeded' && <TransformResultView job={job} client={client} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function TransformResultView({job, client}: {job: TransformJob; client: FileToolsClient}) {
  const intl = useIntl();
  const data = job.result?.data;
  const [urls, setUrls] = useState<{play: string; save: string} | null>(null);
  const fileId = data && 'fileId' in data ? data.fileId : null;
  const name = job.result?.files.find((each) => each.id === fileId)?.name ?? '';
  useEffect(() => {
    if (!fileId) return;
    let live = true;
    void Promise.all([
      client.jobs.signedFileUrl(fileId, 'inline'),
      client.jobs.signedFileUrl(fileId, 'attachment'),
    ]).then(([play, save]) => {
      if (live) setUrls({play: play.url, save: save.url});
    });
    return () => {
      live = false;
    };
  }, [fileId, client]);
  if (!data) return null;
  if (data.operation === 'analyse')
    return (
      <p className="tone-files__analysis" role="status" data-bpm={data.bpm} data-key={data.key}>
        <FormattedMessage
          {...messages.analysed}
          values={{bpm: data.bpm, key: formatMusicalKey(intl, data.key)}}
        />
      </p>
    );
  return (
    <div className="tone-files__result" data-result-file={fileId ?? ''}>
      <h3>
        <FormattedMessage {...messages.result} values={{name}} />
      </h3>
      {urls && (
        <>
          <audio controls src={urls.play} preload="metadata" />
          <Button asChild variant="secondary">
            <a href={urls.save} download={name}>
              <FormattedMessage {...messages.download} />
            </a>
          </Button>
        </>
      )}
    </div>
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

const stageLabels = {
  decode: messages.stageDecode,
  process: messages.stageProcess,
  encode: messages.stageEncode,
  store: messages.stageStore,
} as const;
