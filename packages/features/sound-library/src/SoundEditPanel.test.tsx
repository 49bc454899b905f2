import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {SoundEditPanel} from './SoundEditPanel';
import {keroncongBass} from './storybook/fixtures';
import {renderSoundLibrary} from './test/render';

const bass = {...keroncongBass, published: false};

describe('SoundEditPanel', () => {
  it('shows the analysis and saves only what changed: the corrected key, tags and publishing', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderSoundLibrary(<SoundEditPanel sound={bass} onSave={onSave} />, {locale: 'en'});
    expect(screen.getByText('Analysis: 96 BPM · A minor · 0:10 · -15.1 LUFS')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', {name: /Key/}));
    await userEvent.click(await screen.findByRole('option', {name: 'D minor'}));
    const tags = screen.getByRole('textbox', {name: /Tags/});
    await userEvent.clear(tags);
    await userEvent.type(tags, 'Keroncong, cello,  keroncong, ');
    await userEvent.click(screen.getByRole('switch', {name: /Published/}));
    await userEvent.click(screen.getByRole('button', {name: 'Save changes'}));
    expect(onSave).toHaveBeenCalledWith({key: 'D minor', tags: ['keroncong', 'cello'], published: true});
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  it('refuses an empty title and a tempo out of range, and shows why saving failed', async () => {
    const onSave = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderSoundLibrary(
      <SoundEditPanel sound={bass} onSave={onSave} errorText={() => 'Tidak ada koneksi.'} />,
    );
    const titleEn = screen.getByRole('textbox', {name: /Judul dalam bahasa Inggris/});
    await userEvent.clear(titleEn);
    const bpm = screen.getByRole('textbox', {name: /Tempo/});
    await userEvent.clear(bpm);
    await userEvent.type(bpm, '900');
    await userEvent.click(screen.getByRole('button', {name: 'Simpan perubahan'}));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Beri judul suara ini dalam bahasa ini.')).toBeInTheDocument();
    expect(screen.getByText('Isi tempo dari 20 sampai 300, atau kosongkan.')).toBeInTheDocument();
    await userEvent.type(titleEn, 'Keroncong Bass');
    await userEvent.clear(bpm);
    await userEvent.type(bpm, '98');
    await userEvent.click(screen.getByRole('button', {name: 'Simpan perubahan'}));
    expect(onSave).toHaveBeenLastCalledWith({title: {id: bass.title.id, en: 'Keroncong Bass'}, bpm: 98});
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak ada koneksi.');
  });

  it('deletes only after the admin confirms', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    renderSoundLibrary(<SoundEditPanel sound={bass} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', {name: 'Hapus'}));
    expect(onDelete).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Hapus “${bass.title.id}”?`);
    await userEvent.click(within(dialog).getByRole('button', {name: 'Hapus'}));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
