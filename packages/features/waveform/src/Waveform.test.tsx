import {act, fireEvent, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {RecordingContext, renderWaveform} from './test/render';
import {demoPeaks} from './testing';
import type {WaveformRegion} from './types';
import {Waveform} from './Waveform';

const WIDTH = 400;
const song = demoPeaks({duration: 200});
let contexts: RecordingContext[] = [];

let observers: ReportingResizeObserver[] = [];

/** Reports an element's size as soon as it is observed, as browsers do, and on `resizeTo`. */
class ReportingResizeObserver {
  constructor(readonly callback: ResizeObserverCallback) {
    observers.push(this);
  }
  observe(element: Element) {
    this.callback([{contentRect: element.getBoundingClientRect()} as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
}

/** Tells every observer that its element is now `width` CSS pixels wide. */
function resizeTo(width: number) {
  const contentRect = DOMRect.fromRect({x: 0, y: 0, width, height: 96});
  for (const observer of observers) observer.callback([{contentRect} as ResizeObserverEntry], observer);
}

beforeEach(() => {
  contexts = [];
  observers = [];
  vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({x: 0, y: 0, width: WIDTH, height: 96}),
  );
  const getContext = () => {
    const context = new RecordingContext();
    contexts.push(context);
    return context;
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    getContext as unknown as HTMLCanvasElement['getContext'],
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Waveform', () => {
  it('is a slider with the position read out in localised time', () => {
    renderWaveform(<Waveform label="Bengawan Solo" peaks={song} currentTime={65} />);
    const slider = screen.getByRole('slider', {name: 'Bengawan Solo'});
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '200');
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    expect(slider).toHaveAttribute('aria-valuetext', '1 menit 5 detik dari 3 menit 20 detik');
    expect(slider).toHaveAccessibleDescription(/Tombol panah/);
  });

  it('reads the position in English too', () => {
    renderWaveform(<Waveform label="Song" peaks={song} currentTime={1} />, {locale: 'en'});
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '1 second of 3 minutes 20 seconds');
  });

  it('draws the peaks sharp on a Retina screen: one bar per device pixel, in the theme colours', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    const {container} = renderWaveform(<Waveform label="Song" peaks={song} currentTime={0} />);
    const canvases = container.querySelectorAll('canvas');
    expect(canvases).toHaveLength(2);
    for (const canvas of canvases) {
      expect(canvas.width).toBe(WIDTH * 2);
      expect(canvas.height).toBe(96 * 2);
    }
    const last = contexts.slice(-2);
    expect(last.map((context) => context.rects.length)).toEqual([WIDTH * 2, WIDTH * 2]);
    expect(last.map((context) => context.fills.length)).toEqual([1, 1]);
  });

  it('moves 5 s with the arrows, 30 s with the Page keys and to the ends with Home and End', async () => {
    const onSeek = vi.fn();
    renderWaveform(<Waveform label="Song" peaks={song} currentTime={100} onSeek={onSeek} />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}{ArrowUp}{PageUp}{PageDown}{Home}{End}');
    expect(onSeek.mock.calls.map(([time]) => time)).toEqual([105, 95, 105, 130, 70, 0, 200]);
  });

  it('never seeks outside the song', async () => {
    const onSeek = vi.fn();
    renderWaveform(<Waveform label="Song" peaks={song} currentTime={198} onSeek={onSeek} />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{PageUp}');
    expect(onSeek).toHaveBeenLastCalledWith(200);
  });

  it('seeks where it is clicked and follows a drag', () => {
    const onSeek = vi.fn();
    renderWaveform(<Waveform label="Song" peaks={song} currentTime={0} onSeek={onSeek} />);
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, {button: 0, clientX: 100, pointerId: 1});
    fireEvent.pointerMove(slider, {clientX: 200, pointerId: 1});
    fireEvent.pointerUp(slider, {clientX: 200, pointerId: 1});
    fireEvent.pointerMove(slider, {clientX: 300, pointerId: 1});
    expect(onSeek.mock.calls.map(([time]) => time)).toEqual([50, 100]);
    expect(slider).toHaveFocus();
  });

  it('marks a loop with shift-drag and removes it with its button (uncontrolled)', async () => {
    const onRegionsChange = vi.fn();
    const onSeek = vi.fn();
    renderWaveform(
      <Waveform
        label="Song"
        peaks={song}
        currentTime={0}
        onSeek={onSeek}
        onRegionsChange={onRegionsChange}
      />,
      {locale: 'en'},
    );
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, {button: 0, clientX: 200, pointerId: 1, shiftKey: true});
    fireEvent.pointerMove(slider, {clientX: 100, pointerId: 1, shiftKey: true});
    fireEvent.pointerUp(slider, {clientX: 100, pointerId: 1});
    expect(onSeek).not.toHaveBeenCalled();
    expect(onRegionsChange).toHaveBeenLastCalledWith([{id: 'loop', start: 50, end: 100}]);
    expect(screen.getByText('Loop 0:50–1:40')).toBeVisible();
    expect(slider).toHaveAccessibleDescription(/Loop from 0:50 to 1:40\./);
    await userEvent.click(screen.getByRole('button', {name: 'Remove loop'}));
    expect(onRegionsChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText('Loop 0:50–1:40')).not.toBeInTheDocument();
  });

  it('ignores a shift-click without a drag', () => {
    const onRegionsChange = vi.fn();
    renderWaveform(<Waveform label="Song" peaks={song} currentTime={0} onRegionsChange={onRegionsChange} />);
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, {button: 0, clientX: 200, pointerId: 1, shiftKey: true});
    fireEvent.pointerUp(slider, {clientX: 200, pointerId: 1});
    expect(onRegionsChange).not.toHaveBeenCalled();
  });

  it('marks a loop from the keyboard with [ and ] and removes it with Delete (controlled)', async () => {
    function Controlled() {
      const [regions, setRegions] = useState<WaveformRegion[]>([{id: 'chorus', start: 10, end: 20}]);
      const [time, setTime] = useState(30);
      return (
        <>
          <Waveform
            label="Song"
            peaks={song}
            currentTime={time}
            onSeek={setTime}
            regions={regions}
            onRegionsChange={setRegions}
          />
          <output data-testid="regions">{JSON.stringify(regions)}</output>
        </>
      );
    }
    renderWaveform(<Controlled />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('[[');
    await userEvent.keyboard('{PageUp}');
    await userEvent.keyboard(']');
    expect(JSON.parse(screen.getByTestId('regions').textContent ?? '')).toEqual([
      {id: 'chorus', start: 10, end: 20},
      {id: 'loop', start: 30, end: 60},
    ]);
    await userEvent.keyboard('{Delete}');
    expect(JSON.parse(screen.getByTestId('regions').textContent ?? '')).toEqual([
      {id: 'chorus', start: 10, end: 20},
    ]);
  });

  it('shows regions given as props', () => {
    const {container} = renderWaveform(
      <Waveform
        label="Song"
        peaks={song}
        currentTime={0}
        defaultRegions={[{id: 'loop', start: 50, end: 100}]}
      />,
    );
    const region = container.querySelector('[data-region="loop"]');
    expect(region).toHaveStyle({left: '25%', width: '25%'});
  });

  it('zooms in and out with its buttons, drawing only the part in view', async () => {
    const onZoomChange = vi.fn();
    renderWaveform(<Waveform label="Song" peaks={song} currentTime={150} onZoomChange={onZoomChange} />, {
      locale: 'en',
    });
    const zoomOut = screen.getByRole('button', {name: 'Zoom out'});
    expect(zoomOut).toBeDisabled();
    await userEvent.click(screen.getByRole('button', {name: 'Zoom in'}));
    await userEvent.click(screen.getByRole('button', {name: 'Zoom in'}));
    expect(onZoomChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByText('4×')).toBeVisible();
    expect(zoomOut).toBeEnabled();
    expect(screen.getByRole('slider').closest('[data-zoomed]')).not.toBeNull();
    await userEvent.click(zoomOut);
    expect(onZoomChange).toHaveBeenLastCalledWith(2);
  });

  it('follows the cursor when zoomed: a click maps to the part in view', () => {
    const onSeek = vi.fn();
    const {rerender} = renderWaveform(
      <Waveform label="Song" peaks={song} currentTime={0} zoom={4} onSeek={onSeek} />,
    );
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, {button: 0, clientX: 200, pointerId: 1});
    fireEvent.pointerUp(slider, {clientX: 200, pointerId: 1});
    // 4x: 50 s in view from 0 s.
    expect(onSeek).toHaveBeenLastCalledWith(25);
    rerender(<Waveform label="Song" peaks={song} currentTime={120} zoom={4} onSeek={onSeek} />);
    fireEvent.pointerDown(slider, {button: 0, clientX: 0, pointerId: 1});
    fireEvent.pointerUp(slider, {clientX: 0, pointerId: 1});
    // The view paged so that 120 s sits a tenth in: it starts at 115 s.
    expect(onSeek.mock.lastCall?.[0]).toBeCloseTo(115, 6);
  });

  it('places a zoomed view by its final width, not by the widths measured before', () => {
    const onSeek = vi.fn();
    renderWaveform(<Waveform label="Song" peaks={song} currentTime={120} zoom={4} onSeek={onSeek} />);
    // Measured at 400 px first, then wider (a scrollbar went away): the cursor, still in view,
    // must not keep the place the narrower view gave it.
    act(() => resizeTo(500));
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, {button: 0, clientX: 0, pointerId: 1});
    fireEvent.pointerUp(slider, {clientX: 0, pointerId: 1});
    // 120 s sits a tenth into the 50 s in view, as if the view had been 500 px wide all along.
    expect(onSeek.mock.lastCall?.[0]).toBeCloseTo(115, 6);
  });

  it('shows a skeleton and says it is loading', () => {
    const {container} = renderWaveform(
      <Waveform label="Song" peaks={null} currentTime={0} duration={200} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the waveform…');
    expect(container.querySelector('.nada-skeleton')).not.toBeNull();
    expect(container.querySelector('canvas')).toBeNull();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-busy', 'true');
  });

  it('explains an error, still seeks, and retries', async () => {
    const onRetry = vi.fn();
    const onSeek = vi.fn();
    renderWaveform(
      <Waveform
        label="Song"
        peaks={null}
        status="error"
        currentTime={0}
        duration={200}
        onSeek={onSeek}
        onRetry={onRetry}
      />,
      {locale: 'en'},
    );
    expect(screen.getByRole('status')).toHaveTextContent('The waveform couldn’t be loaded.');
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalled();
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{End}');
    expect(onSeek).toHaveBeenCalledWith(200);
  });

  it('says when the audio is empty and offers no seeking', async () => {
    const onSeek = vi.fn();
    renderWaveform(
      <Waveform label="Song" peaks={demoPeaks({duration: 0})} currentTime={0} onSeek={onSeek} />,
    );
    expect(screen.getByText('Berkas ini tidak berisi audio untuk ditampilkan.')).toBeVisible();
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-disabled', 'true');
    slider.focus();
    await userEvent.keyboard('{End}');
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('repaints when the colour mode changes', async () => {
    renderWaveform(<Waveform label="Song" peaks={song} currentTime={0} />);
    const before = contexts.length;
    document.documentElement.setAttribute('data-theme', 'dark');
    await vi.waitFor(() => expect(contexts.length).toBeGreaterThan(before));
    document.documentElement.removeAttribute('data-theme');
  });
});
