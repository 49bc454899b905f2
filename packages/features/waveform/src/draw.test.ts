import {describe, expect, it} from 'vitest';
import {drawPeaks} from './draw';
import {RecordingContext} from './test/render';

const columns = (max: number[], min: number[]) => ({
  max: Float32Array.from(max),
  min: Float32Array.from(min),
});

describe('drawPeaks', () => {
  it('draws one bar per column from max to min around the centre, in one fill', () => {
    const context = new RecordingContext();
    drawPeaks(context, columns([1, 0.5], [-1, -0.5]), {width: 2, height: 100, color: 'rgb(245, 159, 11)'});
    expect(context.calls[0]).toEqual({method: 'clearRect', args: [0, 0, 2, 100]});
    expect(context.rects).toEqual([
      [0, 0, 1, 100],
      [1, 25, 1, 50],
    ]);
    expect(context.fills).toEqual(['rgb(245, 159, 11)']);
  });

  it('keeps silence visible as a one-pixel line and skips columns past the end', () => {
    const context = new RecordingContext();
    drawPeaks(context, columns([0, Number.NaN], [0, Number.NaN]), {width: 2, height: 10, color: 'gray'});
    expect(context.rects).toEqual([[0, 4, 1, 1]]);
  });

  it('clips samples beyond full scale to the canvas', () => {
    const context = new RecordingContext();
    drawPeaks(context, columns([1.4], [-2]), {width: 1, height: 10, color: 'gray'});
    expect(context.rects).toEqual([[0, 0, 1, 10]]);
  });
});
