import {render, type RenderOptions} from '@testing-library/react';
import type {ReactElement, ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import uiEn from '@nada/ui/lang/en.json';
import uiId from '@nada/ui/lang/id.json';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui and this package, as the app merges them. */
export const catalogs: Record<'id' | 'en', Record<string, string>> = {
  id: {...uiId, ...id},
  en: {...uiEn, ...en},
};

/** Wraps children in the catalogs of a locale; a missing message fails the test. */
export function IntlWrapper({locale = 'id', children}: {locale?: 'id' | 'en'; children: ReactNode}) {
  return (
    <IntlProvider locale={locale} messages={catalogs[locale]} onError={failOnMissingMessage}>
      {children}
    </IntlProvider>
  );
}

/** Renders with the catalogs of a locale (Indonesian by default). */
export function renderWaveform(
  ui: ReactElement,
  {locale = 'id', ...options}: RenderOptions & {locale?: 'id' | 'en'} = {},
) {
  return render(ui, {
    wrapper: ({children}) => <IntlWrapper locale={locale}>{children}</IntlWrapper>,
    ...options,
  });
}

function failOnMissingMessage(error: Error): void {
  throw error;
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
