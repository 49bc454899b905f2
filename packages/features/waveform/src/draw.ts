import type {PeakColumns} from './peaks';

/** The part of a 2D context that drawing peaks uses, so tests can pass a recording fake. */
export type PeaksContext = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'beginPath' | 'rect' | 'fill' | 'fillStyle'
>;

/** Size of the canvas in device pixels and the colour to draw in. */
export interface DrawPeaksOptions {
  /** Canvas width in device pixels (one column each). */
  width: number;
  /** Canvas height in device pixels. */
  height: number;
  /** Any CSS colour. */
  color: string;
}

/**
 * Draws one vertical bar per column from its min to its max around the centre line, at least one
 * device pixel tall so silence shows as a line, as a single path filled once.
 */
export function drawPeaks(
  context: PeaksContext,
  columns: PeakColumns,
  {width, height, color}: DrawPeaksOptions,
) {
  context.clearRect(0, 0, width, height);
  context.beginPath();
  const middle = height / 2;
  const count = Math.min(width, columns.min.length);
  for (let x = 0; x < count; x += 1) {
    const low = columns.min[x] ?? Number.NaN;
    const high = columns.max[x] ?? Number.NaN;
    if (Number.isNaN(low) || Number.isNaN(high)) continue;
    const top = Math.round(middle - Math.min(1, high) * middle);
    const bottom = Math.round(middle - Math.max(-1, low) * middle);
    // Silence still shows: a bar is at least one device pixel tall, on the centre line.
    if (bottom - top >= 1) context.rect(x, top, 1, bottom - top);
    else context.rect(x, Math.floor(middle - 0.5), 1, 1);
  }
  context.fillStyle = color;
  context.fill();
}
