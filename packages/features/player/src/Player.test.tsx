import {act, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {demoPeaks} from '@nada/waveform/testing';
import {useEffect} from 'react';
import {describe, expect, it} from 'vitest';
import {Player} from './Player';
import {usePlayer} from './PlayerProvider';
import {kopi, playerHarness, renderWithPlayer, tracks} from './test/render';
import type {PlayerTrack} from './types';

const durations = {'/bengawan-original.mp3': 200, '/bengawan-minus-one.mp3': 200, '/kopi.mp3': 240};

/** Queues tracks when mounted, as a page does. */
function Queued({queue, index = 0, play = false}: {queue: PlayerTrack[]; index?: number; play?: boolean}) {
  const player = usePlayer();
  useEffect(() => {
    if (play) player.play(queue, index);
    else player.enqueue(queue);
    // `player` is a new object after every state change: with it as a dependency, the effect would
    // start playback again on each one. It must run once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

describe('Player', () => {
  it('says nothing is playing before a track is chosen', () => {
    renderWithPlayer(<Player />, playerHarness({locale: 'en'}));
    expect(screen.getByRole('region', {name: 'Player'})).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('heading', {name: 'Nothing is playing'})).toBeVisible();
    expect(screen.getByRole('button', {name: 'Play'})).toBeDisabled();
  });

  it('plays and pauses with its button, and shows the time', async () => {
    const harness = playerHarness({media: {durations}, locale: 'en'});
    renderWithPlayer(
      <>
        <Queued queue={tracks.slice(1)} />
        <Player />
      </>,
      harness,
    );
    const region = screen.getByRole('region', {name: 'Kopi Dangdut'});
    expect(region).toHaveAttribute('data-status', 'ready');
    await userEvent.click(screen.getByRole('button', {name: 'Play'}));
    expect(region).toHaveAttribute('data-status', 'playing');
    act(() => harness.media.advance(65));
    expect(region).toHaveTextContent('1:05');
    expect(region).toHaveTextContent('4:00');
    await userEvent.click(screen.getByRole('button', {name: 'Pause'}));
    expect(region).toHaveAttribute('data-status', 'paused');
  });

  it('takes focus on its play/pause button when it appears with focusOnMount, and only then', async () => {
    const harness = playerHarness({media: {durations}, locale: 'en'});
    function ListenThenPlayer() {
      const player = usePlayer();
      return player.current ? (
        <Player focusOnMount />
      ) : (
        <button type="button" onClick={() => player.play(tracks.slice(1))}>
          Listen
        </button>
      );
    }
    renderWithPlayer(<ListenThenPlayer />, harness);
    await userEvent.click(screen.getByRole('button', {name: 'Listen'}));
    const toggle = screen.getByRole('button', {name: /^(Play|Pause)$/});
    expect(toggle).toHaveFocus();
    // Moving on, later renders (the time advancing) leave focus where the person put it.
    screen.getByRole('button', {name: 'Mute'}).focus();
    act(() => harness.media.advance(5));
    expect(screen.getByRole('button', {name: 'Mute'})).toHaveFocus();
  });

  it('leaves focus alone by default', () => {
    renderWithPlayer(
      <>
        <Queued queue={tracks.slice(1)} />
        <Player />
      </>,
      playerHarness({media: {durations}, locale: 'en'}),
    );
    expect(document.body).toHaveFocus();
  });

  it('seeks with the position slider when the track has no peaks', async () => {
    const harness = playerHarness({media: {durations}});
    renderWithPlayer(
      <>
        <Queued queue={tracks.slice(1)} />
        <Player />
      </>,
      harness,
    );
    const slider = screen.getByRole('slider', {name: 'Posisi dalam lagu'});
    expect(slider).toHaveAttribute('aria-valuetext', '0 detik dari 4 menit 0 detik');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(harness.media.currentTime).toBe(1);
  });

  it('draws the waveform of a track with peaks and seeks with it', async () => {
    const harness = playerHarness({media: {durations}, locale: 'en'});
    const withPeaks = {...kopi, peaks: demoPeaks({duration: 240})};
    renderWithPlayer(
      <>
        <Queued queue={[withPeaks]} />
        <Player />
      </>,
      harness,
    );
    const waveform = screen.getByRole('slider', {name: 'Position in the song'});
    expect(waveform).toHaveAttribute('aria-valuemax', '240');
    waveform.focus();
    await userEvent.keyboard('{PageUp}');
    expect(harness.media.currentTime).toBe(30);
    // A loop marked on the waveform repeats in the player.
    await userEvent.keyboard('[[');
    await userEvent.keyboard('{PageUp}');
    await userEvent.keyboard(']');
    expect(screen.getByText('Loop 0:30–1:00')).toBeVisible();
  });

  it('switches A/B versions with a pressed button, keeping the place', async () => {
    const harness = playerHarness({media: {durations}, locale: 'en'});
    renderWithPlayer(
      <>
        <Queued queue={tracks} play />
        <Player />
      </>,
      harness,
    );
    const versions = screen.getByRole('group', {name: 'Version'});
    const original = within(versions).getByRole('button', {name: 'Original'});
    const minusOne = within(versions).getByRole('button', {name: 'Minus one'});
    expect(original).toHaveAttribute('aria-pressed', 'true');
    expect(minusOne).toHaveAttribute('aria-pressed', 'false');
    // The version playing is named under the title, and in the player's name.
    const region = screen.getByRole('region', {name: 'Bengawan Solo Original'});
    expect(region).toHaveTextContent('Gesang · Original');
    act(() => harness.media.advance(42));
    await userEvent.click(minusOne);
    expect(minusOne).toHaveAttribute('aria-pressed', 'true');
    expect(region).toHaveTextContent('Gesang · Minus one');
    expect(region).toHaveAccessibleName('Bengawan Solo Minus one');
    expect(harness.media.src).toBe('/bengawan-minus-one.mp3');
    expect(harness.media.currentTime).toBe(42);
    expect(screen.getByRole('button', {name: 'Pause'})).toBeVisible();
  });

  it('cycles repeat off, all, one and toggles shuffle', async () => {
    const harness = playerHarness({media: {durations}});
    renderWithPlayer(
      <>
        <Queued queue={tracks} />
        <Player />
      </>,
      harness,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Ulangi: mati'}));
    await userEvent.click(screen.getByRole('button', {name: 'Ulangi: semua lagu'}));
    const repeatOne = screen.getByRole('button', {name: 'Ulangi: lagu ini'});
    expect(repeatOne).toHaveAttribute('aria-pressed', 'true');
    expect(repeatOne.querySelector('svg')).toHaveAttribute('data-icon', 'repeatOnce');
    await userEvent.click(screen.getByRole('button', {name: 'Ulangi: lagu ini'}));
    expect(screen.getByRole('button', {name: 'Ulangi: mati'})).toHaveAttribute('aria-pressed', 'false');
    const shuffle = screen.getByRole('button', {name: 'Acak'});
    await userEvent.click(shuffle);
    expect(shuffle).toHaveAttribute('aria-pressed', 'true');
  });

  it('mutes and unmutes, and sets the volume with the keyboard', async () => {
    const harness = playerHarness({media: {durations}, locale: 'en'});
    renderWithPlayer(
      <>
        <Queued queue={tracks} />
        <Player />
      </>,
      harness,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Mute'}));
    expect(harness.media.muted).toBe(true);
    await userEvent.click(screen.getByRole('button', {name: 'Unmute'}));
    expect(harness.media.muted).toBe(false);
    const volume = screen.getByRole('slider', {name: 'Volume'});
    expect(volume).toHaveAttribute('aria-valuetext', '100%');
    volume.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(harness.media.volume).toBeCloseTo(0.9);
  });

  it('explains a playback error and retries', async () => {
    const harness = playerHarness({media: {durations, failing: {'/kopi.mp3': 2}}});
    renderWithPlayer(
      <>
        <Queued queue={tracks.slice(1)} play />
        <Player />
      </>,
      harness,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lagu berhenti dimuat. Periksa koneksi internetmu, lalu coba lagi.',
    );
    await userEvent.click(screen.getByRole('button', {name: 'Coba lagi'}));
    expect(harness.media.sources.filter((src) => src === '/kopi.mp3')).toHaveLength(2);
  });

  it('lists the queue, marks the current track and plays another', async () => {
    const harness = playerHarness({media: {durations}, locale: 'en'});
    renderWithPlayer(
      <>
        <Queued queue={tracks} />
        <Player showQueue />
      </>,
      harness,
    );
    const list = screen.getByRole('list', {name: /Queue/});
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    const last = items.at(-1);
    if (!last) throw new Error('the queue has no items');
    await userEvent.click(last);
    expect(harness.media.src).toBe('/rayuan.mp3');
    expect(screen.getByRole('heading', {name: 'Rayuan Pulau Kelapa'})).toBeVisible();
  });
});
