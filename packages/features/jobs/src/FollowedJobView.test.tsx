import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {FollowedJobView, type FollowedJobViewProps} from './FollowedJobView';
import {storyJob} from './storybook/fixtures';
import {renderJobs} from './test/render';

const props = (change: Partial<FollowedJobViewProps> = {}): FollowedJobViewProps => ({
  job: storyJob(),
  jobError: null,
  block: 'flow',
  headingId: 'flow-heading',
  stages: [
    {id: 'decode', label: 'Reading the file'},
    {id: 'separate', label: 'Separating'},
  ],
  texts: {
    another: 'Another song',
    loading: 'Loading the job',
    heading: 'Processing',
    canceled: 'Canceled, free',
  },
  errorText: (code) => `Error ${code ?? 'none'}`,
  onCancel: vi.fn(() => Promise.resolve()),
  onAnother: vi.fn(),
  onRetry: vi.fn(),
  ...change,
});

describe('FollowedJobView', () => {
  it('explains a job it cannot follow and offers a way back', async () => {
    const onAnother = vi.fn();
    renderJobs(<FollowedJobView {...props({job: null, jobError: 'JOB_NOT_FOUND', onAnother})} />, {
      locale: 'en',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error JOB_NOT_FOUND');
    await userEvent.click(screen.getByRole('button', {name: 'Another song'}));
    expect(onAnother).toHaveBeenCalledTimes(1);
  });

  it('shows the loading text until the job is read', () => {
    renderJobs(<FollowedJobView {...props({job: null})} />, {locale: 'en'});
    expect(screen.getByRole('status')).toHaveTextContent('Loading the job');
  });

  it('shows the progress under its heading and cancels through the API', async () => {
    const onCancel = vi.fn(() => Promise.resolve());
    renderJobs(<FollowedJobView {...props({onCancel})} />, {locale: 'en'});
    expect(screen.getByRole('region', {name: 'Processing'})).toBeInTheDocument();
    expect(screen.getByText('Separating…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(onCancel).toHaveBeenCalledWith('job-story');
  });

  it('names a failure by its code and retries', async () => {
    const onRetry = vi.fn();
    const failed = storyJob({
      status: 'failed',
      error: {code: 'DECODE_FAILED'},
      finishedAt: '2026-12-07T10:00:03Z',
    });
    renderJobs(<FollowedJobView {...props({job: failed, onRetry})} />, {locale: 'en'});
    expect(screen.getByText('Error DECODE_FAILED')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
