import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {playlistExportJobKind, playlistExportSummary} from './jobKind';
import {doneExportJob, exportJob} from './storybook/exporter';

const kind = playlistExportJobKind<'id' | 'en'>({
  page: (locale) => (locale === 'id' ? '/v3/playlist' : '/en/v3/playlist'),
  stageIds: ['tracks', 'archive'],
});

describe('playlistExportJobKind', () => {
  it('names an export by its zip once made, and by nothing before', () => {
    expect(kind.name(doneExportJob)).toBe('Latihan paduan suara Minggu');
    expect(kind.name(exportJob())).toBeNull();
  });

  it('opens on its playlist’s page with the export in the address, and downloads the zip as itself', () => {
    expect(kind.path?.(doneExportJob, 'en')).toBe('/en/v3/playlist?id=story-playlist&job=export-1');
    expect(kind.result?.(doneExportJob)).toEqual({downloadFileId: 'zip-1'});
    expect(kind.result?.(exportJob())).toBeUndefined();
    expect(kind.seconds?.(doneExportJob)).toBe(1512);
  });

  it('labels its stages in the order the API lists them', () => {
    expect(kind.stages(createIntl({locale: 'en'}))).toEqual([
      {id: 'tracks', label: 'Preparing the tracks'},
      {id: 'archive', label: 'Making the zip'},
    ]);
  });

  it('sums an export up, with its count once done', () => {
    const intl = createIntl({locale: 'en'});
    expect(playlistExportSummary(intl, doneExportJob)).toBe('Playlist export · 6 tracks · MP3');
    expect(playlistExportSummary(intl, exportJob())).toBe('Playlist export · MP3');
  });
});
