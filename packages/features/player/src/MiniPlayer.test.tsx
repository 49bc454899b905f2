import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useEffect} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {MiniPlayer} from './MiniPlayer';
import {Player} from './Player';
import {usePlayer} from './PlayerProvider';
import {playerHarness, renderWithPlayer, tracks} from './test/render';

function Playing() {
  const player = usePlayer();
  useEffect(() => {
    player.play(tracks);
    // `player` is a new object after every state change: with it as a dependency, the effect would
    // start playback again on each one. It must run once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

describe('MiniPlayer', () => {
  it('renders nothing without a track', () => {
    const {container} = renderWithPlayer(<MiniPlayer />, playerHarness());
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the track, its progress and version, and pauses, skips, expands and closes', async () => {
    const onExpand = vi.fn();
    const onClose = vi.fn();
    const harness = playerHarness({media: {durations: {'/bengawan-original.mp3': 200}}, locale: 'en'});
    renderWithPlayer(
      <>
        <Playing />
        <MiniPlayer onExpand={onExpand} onClose={onClose} />
      </>,
      harness,
    );
    const bar = screen.getByRole('region', {name: 'Now playing'});
    expect(bar).toHaveTextContent('Bengawan Solo');
    expect(bar).toHaveTextContent('Gesang · Original');
    act(() => harness.media.advance(50));
    expect(screen.getByRole('progressbar', {name: '0:50 / 3:20'})).toHaveAttribute('aria-valuenow', '25');
    await userEvent.click(screen.getByRole('button', {name: 'Pause'}));
    expect(harness.media.paused).toBe(true);
    await userEvent.click(screen.getByRole('button', {name: 'Next track'}));
    expect(bar).toHaveTextContent('Kopi Dangdut');
    await userEvent.click(screen.getByRole('button', {name: 'Open the player'}));
    expect(onExpand).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', {name: 'Close the player'}));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('region', {name: 'Now playing'})).not.toBeInTheDocument();
    expect(harness.media.paused).toBe(true);
  });

  it('shows an error in place of the subtitle with a retry button', async () => {
    const harness = playerHarness({media: {failing: {'/bengawan-original.mp3': 3}}});
    renderWithPlayer(
      <>
        <Playing />
        <MiniPlayer />
      </>,
      harness,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Berkas ini rusak');
    await userEvent.click(screen.getByRole('button', {name: 'Coba lagi'}));
    expect(harness.media.sources).toHaveLength(2);
  });

  it('steps aside while a full player is on screen and comes back when it scrolls away', () => {
    const observers: {callback: IntersectionObserverCallback; element?: Element}[] = [];
    class FakeIntersectionObserver {
      readonly record: {callback: IntersectionObserverCallback; element?: Element};
      constructor(callback: IntersectionObserverCallback) {
        this.record = {callback};
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.element = element;
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      const harness = playerHarness({locale: 'en'});
      const {unmount} = renderWithPlayer(
        <>
          <Playing />
          <Player />
          <MiniPlayer />
        </>,
        harness,
      );
      const scroll = (isIntersecting: boolean) =>
        act(() => {
          const record = observers[observers.length - 1];
          record?.callback(
            [{isIntersecting, target: record.element} as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        });
      expect(screen.getByRole('region', {name: 'Now playing'})).toBeInTheDocument();
      scroll(true);
      expect(screen.queryByRole('region', {name: 'Now playing'})).not.toBeInTheDocument();
      scroll(false);
      expect(screen.getByRole('region', {name: 'Now playing'})).toBeInTheDocument();
      scroll(true);
      unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
