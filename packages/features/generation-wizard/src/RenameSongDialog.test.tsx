import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {RenameSongDialog} from './RenameSongDialog';
import {renderWizard} from './test/render';

describe('RenameSongDialog', () => {
  it('refuses an empty name and one over 120 characters without sending it', async () => {
    const onRename = vi.fn();
    renderWizard(<RenameSongDialog fileId="f1" name="Lagu" onRename={onRename} onRenamed={vi.fn()} />, {
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('button', {name: 'Rename'}));
    const field = screen.getByRole('textbox', {name: 'Song name'});
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', {name: 'Save'}));
    expect(field).toHaveAccessibleDescription(/Give the song a name/);
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(121));
    await userEvent.click(screen.getByRole('button', {name: 'Save'}));
    expect(screen.getByText('Keep the name to 120 characters or fewer.')).toBeVisible();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('says the song is gone when the API answers FILE_NOT_FOUND', async () => {
    const onRename = vi.fn(() => Promise.reject(Object.assign(new Error('gone'), {code: 'FILE_NOT_FOUND'})));
    const onRenamed = vi.fn();
    renderWizard(<RenameSongDialog fileId="f1" name="Lagu" onRename={onRename} onRenamed={onRenamed} />);
    await userEvent.click(screen.getByRole('button', {name: 'Ganti nama'}));
    await userEvent.type(screen.getByRole('textbox'), ' baru{Enter}');
    expect(onRename).toHaveBeenCalledWith('f1', 'Lagu baru');
    expect(await screen.findByText(/Lagu ini sudah tidak tersimpan/)).toBeVisible();
    expect(onRenamed).not.toHaveBeenCalled();
  });
});
