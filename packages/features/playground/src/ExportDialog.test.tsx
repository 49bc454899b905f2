import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ExportDialog} from './ExportDialog';
import type {ExportDialogProps} from './ExportDialog';
import {renderPlayground} from './test/render';

const props = (change: Partial<ExportDialogProps> = {}): ExportDialogProps => ({
  semitones: 2,
  tempo: 0.8,
  loop: {start: 4, end: 8, enabled: false},
  state: {status: 'idle'},
  onExport: vi.fn(),
  ...change,
});

describe('ExportDialog', () => {
  it('opens from its button, shows the key and tempo it applies, and exports in the chosen format', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    renderPlayground(<ExportDialog {...props({onExport})} />, {locale: 'en'});
    await user.click(screen.getByRole('button', {name: 'Export mix'}));
    const dialog = screen.getByRole('dialog', {name: 'Export the mix'});
    expect(screen.getByTestId('export-key')).toHaveTextContent('+2 semitones');
    expect(screen.getByTestId('export-tempo')).toHaveTextContent('80%');
    expect(dialog).toHaveAttribute('aria-describedby');
    await user.click(screen.getByRole('radio', {name: /FLAC/}));
    await user.click(screen.getByRole('checkbox', {name: 'Only the loop (0:04 – 0:08)'}));
    await user.click(screen.getByRole('button', {name: 'Export'}));
    expect(onExport).toHaveBeenCalledWith({format: 'flac', onlyLoop: true});
  });

  it('shows the progress and a stop button while running, in Indonesian', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderPlayground(
      <ExportDialog {...props({state: {status: 'running', percent: 42}, onCancel, defaultOpen: true})} />,
    );
    expect(screen.getByRole('progressbar', {name: 'Sedang dicampur di server'})).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByRole('button', {name: 'Ekspor'})).toBeDisabled();
    await user.click(screen.getByRole('button', {name: 'Hentikan'}));
    expect(onCancel).toHaveBeenCalled();
  });

  it('offers the download when done, and the error when it failed', () => {
    const {rerender} = renderPlayground(
      <ExportDialog
        {...props({state: {status: 'done', href: '/mix.mp3', fileName: 'Lagu.mp3'}, defaultOpen: true})}
      />,
      {locale: 'en'},
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your mix is ready.');
    expect(screen.getByRole('link', {name: 'Download'})).toHaveAttribute('href', '/mix.mp3');
    rerender(
      <ExportDialog
        {...props({
          state: {status: 'error', code: 'CREDITS_EXHAUSTED', message: 'No credits left'},
          defaultOpen: true,
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No credits left');
    expect(screen.getByRole('button', {name: 'Export again'})).toBeEnabled();
  });

  // Issue 42: with every stem silent the export made a silent file without a word.
  it.each([
    ['en', 'No stem can be heard', 'Export'],
    ['id', 'Tidak ada stem yang terdengar', 'Ekspor'],
  ] as const)('refuses a silent mix with a reason in %s', async (locale, reason, start) => {
    const onExport = vi.fn();
    const user = userEvent.setup();
    renderPlayground(<ExportDialog {...props({onExport, silent: true, defaultOpen: true})} />, {locale});
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    const button = screen.getByRole('button', {name: start});
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(expect.stringContaining(reason));
    await user.click(button);
    expect(onExport).not.toHaveBeenCalled();
  });
});
