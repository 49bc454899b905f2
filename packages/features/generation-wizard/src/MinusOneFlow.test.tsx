import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {MinusOneFlow, type MinusOneFlowProps} from './MinusOneFlow';
import {STORY_SEPARATION_STAGES, STORY_SEPARATION_VALUE} from './storybook/fixtures';
import {storyLink, storyMinusOneClient, storyPlanLimits, storySeparationJob} from './storybook/minusOne';
import {renderWizard} from './test/render';

function renderFlow(props: Partial<MinusOneFlowProps> = {}) {
  const all: MinusOneFlowProps = {
    variant: 'simple',
    locale: 'en',
    jobId: null,
    fileId: null,
    requestedParams: STORY_SEPARATION_VALUE,
    onNavigate: vi.fn(),
    planLimits: storyPlanLimits,
    stages: STORY_SEPARATION_STAGES,
    client: storyMinusOneClient(),
    customHref: '/custom',
    renderLink: storyLink,
    errorText: (code) => `error ${code}`,
    renderResult: (job) => <p>result of {job.id}</p>,
    ...props,
  };
  renderWizard(
    <PlayerProvider media={new FakeMedia()}>
      <MinusOneFlow {...all} />
    </PlayerProvider>,
    {locale: 'en'},
  );
  return all;
}

describe('MinusOneFlow', () => {
  it('starts at the song, with the plan’s limits and the credits left', async () => {
    renderFlow();
    expect(
      screen.getByText(/Your Gratis plan takes files up to 50 MB and songs up to 10 minutes long/),
    ).toBeVisible();
    expect(await screen.findByText(/10 minutes/, {selector: '.minusone-flow__credits'})).toBeVisible();
  });

  it('shows the uploaded song with its settings, and Process sends the job in the page’s language', async () => {
    const client = storyMinusOneClient();
    const submit = vi.spyOn(client, 'submitSeparation');
    const {onNavigate} = renderFlow({fileId: 'file-1', client});
    expect(await screen.findByText('Bengawan Solo.mp3 is uploaded (3:34).')).toBeVisible();
    expect(screen.getByRole('link', {name: 'More settings'})).toHaveAttribute('href', '/custom');
    await userEvent.click(screen.getByRole('button', {name: 'Process'}));
    expect(submit).toHaveBeenCalledWith('file-1', STORY_SEPARATION_VALUE, 'en', expect.any(String));
    expect(onNavigate).toHaveBeenCalledWith({job: 'job-story'});
  });

  it('says so when the song of a re-run is gone, and offers another file', async () => {
    const client = storyMinusOneClient();
    client.getFile = () => Promise.reject(Object.assign(new Error('gone'), {code: 'FILE_NOT_FOUND'}));
    const {onNavigate} = renderFlow({fileId: 'file-gone', client});
    expect(await screen.findByRole('alert')).toHaveTextContent('The song of that job is no longer stored.');
    await userEvent.click(screen.getByRole('button', {name: 'Choose another file'}));
    expect(onNavigate).toHaveBeenCalledWith(null);
  });

  it('shows a succeeded job’s result', async () => {
    renderFlow({jobId: 'job-story', client: storyMinusOneClient(storySeparationJob())});
    expect(await screen.findByText('result of job-story')).toBeVisible();
  });
});
