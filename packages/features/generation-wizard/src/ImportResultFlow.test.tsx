import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ImportResultFlow, type ImportResultFlowProps} from './ImportResultFlow';
import {storyImportJob, storyImportResultClient, storySeparation} from './storybook/minusOne';
import {renderWizard} from './test/render';

function renderPreview(props: Partial<ImportResultFlowProps> = {}) {
  const all: ImportResultFlowProps = {
    jobId: 'job-import',
    client: storyImportResultClient(storyImportJob()),
    stages: ['fetch', 'download', 'separate', 'encode'],
    onAnother: vi.fn(),
    onRetry: vi.fn(),
    errorText: (code) => `error ${code}`,
    renderSeparation: (job) => <p>stems of {job.id}</p>,
    renderAudio: (job) => <p>audio of {job.id}</p>,
    ...props,
  };
  renderWizard(<ImportResultFlow {...all} />, {locale: 'en'});
  return all;
}

describe('ImportResultFlow', () => {
  it('sends a page without a job back to the link step', async () => {
    const {onAnother} = renderPreview({jobId: null});
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to preview yet.');
    await userEvent.click(screen.getByRole('button', {name: 'Paste a video link'}));
    expect(onAnother).toHaveBeenCalled();
  });

  it('shows the result of an import that made one audio file', async () => {
    renderPreview();
    expect(await screen.findByText('audio of job-import')).toBeVisible();
  });

  it('shows the stems of an import that separated', async () => {
    const job = storyImportJob({
      params: {url: 'https://youtu.be/x', then: 'minusone', semitones: 0, tempo: 1, format: 'mp3'},
      result: {
        fileIds: [],
        files: [],
        data: {source: {title: null}, audio: null, separation: storySeparation, durationSeconds: 214},
      },
    });
    renderPreview({client: storyImportResultClient(job)});
    expect(await screen.findByText('stems of job-import')).toBeVisible();
  });

  it('follows a running job without the separating stage when it makes just the audio', async () => {
    const job = storyImportJob({
      status: 'running',
      stage: 'download',
      percent: 30,
      result: null,
      finishedAt: null,
    });
    renderPreview({client: storyImportResultClient(job)});
    expect(await screen.findByText('Downloading the audio')).toBeVisible();
    expect(screen.queryByText('Separating vocals and instruments')).not.toBeInTheDocument();
  });
});
