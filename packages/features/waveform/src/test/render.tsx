import {mergeCatalogs, render, uiCatalogs, type TestRenderOptions} from '@nada/ui/testing';
import type {ReactElement} from 'react';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui and this package, as the app merges them. */
export const catalogs = mergeCatalogs(uiCatalogs, {id, en});

/** Renders with the catalogs of a locale (Indonesian by default); a missing message fails the test. */
export function renderWaveform(ui: ReactElement, options: TestRenderOptions = {}) {
  return render(ui, {catalogs, ...options});
}

/** A 2D context that records what is drawn, for the canvases jsdom cannot paint. */
export class RecordingContext {
  /** Every call, by method name, with its arguments. */
  calls: {method: string; args: unknown[]}[] = [];
  /** The fill style at the time of each `fill()`. */
  fills: string[] = [];
  fillStyle = '';
  clearRect(...args: unknown[]) {
    this.calls.push({method: 'clearRect', args});
  }
  beginPath() {
    this.calls.push({method: 'beginPath', args: []});
  }
  rect(...args: unknown[]) {
    this.calls.push({method: 'rect', args});
  }
  fill() {
    this.calls.push({method: 'fill', args: []});
    this.fills.push(this.fillStyle);
  }
  /** The bars drawn, as [x, y, width, height]. */
  get rects(): number[][] {
    return this.calls.filter((call) => call.method === 'rect').map((call) => call.args as number[]);
  }
}
