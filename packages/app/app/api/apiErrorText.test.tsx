// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import {cleanup, render, screen} from '@testing-library/react';
import {IntlProvider} from 'react-intl';
import {afterEach, describe, expect, it} from 'vitest';
import id from '../../lang/id.json';
import {useApiErrorText} from './apiErrorText';

afterEach(cleanup);

/** The shell's Indonesian messages, as every page has them: without the API's error texts. */
const shellMessages = Object.fromEntries(
  Object.entries(id).filter(([key]) => !key.startsWith('app.apiError.')),
);
/** A page's own catalog (its loader's `messages`) that brings the API's error texts. */
const pageMessages = Object.fromEntries(
  Object.entries(id).filter(([key]) => key.startsWith('app.apiError.')),
);

function ErrorLine({messages}: {messages?: Record<string, string>}) {
  // Called as a page calls it: above its <AppPage>, where only the shell's messages are.
  const errorText = useApiErrorText(messages as never);
  return <p>{errorText('AUDIO_EMPTY')}</p>;
}

describe('useApiErrorText', () => {
  it("reads the API's error texts from the page's own catalog, above the page's messages", () => {
    render(
      // No defaults to fall back on, as in the build, which strips them: a missing text shows its id.
      <IntlProvider locale="id" messages={shellMessages} onError={() => undefined}>
        <ErrorLine messages={pageMessages} />
      </IntlProvider>,
    );
    expect(screen.getByText('Berkas ini tidak berisi suara.')).toBeInTheDocument();
  });
});
