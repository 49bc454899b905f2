import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {SoundAdminTable} from './SoundAdminTable';
import {sounds} from './storybook/fixtures';
import {renderSoundLibrary} from './test/render';

describe('SoundAdminTable', () => {
  it('shows each sound’s state and opens its editor', async () => {
    const onEdit = vi.fn();
    renderSoundLibrary(<SoundAdminTable sounds={sounds} onEdit={onEdit} />);
    const row = screen.getByRole('row', {name: /Snare Kering/});
    expect(row).toHaveTextContent('Belum terbit');
    expect(screen.getByRole('row', {name: /Groove Kendang/})).toHaveTextContent('Terbit');
    await userEvent.click(within(row).getByRole('button', {name: 'Ubah Snare Kering'}));
    expect(onEdit).toHaveBeenCalledWith(sounds[4]);
  });

  it('publishes the selection only after the admin confirms, then clears it', async () => {
    const onBulk = vi.fn(() => Promise.resolve());
    renderSoundLibrary(<SoundAdminTable sounds={sounds} onBulk={onBulk} />, {locale: 'en'});
    expect(screen.getByRole('button', {name: 'Publish'})).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', {name: 'Select Dry Snare'}));
    await userEvent.click(screen.getByRole('checkbox', {name: 'Select Riser Before the Chorus'}));
    expect(screen.getByText('2 sounds selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Publish'}));
    expect(onBulk).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Publish 2 sounds?');
    await userEvent.click(within(dialog).getByRole('button', {name: 'Publish'}));
    expect(onBulk).toHaveBeenCalledWith('publish', ['sound-snare', 'sound-fx']);
    expect(await screen.findByText('0 sounds selected')).toBeInTheDocument();
  });

  it('selects every row from the header and keeps the selection when a bulk delete fails', async () => {
    const onBulk = vi.fn(() => Promise.reject(new Error('offline')));
    renderSoundLibrary(
      <SoundAdminTable sounds={sounds} onBulk={onBulk} errorTextOf={() => 'Tidak ada koneksi.'} />,
    );
    await userEvent.click(screen.getByRole('checkbox', {name: 'Pilih semua suara yang tampil'}));
    expect(screen.getByText('6 suara dipilih')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Hapus'}));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Hapus 6 suara?');
    await userEvent.click(within(dialog).getByRole('button', {name: 'Hapus'}));
    expect(onBulk).toHaveBeenCalledWith(
      'delete',
      sounds.map((sound) => sound.id),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak ada koneksi.');
    expect(screen.getByText('6 suara dipilih')).toBeInTheDocument();
  });

  it('tells an empty library from a search that matches nothing', () => {
    const {rerender} = renderSoundLibrary(<SoundAdminTable sounds={[]} />);
    expect(
      screen.getByRole('heading', {name: 'Belum ada suara di sini. Unggah yang pertama di atas.'}),
    ).toBeInTheDocument();
    rerender(<SoundAdminTable sounds={[]} filtered />);
    expect(screen.getByRole('heading', {name: 'Tidak ada suara yang cocok'})).toBeInTheDocument();
  });
});
