import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ExportMix} from './ExportMix';
import {storyMixJob, storyPlaygroundClient} from './storybook/client';
import {shapedSettings} from './storybook/fixtures';
import {renderPlayground} from './test/render';

describe('ExportMix', () => {
  it('submits the mix in the page’s language with an idempotency key, then offers the file', async () => {
    const submitMix = vi.fn(() => Promise.resolve(storyMixJob));
    const user = userEvent.setup();
    renderPlayground(
      <ExportMix
        client={storyPlaygroundClient({submitMix})}
        locale="en"
        errorText={(code) => `Refused (${code})`}
        jobId="job-1"
        stems={['vocals', 'drums']}
        settings={shapedSettings}
        ready
      />,
      {locale: 'en'},
    );
    await user.click(screen.getByRole('button', {name: 'Export mix'}));
    await user.click(screen.getByRole('button', {name: 'Export'}));
    await waitFor(() =>
      expect(submitMix).toHaveBeenCalledWith(
        'job-1',
        ['vocals', 'drums'],
        shapedSettings,
        {format: 'mp3', onlyLoop: true, locale: 'en'},
        expect.any(String),
      ),
    );
    expect(await screen.findByRole('link', {name: 'Download'})).toHaveAttribute('href', '#mix-file');
  });

  it('shows the API’s refusal', async () => {
    const user = userEvent.setup();
    renderPlayground(
      <ExportMix
        client={storyPlaygroundClient({submitMix: () => Promise.reject({code: 'CREDITS_EXHAUSTED'})})}
        locale="en"
        errorText={(code) => `Refused (${code})`}
        jobId="job-1"
        stems={['vocals']}
        settings={shapedSettings}
        ready
      />,
      {locale: 'en'},
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', {name: 'Export mix'}));
    await user.click(screen.getByRole('button', {name: 'Export'}));
    expect(await screen.findByText('Refused (CREDITS_EXHAUSTED)')).toBeInTheDocument();
  });
});
