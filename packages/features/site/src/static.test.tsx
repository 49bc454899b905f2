import {act, cleanup, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {IntlProvider} from 'react-intl';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {ThemeProvider} from '@nada/ui';
import {LanguageSwitch} from './LanguageSwitch';
import {SiteHeader} from './SiteHeader';
import {enhanceSiteHeader, followLanguageSwitches} from './static';
import {headerHrefs} from './storybook/fixtures';
import {catalogs} from './test/render';

// The server's HTML of the header, as a page sent without React has it, with nothing attached.
function serverHeader(): void {
  const frame = (children: ReactNode) => (
    <IntlProvider locale="en" messages={catalogs.en}>
      <ThemeProvider persist={false}>{children}</ThemeProvider>
    </IntlProvider>
  );
  document.body.innerHTML = renderToString(
    frame(
      <SiteHeader
        hrefs={headerHrefs}
        languageSwitch={<LanguageSwitch locale="id" href="#id" />}
        pathname="/en"
      />,
    ),
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('enhanceSiteHeader', () => {
  it('opens and closes the phone menu of the server’s header, swapping its icon', async () => {
    serverHeader();
    enhanceSiteHeader();
    const user = userEvent.setup();
    const button = screen.getByRole('button', {name: 'Menu'});
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(button.querySelector('svg')).toHaveAttribute('data-icon', 'close');
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
    await user.click(button);
    await act(() => user.pointer({keys: '[MouseLeft]', target: document.body}));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells the app which language a followed switch leads to', async () => {
    serverHeader();
    const onLanguageFollow = vi.fn();
    enhanceSiteHeader({onLanguageFollow});
    await userEvent.click(screen.getByRole('link', {name: 'ID, Switch to Bahasa Indonesia'}));
    expect(onLanguageFollow).toHaveBeenCalledWith('id');
  });

  it('follows the language switches alone, leaving the phone menu to React', async () => {
    serverHeader();
    const onFollow = vi.fn();
    followLanguageSwitches(onFollow);
    const button = screen.getByRole('button', {name: 'Menu'});
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('link', {name: 'ID, Switch to Bahasa Indonesia'}));
    expect(onFollow).toHaveBeenCalledWith('id');
  });
});
