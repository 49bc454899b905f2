import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {LanguageSwitch} from './LanguageSwitch';
import {renderSite} from './test/render';

describe('LanguageSwitch', () => {
  it('shows the other language’s code, and its name starts with that code', () => {
    renderSite(<LanguageSwitch locale="en" href="/en/about" />);
    const link = screen.getByRole('link', {name: 'EN, Ganti ke English'});
    expect(link).toHaveAttribute('href', '/en/about');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(screen.getByText('EN')).toHaveAttribute('lang', 'en');
  });

  it('tells the app when it is followed', async () => {
    const onFollow = vi.fn();
    renderSite(<LanguageSwitch locale="id" href="#id" onFollow={onFollow} />, {locale: 'en'});
    await userEvent.click(screen.getByRole('link', {name: 'ID, Switch to Bahasa Indonesia'}));
    expect(onFollow).toHaveBeenCalledOnce();
  });
});
