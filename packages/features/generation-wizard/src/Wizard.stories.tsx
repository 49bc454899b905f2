import {Button, arrowRightIcon, downloadIcon, repeatIcon, sparkleIcon} from '@nada/ui';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {useEffect, useState} from 'react';
import {JobProgress} from '@nada/jobs';
import {useSeparationStages} from './separationStages';
import {ResultPreview} from './ResultPreview';
import {SeparationOptions} from './SeparationOptions';
import {FakePlayer} from './storybook/FakePlayer';
import {STORY_SEPARATION_STAGES, STORY_SEPARATION_VALUE} from './storybook/fixtures';
import {useStoryText} from './storybook/StoryText';
import type {JobStatus, SeparationValue, UploadStatus, WizardStepId} from './types';
import {UploadSource} from './UploadSource';
import {Wizard} from './Wizard';

const SONG = {name: 'Bengawan Solo - Gesang (live).mp3', size: 9_400_000};

interface FlowProps {
  /** The step the story opens on; the earlier steps count as done. */
  initialStep: WizardStepId;
}

/**
 * The minus-one flow as the app wires it, with the upload and the job simulated. Timers start only
 * after a click (a file picked, Start pressed), so what the story first shows never changes.
 */
function MinusOneFlow({initialStep}: FlowProps) {
  const text = useStoryText();
  const stages = useSeparationStages(STORY_SEPARATION_STAGES);
  const started = ['options', 'progress', 'preview'].includes(initialStep);
  const [step, setStep] = useState(initialStep);
  const [upload, setUpload] = useState<{status: UploadStatus; sent: number}>({
    status: started ? 'done' : 'idle',
    sent: started ? SONG.size : 0,
  });
  const [options, setOptions] = useState<SeparationValue>(STORY_SEPARATION_VALUE);
  const [job, setJob] = useState<{status: JobStatus; percent: number; simulated: boolean}>({
    status: initialStep === 'preview' ? 'succeeded' : 'running',
    percent: initialStep === 'preview' ? 100 : 38,
    simulated: false,
  });

  useEffect(() => {
    if (upload.status !== 'uploading') return;
    const timer = setInterval(() => {
      setUpload((current) => {
        const sent = Math.min(current.sent + 940_000, SONG.size);
        return {status: sent === SONG.size ? 'done' : current.status, sent};
      });
    }, 250);
    return () => clearInterval(timer);
  }, [upload.status]);

  useEffect(() => {
    if (!job.simulated || job.status !== 'queued') return;
    // A worker takes the job after a moment.
    const timer = setTimeout(() => setJob((current) => ({...current, status: 'running'})), 800);
    return () => clearTimeout(timer);
  }, [job.simulated, job.status]);

  useEffect(() => {
    if (!job.simulated || job.status !== 'running') return;
    const timer = setInterval(() => {
      setJob((current) => {
        const percent = Math.min(current.percent + 4, 100);
        return {...current, percent, status: percent === 100 ? 'succeeded' : current.status};
      });
    }, 250);
    return () => clearInterval(timer);
  }, [job.simulated, job.status]);

  const stageIndex = Math.min(
    Math.floor((job.percent / 100) * STORY_SEPARATION_STAGES.length),
    stages.length - 1,
  );

  return (
    <Wizard.Root
      value={step}
      onValueChange={setStep}
      canGoNext={{source: upload.status === 'done', progress: job.status === 'succeeded'}}
      canGoBack={{progress: job.status !== 'running' && job.status !== 'queued'}}
    >
      <Wizard.Steps />
      <Wizard.Step
        id="source"
        title={text('Pilih lagu', 'Choose a song')}
        description={text(
          'Kami pisahkan vokal dan musiknya. Berkasmu hanya dipakai untuk ini.',
          'We separate its vocals and music. Your file is used for nothing else.',
        )}
      >
        <UploadSource
          status={upload.status}
          fileName={SONG.name}
          bytesSent={upload.sent}
          bytesTotal={SONG.size}
          bytesPerSecond={upload.status === 'uploading' ? 3_760_000 : undefined}
          maxSizeBytes={200_000_000}
          onFile={() => setUpload({status: 'uploading', sent: 0})}
          onPause={() => setUpload((current) => ({...current, status: 'paused'}))}
          onResume={() => setUpload((current) => ({...current, status: 'uploading'}))}
          onCancel={() => setUpload({status: 'idle', sent: 0})}
          onReplace={() => setUpload({status: 'idle', sent: 0})}
        />
      </Wizard.Step>
      <Wizard.Step id="options" title={text('Atur hasilnya', 'Set up the result')} description={SONG.name}>
        <SeparationOptions value={options} onValueChange={setOptions} />
      </Wizard.Step>
      <Wizard.Step id="progress" title={text('Sedang diproses', 'Processing')}>
        <JobProgress
          stages={stages}
          stage={stages[stageIndex]?.id}
          percent={job.percent}
          status={job.status}
          elapsedSeconds={Math.round(job.percent * 0.8)}
          onCancel={() => setJob((current) => ({...current, status: 'canceled'}))}
          onRetry={() => setJob({status: 'running', percent: 0, simulated: true})}
        />
      </Wizard.Step>
      <Wizard.Step id="preview" title={text('Minus one kamu sudah jadi', 'Your minus one is ready')}>
        <ResultPreview
          title="Bengawan Solo (minus one)"
          meta={text('3:41 · C mayor · 92 BPM · MP3 320 kbps', '3:41 · C major · 92 BPM · MP3 320 kbps')}
          actions={
            <>
              <Button iconStart={downloadIcon}>{text('Unduh minus one', 'Download the minus one')}</Button>
              <Button variant="secondary" iconStart={downloadIcon}>
                {text('Unduh semua (ZIP)', 'Download all (ZIP)')}
              </Button>
            </>
          }
        >
          <FakePlayer />
        </ResultPreview>
      </Wizard.Step>
      <Wizard.Actions>
        {step === 'preview' ? (
          <Button
            variant="secondary"
            iconStart={repeatIcon}
            onClick={() => {
              setUpload({status: 'idle', sent: 0});
              setJob({status: 'running', percent: 0, simulated: false});
              setStep('source');
            }}
          >
            {text('Pisahkan lagu lain', 'Separate another song')}
          </Button>
        ) : (
          <Wizard.Back />
        )}
        <Wizard.Next
          iconEnd={step === 'options' ? sparkleIcon : arrowRightIcon}
          onClick={(event) => {
            if (step !== 'options') return;
            // The app sends the job here, then moves on itself.
            event.preventDefault();
            setJob({status: 'queued', percent: 0, simulated: true});
            setStep('progress');
          }}
        >
          {step === 'options' ? text('Mulai proses', 'Start') : undefined}
        </Wizard.Next>
      </Wizard.Actions>
    </Wizard.Root>
  );
}

const meta = {
  title: 'Features/GenerationWizard/Wizard',
  component: MinusOneFlow,
  args: {initialStep: 'source'},
  decorators: [
    (Story) => (
      <div style={{maxWidth: '48rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MinusOneFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole flow: pick any audio file, set the options, start, watch the stages, play the result. */
export const Flow: Story = {};
export const OptionsStep: Story = {args: {initialStep: 'options'}};
export const ProgressStep: Story = {args: {initialStep: 'progress'}};
export const PreviewStep: Story = {args: {initialStep: 'preview'}};
