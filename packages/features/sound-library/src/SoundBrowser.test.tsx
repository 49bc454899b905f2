import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {EMPTY_FILTERS} from './filters';
import {SoundBrowser} from './SoundBrowser';
import {facets, kendang, sounds} from './storybook/fixtures';
import {renderSoundLibrary} from './test/render';

describe('SoundBrowser', () => {
  it('shows each sound with its title in the page’s language, facts and actions', async () => {
    const onTogglePlay = vi.fn();
    const onAddToPlaylist = vi.fn();
    const onDownload = vi.fn();
    renderSoundLibrary(
      <SoundBrowser
        sounds={sounds}
        facets={facets}
        onTogglePlay={onTogglePlay}
        onAddToPlaylist={onAddToPlaylist}
        onDownload={onDownload}
      />,
      {locale: 'en'},
    );
    const card = screen.getByRole('article', {name: 'Keroncong Bass Line in A Minor'});
    expect(card).toHaveTextContent('96 BPM · A minor · 0:10');
    expect(within(card).getByText('Bass')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', {name: 'Play Keroncong Bass Line in A Minor'}));
    await userEvent.click(
      within(card).getByRole('button', {name: 'Add Keroncong Bass Line in A Minor to a playlist'}),
    );
    await userEvent.click(
      within(card).getByRole('button', {name: 'Download Keroncong Bass Line in A Minor'}),
    );
    expect(onTogglePlay).toHaveBeenCalledWith(sounds[1]);
    expect(onAddToPlaylist).toHaveBeenCalledWith(sounds[1]);
    expect(onDownload).toHaveBeenCalledWith(sounds[1]);
  });

  it('names keys in Indonesian and marks the sound playing', () => {
    renderSoundLibrary(<SoundBrowser sounds={sounds} playingId="sound-pad" />);
    const card = screen.getByRole('article', {name: 'Pad Hangat Bb Mayor'});
    expect(card).toHaveTextContent('80 BPM · Bb mayor · 0:12');
    expect(card).toHaveAttribute('data-playing', 'true');
    expect(within(card).getByRole('button', {name: 'Jeda Pad Hangat Bb Mayor'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('searches on submit and shows the filters set as chips that can be removed', async () => {
    const onFiltersChange = vi.fn();
    const {rerender} = renderSoundLibrary(<SoundBrowser sounds={sounds} onFiltersChange={onFiltersChange} />);
    await userEvent.type(screen.getByRole('searchbox', {name: 'Cari suara'}), 'kendang{Enter}');
    expect(onFiltersChange).toHaveBeenLastCalledWith({...EMPTY_FILTERS, q: 'kendang'});

    const filters = {...EMPTY_FILTERS, q: 'kendang', category: 'drums' as const, bpmMin: 100};
    rerender(<SoundBrowser sounds={[kendang]} filters={filters} onFiltersChange={onFiltersChange} />);
    const chips = screen.getByRole('list', {name: 'Filter aktif'});
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['“kendang”', 'Drum', '100–220 BPM']);
    await userEvent.click(screen.getByRole('button', {name: 'Hapus filter: Drum'}));
    expect(onFiltersChange).toHaveBeenLastCalledWith({...filters, category: null});
    await userEvent.click(screen.getByRole('button', {name: 'Hapus semua'}));
    expect(onFiltersChange).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  });

  it('writes the ranges of its chips and sliders with the page’s decimal comma', () => {
    const filters = {...EMPTY_FILTERS, minSeconds: 0.5, maxSeconds: 29};
    renderSoundLibrary(<SoundBrowser sounds={sounds} filters={filters} />);
    const chips = screen.getByRole('list', {name: 'Filter aktif'});
    expect(within(chips).getByRole('listitem')).toHaveTextContent('0,5–29 dtk');
    expect(screen.getAllByRole('slider').map((thumb) => thumb.getAttribute('aria-valuetext'))).toContain(
      '0,5',
    );
  });

  it('offers each facet value with its count and filters by it', async () => {
    const onFiltersChange = vi.fn();
    renderSoundLibrary(<SoundBrowser sounds={sounds} facets={facets} onFiltersChange={onFiltersChange} />, {
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('combobox', {name: 'Genre'}));
    await userEvent.click(await screen.findByRole('option', {name: 'Keroncong (9)'}));
    expect(onFiltersChange).toHaveBeenLastCalledWith({...EMPTY_FILTERS, genre: 'keroncong'});
  });

  it('switches between grid and list', async () => {
    const onViewChange = vi.fn();
    renderSoundLibrary(<SoundBrowser sounds={sounds} onViewChange={onViewChange} />, {locale: 'en'});
    expect(screen.getByRole('button', {name: 'Grid'})).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', {name: 'List'}));
    expect(onViewChange).toHaveBeenCalledWith('list');
    expect(screen.getByRole('button', {name: 'List'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-view', 'list');
  });

  it('shows the loading, empty and failed states, and loads more', async () => {
    const onRetry = vi.fn();
    const onLoadMore = vi.fn();
    const {rerender} = renderSoundLibrary(<SoundBrowser status="loading" />);
    expect(screen.getByText('Memuat suara…')).toBeInTheDocument();
    rerender(<SoundBrowser status="error" errorText="Tidak ada koneksi." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Tidak ada koneksi.');
    await userEvent.click(screen.getByRole('button', {name: 'Coba lagi'}));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<SoundBrowser sounds={[]} defaultFilters={{...EMPTY_FILTERS, q: 'gamelan'}} />);
    expect(screen.getByRole('heading', {name: 'Tidak ada suara yang cocok'})).toBeInTheDocument();
    rerender(<SoundBrowser sounds={sounds} hasMore onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', {name: 'Tampilkan suara lainnya'}));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
