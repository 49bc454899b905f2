import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {GenerateFlow} from './GenerateFlow';
import {
  StoryPlayer,
  storyErrorText,
  storyGenerateClient,
  storyGenerateJob,
  useNoDialog,
} from './storybook/client';
import {choices} from './storybook/fixtures';
import {renderGenerateAi} from './test/render';
import type {GenerateJob} from './types';

function renderFlow(jobId: string | null, job: GenerateJob) {
  return renderGenerateAi(
    <StoryPlayer>
      <GenerateFlow
        {...choices}
        client={storyGenerateClient({job})}
        jobId={jobId}
        stages={['composing', 'rendering', 'mixing', 'mastering', 'store']}
        locale="id"
        errorText={storyErrorText}
        onFollow={() => undefined}
        onAnother={() => undefined}
        playgroundLink={() => <a href="#playground" />}
        listLink={<a href="#list" />}
        useAddToPlaylist={useNoDialog}
      />
    </StoryPlayer>,
  );
}

describe('GenerateFlow', () => {
  it('shows the prompt form without a job', () => {
    renderFlow(null, storyGenerateJob());
    expect(screen.getByRole('textbox', {name: 'Ceritakan lagumu'})).toBeInTheDocument();
  });

  it('follows a running job stage by stage', async () => {
    renderFlow(
      'job-generate',
      storyGenerateJob({status: 'running', stage: 'rendering', percent: 40, result: null}),
    );
    expect(await screen.findByRole('heading', {name: 'Lagumu sedang dibuat'})).toBeInTheDocument();
    expect(screen.getByText('Memainkan instrumen')).toBeInTheDocument();
  });

  it('shows the finished track with its stems', async () => {
    renderFlow('job-generate', storyGenerateJob());
    expect(await screen.findByRole('heading', {name: 'Stem'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Unduh Kendang'})).toBeInTheDocument();
  });
});
