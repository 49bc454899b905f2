import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {ThemeProvider} from '../theme';
import {ColorModeSwitch} from './ColorModeSwitch';

afterEach(() => {
  document.cookie = 'nada-color-mode=; Max-Age=0; Path=/';
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('ColorModeSwitch', () => {
  it('is a labelled group of three radios showing the stored preference', () => {
    render(
      <ThemeProvider defaultMode="dark">
        <ColorModeSwitch />
      </ThemeProvider>,
    );
    const group = screen.getByRole('radiogroup', {name: 'Mode warna'});
    expect(group).toHaveAttribute('data-variant', 'segmented');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Sistem',
      'Terang',
      'Gelap',
    ]);
    expect(screen.getByRole('radio', {name: 'Terang'})).toBeInTheDocument();
    expect(screen.getByRole('radio', {name: 'Gelap'})).toBeChecked();
    expect(screen.getByRole('radio', {name: 'Sistem'})).not.toBeChecked();
  });

  it('switches the mode on click, paints it and stores it', async () => {
    const onModeChange = vi.fn();
    render(
      <ThemeProvider defaultMode="system" onModeChange={onModeChange}>
        <ColorModeSwitch />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await userEvent.click(screen.getByRole('radio', {name: 'Gelap'}));
    expect(screen.getByRole('radio', {name: 'Gelap'})).toBeChecked();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('data-mode', 'dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(onModeChange).toHaveBeenCalledWith('dark');
    expect(document.cookie).toContain('nada-color-mode=dark');
    expect(window.localStorage.getItem('nada-color-mode')).toBe('dark');
  });

  it('switches the mode with the arrow keys', async () => {
    render(
      <ThemeProvider defaultMode="system" persist={false}>
        <ColorModeSwitch />
      </ThemeProvider>,
    );
    // Native radios: an arrow key moves the focus to the next option and checks it.
    async function pressArrow(key: 'ArrowRight' | 'ArrowLeft', expected: string) {
      await userEvent.keyboard(`{${key}}`);
      await waitFor(() => expect(screen.getByRole('radio', {name: expected})).toBeChecked());
      expect(screen.getByRole('radio', {name: expected})).toHaveFocus();
    }
    await userEvent.tab();
    expect(screen.getByRole('radio', {name: 'Sistem'})).toHaveFocus();
    await pressArrow('ArrowRight', 'Terang');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await pressArrow('ArrowRight', 'Gelap');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('data-mode', 'dark');
    await pressArrow('ArrowLeft', 'Terang');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.cookie).not.toContain('nada-color-mode');
  });

  it('selects the focused option with Space', async () => {
    render(
      <ThemeProvider defaultMode="light" persist={false}>
        <ColorModeSwitch />
      </ThemeProvider>,
    );
    screen.getByRole('radio', {name: 'Gelap'}).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', {name: 'Gelap'})).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('names the icon-only options in the compact variant, in English too', async () => {
    render(
      <ThemeProvider defaultMode="light" persist={false}>
        <ColorModeSwitch variant="compact" />
      </ThemeProvider>,
      {locale: 'en'},
    );
    expect(screen.getByRole('radiogroup', {name: 'Colour mode'})).toHaveAttribute('data-variant', 'compact');
    const dark = screen.getByRole('radio', {name: 'Dark'});
    expect(dark).toHaveTextContent('');
    expect(screen.getByRole('radio', {name: 'Light'})).toBeChecked();
    await userEvent.click(dark);
    expect(dark).toBeChecked();
  });

  it('cannot be changed when disabled', async () => {
    const onModeChange = vi.fn();
    render(
      <ThemeProvider defaultMode="light" onModeChange={onModeChange} persist={false}>
        <ColorModeSwitch disabled />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('radio', {name: 'Gelap'}));
    expect(onModeChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', {name: 'Terang'})).toBeChecked();
  });
});
