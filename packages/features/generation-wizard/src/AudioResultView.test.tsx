import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import {screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {AudioResultView, type AudioResultViewProps} from './AudioResultView';
import {storyAudioClient, storyImportJob, storyLink, storyPlaylist} from './storybook/minusOne';
import {renderWizard} from './test/render';

function renderAudio(props: Partial<AudioResultViewProps> = {}) {
  renderWizard(
    <PlayerProvider media={new FakeMedia()}>
      <AudioResultView
        job={storyImportJob()}
        songName="Bengawan Solo"
        credits={{plan: 'free', availableSeconds: 355}}
        onAnother={vi.fn()}
        client={storyAudioClient}
        playlist={storyPlaylist}
        links={{history: '#history', again: '#again'}}
        renderLink={storyLink}
        errorText={(code) => `error ${code}`}
        {...props}
      />
    </PlayerProvider>,
    {locale: 'en'},
  );
}

describe('AudioResultView', () => {
  it('shows the audio’s length, its player, and the way back to the same video', async () => {
    renderAudio();
    expect(screen.getByRole('heading', {name: 'Bengawan Solo'})).toBeVisible();
    expect(screen.getByText('4:05')).toBeVisible();
    expect(await screen.findByRole('button', {name: 'Listen to the result'})).toBeVisible();
    expect(screen.getByRole('link', {name: 'Make something else from this video'})).toHaveAttribute(
      'href',
      '#again',
    );
  });

  it('names the key and tempo change of a key/tempo result', () => {
    renderAudio({
      job: storyImportJob({
        params: {url: 'https://youtu.be/x', then: 'keytempo', semitones: -2, tempo: 0.9, format: 'mp3'},
      }),
    });
    expect(screen.getByText(/4:05 · .*2.* · 90%/)).toBeVisible();
  });
});
