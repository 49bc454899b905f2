import {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import type {KeyboardEvent, PointerEvent, RefObject} from 'react';
import {drawPeaks} from './draw';
import {isEmptyPeaks, peakColumns, peaksDuration} from './peaks';
import type {Seconds, WaveformPeaks, WaveformRegion, WaveformStatus} from './types';
import {useControllableState} from './useControllableState';

/** Id of the region that shift-drag and the [ and ] keys create: the loop. */
export const LOOP_REGION_ID = 'loop';

/** How far the arrow keys and the Page keys move, and the zoom range. */
export const WAVEFORM_DEFAULTS = {
  /** Seconds an arrow key moves. */
  step: 5,
  /** Seconds Page Up and Page Down move. */
  pageStep: 30,
  /** Largest zoom factor (1 shows the whole song). */
  maxZoom: 32,
  /** Height of the waveform in CSS pixels. */
  height: 96,
  /** A shift-drag shorter than this is a click, not a loop. */
  minRegion: 0.25,
  /** Where the cursor lands, as a fraction of the view, when the view follows it. */
  followAt: 0.1,
} as const;

/** Options of {@link useWaveform}; the `Waveform` view takes the same ones as props. */
export interface UseWaveformOptions {
  /** The peaks to draw; `null` while they load or when there are none. */
  peaks: WaveformPeaks | null;
  /** Where playback is. */
  currentTime: Seconds;
  /** Length of the audio; defaults to the length the peaks describe. */
  duration?: Seconds;
  /** Called with the time to play from, on click, drag and the keyboard. */
  onSeek?: (time: Seconds) => void;
  /** The marked regions, when the parent controls them. */
  regions?: WaveformRegion[];
  /** The regions to start with when uncontrolled. @default [] */
  defaultRegions?: WaveformRegion[];
  /** Called with every new list of regions (a loop made, moved or removed). */
  onRegionsChange?: (regions: WaveformRegion[]) => void;
  /** Zoom factor when the parent controls it (1 shows the whole song). */
  zoom?: number;
  /** Zoom factor to start with when uncontrolled. @default 1 */
  defaultZoom?: number;
  /** Called with every new zoom factor. */
  onZoomChange?: (zoom: number) => void;
  /** What to show; by default `ready` with peaks, `loading` without and `empty` for peaks of no audio. */
  status?: WaveformStatus;
  /** Height in CSS pixels. @default 96 */
  height?: number;
}

/** State and handlers of one waveform; the view only lays them out. */
export interface WaveformState {
  /** What to show. */
  status: WaveformStatus;
  /** Length of the audio (0 while unknown). */
  duration: Seconds;
  /** Where the cursor is: the playback time, or where a drag is. */
  position: Seconds;
  /** The part of the audio in view. */
  view: {start: Seconds; end: Seconds};
  /** Zoom factor, 1 for the whole song. */
  zoom: number;
  /** Whether another zoom step in or out exists. */
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** Doubles or halves the zoom, keeping the cursor in view. */
  zoomIn: () => void;
  zoomOut: () => void;
  /** The marked regions, a loop being dragged included. */
  regions: WaveformRegion[];
  /** The loop region, if one is marked. */
  loop: WaveformRegion | undefined;
  /** Removes the loop region. */
  removeLoop: () => void;
  /** Seeks to a time, clamped to the audio. */
  seek: (time: Seconds) => void;
  /** Height in CSS pixels. */
  height: number;
  /** Refs for the scrolling viewport (the slider) and the two canvases (all, and the played part). */
  viewportRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  playedCanvasRef: RefObject<HTMLCanvasElement | null>;
  /** Handlers for the viewport. */
  handleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  handlePointerDown: (event: PointerEvent<HTMLElement>) => void;
  handlePointerMove: (event: PointerEvent<HTMLElement>) => void;
  handlePointerUp: (event: PointerEvent<HTMLElement>) => void;
  handleScroll: () => void;
}

type Drag = {kind: 'seek'} | {kind: 'region'; anchor: Seconds};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function resolveStatus(status: WaveformStatus | undefined, peaks: WaveformPeaks | null): WaveformStatus {
  if (status === 'error' || status === 'loading') return status;
  if (!peaks) return status === 'empty' ? 'empty' : 'loading';
  return status === 'empty' || isEmptyPeaks(peaks) ? 'empty' : 'ready';
}

function withLoop(regions: WaveformRegion[], loop: WaveformRegion | null): WaveformRegion[] {
  const others = regions.filter((region) => region.id !== LOOP_REGION_ID);
  return loop ? [...others, loop] : others;
}

/** The devicePixelRatio, kept current when the window moves to a screen of another density. */
function useDevicePixelRatio(): number {
  const [ratio, setRatio] = useState(() =>
    typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
  );
  useEffect(() => {
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const handleChange = () => setRatio(window.devicePixelRatio || 1);
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, [ratio]);
  return ratio;
}

/** A number that changes whenever the colour mode (`data-theme` on <html>) does, so canvases repaint. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((value) => value + 1));
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme', 'class']});
    return () => observer.disconnect();
  }, []);
  return version;
}

/**
 * Headless waveform: resolves the status, keeps zoom and regions (controlled or not), follows the
 * cursor, turns pointer and keys into seeks and loops, and draws the peaks on Retina-sharp canvases.
 * Drawing touches one column per device pixel, so a 10-minute song costs what a 10-second one does.
 */
export function useWaveform({
  peaks,
  currentTime,
  duration: durationOption,
  onSeek,
  regions: regionsOption,
  defaultRegions = [],
  onRegionsChange,
  zoom: zoomOption,
  defaultZoom = 1,
  onZoomChange,
  status: statusOption,
  height = WAVEFORM_DEFAULTS.height,
}: UseWaveformOptions): WaveformState {
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const playedCanvasRef = useRef<HTMLCanvasElement>(null);
  const dragRef = useRef<Drag | null>(null);
  const [width, setWidth] = useState(0);
  const [scrollLeft, setScrollLeft] = useState(0);
  const [scrub, setScrub] = useState<Seconds | null>(null);
  const [draftLoop, setDraftLoop] = useState<WaveformRegion | null>(null);
  const ratio = useDevicePixelRatio();
  const themeVersion = useThemeVersion();

  const status = resolveStatus(statusOption, peaks);
  const duration = Math.max(0, durationOption ?? (peaks ? peaksDuration(peaks) : 0));
  const [rawZoom, setZoom] = useControllableState(zoomOption, defaultZoom, onZoomChange);
  const zoom = clamp(rawZoom, 1, WAVEFORM_DEFAULTS.maxZoom);
  const [committedRegions, setRegions] = useControllableState(regionsOption, defaultRegions, onRegionsChange);
  const regions = draftLoop ? withLoop(committedRegions, draftLoop) : committedRegions;
  const loop = regions.find((region) => region.id === LOOP_REGION_ID);
  const position = clamp(scrub ?? currentTime, 0, duration || Number.POSITIVE_INFINITY);

  const trackWidth = width * zoom;
  const visible = duration / zoom;
  const maxScroll = Math.max(0, trackWidth - width);
  const viewStart = trackWidth > 0 ? (clamp(scrollLeft, 0, maxScroll) / trackWidth) * duration : 0;
  const view = useMemo(() => ({start: viewStart, end: viewStart + visible}), [viewStart, visible]);

  // Follow the cursor: when playback leaves the view, page so it sits near the left edge again; a
  // new zoom or width places it there too, so where the view ends up depends on the final size
  // only, not on the sizes measured on the way. Adjusted while rendering, as React advises for
  // state derived from props; a scroll by the user is left alone.
  const [followed, setFollowed] = useState({position, zoom, trackWidth});
  if (followed.position !== position || followed.zoom !== zoom || followed.trackWidth !== trackWidth) {
    setFollowed({position, zoom, trackWidth});
    const resized = followed.zoom !== zoom || followed.trackWidth !== trackWidth;
    const outOfView = position < view.start || position > view.end;
    if (zoom > 1 && duration > 0 && scrub === null && draftLoop === null && (resized || outOfView)) {
      setScrollLeft(
        clamp(((position - visible * WAVEFORM_DEFAULTS.followAt) / duration) * trackWidth, 0, maxScroll),
      );
    }
  }

  // The viewport scrolls to where the state says; a scroll by the user comes back through handleScroll.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (viewport && Math.abs(viewport.scrollLeft - scrollLeft) >= 1) viewport.scrollLeft = scrollLeft;
  }, [scrollLeft]);

  // The viewport's width in CSS pixels: a ResizeObserver reports it once observed, then on every change.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    if (status !== 'ready' || !peaks || width <= 0) return;
    const columns = Math.round(width * ratio);
    const rows = Math.round(height * ratio);
    const envelope = peakColumns(peaks, {start: view.start, end: view.end, columns});
    const inks: [HTMLCanvasElement | null, string][] = [
      [canvasRef.current, '--nada-color-border-strong'],
      [playedCanvasRef.current, '--nada-color-accent'],
    ];
    for (const [canvas, token] of inks) {
      if (!canvas) continue;
      if (canvas.width !== columns) canvas.width = columns;
      if (canvas.height !== rows) canvas.height = rows;
      const context = canvas.getContext('2d');
      if (!context) continue;
      // The colours are the theme's tokens (each canvas's `color` in CSS names the same one). The token
      // is read rather than `color`: right after a remount under a new colour mode Chromium can still
      // answer the canvas's `color` from the old mode while the inherited token is already the new one.
      const style = getComputedStyle(canvas);
      const color = style.getPropertyValue(token).trim() || style.color;
      drawPeaks(context, envelope, {width: columns, height: rows, color});
    }
  }, [status, peaks, width, height, ratio, view, themeVersion]);

  const seek = useCallback(
    (time: Seconds) => {
      if (duration <= 0) return;
      onSeek?.(clamp(time, 0, duration));
    },
    [duration, onSeek],
  );

  function changeZoom(next: number) {
    const clamped = clamp(next, 1, WAVEFORM_DEFAULTS.maxZoom);
    if (clamped === zoom) return;
    setZoom(clamped);
    // Keep the cursor where it was on screen, or centre it when it was out of view.
    const nextTrack = width * clamped;
    const onScreen = position >= view.start && position <= view.end;
    const offset = onScreen && trackWidth > 0 ? (position / duration) * trackWidth - scrollLeft : width / 2;
    if (duration > 0)
      setScrollLeft(clamp((position / duration) * nextTrack - offset, 0, Math.max(0, nextTrack - width)));
  }

  function timeAt(clientX: number): Seconds {
    const viewport = viewportRef.current;
    if (!viewport || duration <= 0) return 0;
    const rect = viewport.getBoundingClientRect();
    const x = clamp(clientX - rect.left, 0, rect.width);
    return clamp(view.start + (rect.width > 0 ? (x / rect.width) * visible : 0), 0, duration);
  }

  function setLoop(next: WaveformRegion | null) {
    setRegions(withLoop(committedRegions, next));
  }

  function handlePointerDown(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0 || duration <= 0 || status === 'loading') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    const time = timeAt(event.clientX);
    if (event.shiftKey) {
      dragRef.current = {kind: 'region', anchor: time};
      setDraftLoop({id: LOOP_REGION_ID, start: time, end: time});
    } else {
      dragRef.current = {kind: 'seek'};
      setScrub(time);
      seek(time);
    }
  }

  function handlePointerMove(event: PointerEvent<HTMLElement>) {
    const drag = dragRef.current;
    if (!drag) return;
    const time = timeAt(event.clientX);
    if (drag.kind === 'region') {
      setDraftLoop({
        id: LOOP_REGION_ID,
        start: Math.min(drag.anchor, time),
        end: Math.max(drag.anchor, time),
      });
    } else {
      setScrub(time);
      seek(time);
    }
  }

  function handlePointerUp(event: PointerEvent<HTMLElement>) {
    const drag = dragRef.current;
    dragRef.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (drag?.kind === 'region' && draftLoop) {
      // A shift-click (no drag) is not a loop; it leaves the regions as they were.
      if (draftLoop.end - draftLoop.start >= WAVEFORM_DEFAULTS.minRegion) setLoop(draftLoop);
      setDraftLoop(null);
    }
    setScrub(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (duration <= 0) return;
    const {step, pageStep} = WAVEFORM_DEFAULTS;
    const moves: Record<string, Seconds> = {
      ArrowRight: position + step,
      ArrowUp: position + step,
      ArrowLeft: position - step,
      ArrowDown: position - step,
      PageUp: position + pageStep,
      PageDown: position - pageStep,
      Home: 0,
      End: duration,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      seek(target);
    } else if (event.key === '[') {
      const end = loop && loop.end > position ? loop.end : duration;
      if (end - position >= WAVEFORM_DEFAULTS.minRegion) setLoop({id: LOOP_REGION_ID, start: position, end});
    } else if (event.key === ']') {
      const start = loop && loop.start < position ? loop.start : 0;
      if (position - start >= WAVEFORM_DEFAULTS.minRegion)
        setLoop({id: LOOP_REGION_ID, start, end: position});
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && loop) {
      setLoop(null);
    } else if (event.key === '+' || event.key === '=') {
      changeZoom(zoom * 2);
    } else if (event.key === '-') {
      changeZoom(zoom / 2);
    } else {
      return;
    }
    event.preventDefault();
  }

  function handleScroll() {
    const viewport = viewportRef.current;
    if (viewport) setScrollLeft(viewport.scrollLeft);
  }

  return {
    status,
    duration,
    position,
    view,
    zoom,
    canZoomIn: zoom < WAVEFORM_DEFAULTS.maxZoom && duration > 0,
    canZoomOut: zoom > 1,
    zoomIn: () => changeZoom(zoom * 2),
    zoomOut: () => changeZoom(zoom / 2),
    regions,
    loop,
    removeLoop: () => setLoop(null),
    seek,
    height,
    viewportRef,
    canvasRef,
    playedCanvasRef,
    handleKeyDown,
    handlePointerDown,
    handlePointerMove,
    handlePointerUp,
    handleScroll,
  };
}
