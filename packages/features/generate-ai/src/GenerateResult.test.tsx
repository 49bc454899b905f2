import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {GenerateResult} from './GenerateResult';
import {
  StoryPlayer,
  storyErrorText,
  storyGenerateClient,
  storyGenerateJob,
  useNoDialog,
} from './storybook/client';
import {renderGenerateAi} from './test/render';
import type {GenerateParams} from './types';

describe('GenerateResult', () => {
  it('starts another version of the same prompt with another seed', async () => {
    const next = storyGenerateJob({id: 'job-next'});
    const submitGeneration = vi.fn((_params: GenerateParams, _key: string) => Promise.resolve(next));
    const onStarted = vi.fn();
    renderGenerateAi(
      <StoryPlayer>
        <GenerateResult
          job={storyGenerateJob()}
          client={storyGenerateClient({submitGeneration})}
          errorText={storyErrorText}
          onStarted={onStarted}
          onAnother={() => undefined}
          playgroundLink={<a href="#playground" />}
          listLink={<a href="#list" />}
          useAddToPlaylist={useNoDialog}
        />
      </StoryPlayer>,
    );
    await userEvent.click(await screen.findByRole('button', {name: 'Versi lain'}));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('job-next'));
    const [params] = submitGeneration.mock.calls[0] ?? [];
    expect(params).toMatchObject({prompt: 'Dangdut ceria untuk pernikahan', locale: 'id'});
    expect(params?.seed).not.toBe(7);
  });

  it('says so when a download link cannot be made', async () => {
    const client = storyGenerateClient();
    client.jobs.signedFileUrl = () => Promise.reject({code: 'NETWORK'});
    renderGenerateAi(
      <StoryPlayer>
        <GenerateResult
          job={storyGenerateJob()}
          client={client}
          errorText={storyErrorText}
          onStarted={() => undefined}
          onAnother={() => undefined}
          playgroundLink={<a href="#playground" />}
          listLink={<a href="#list" />}
          useAddToPlaylist={useNoDialog}
        />
      </StoryPlayer>,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(await screen.findByRole('button', {name: 'Unduh Kendang'}));
    expect(await screen.findByText('Unduhan tidak bisa dimulai. Coba lagi.')).toBeInTheDocument();
  });
});
