import {screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {UnderstoodPromptSummary} from './UnderstoodPromptSummary';
import {understoodDangdut, understoodPianoGuitar} from './storybook/fixtures';
import {renderGenerateAi} from './test/render';

const row = (field: string) => {
  const element = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!element) throw new Error(`no ${field} row`);
  return element;
};

describe('UnderstoodPromptSummary', () => {
  it('names each value in Indonesian with where it came from', () => {
    renderGenerateAi(<UnderstoodPromptSummary understood={understoodDangdut} />);
    expect(within(row('genre')).getByText('Dangdut')).toBeInTheDocument();
    expect(within(row('genre')).getByText('dari deskripsimu')).toBeInTheDocument();
    expect(within(row('mood')).getByText('Ceria')).toBeInTheDocument();
    expect(within(row('bpm')).getByText('132 BPM')).toBeInTheDocument();
    expect(within(row('key')).getByText('A minor')).toBeInTheDocument();
    expect(within(row('key')).getByText('umum untuk genre ini')).toBeInTheDocument();
    expect(within(row('durationSeconds')).getByText('1:30')).toBeInTheDocument();
    expect(within(row('durationSeconds')).getByText('pilihanmu')).toBeInTheDocument();
    expect(within(row('occasion')).getByText('Pernikahan')).toBeInTheDocument();
    expect(screen.getByText('Dibaca sebagai bahasa Inggris')).toBeInTheDocument();
  });

  it('marks only the instruments the prompt named as from the description, the others as Nada’s choice', () => {
    renderGenerateAi(<UnderstoodPromptSummary understood={understoodPianoGuitar} />);
    const named = document.querySelector<HTMLElement>('[data-field="instruments"]');
    const added = document.querySelector<HTMLElement>('[data-field="addedInstruments"]');
    if (!named || !added) throw new Error('no instrument rows');
    expect(named).toHaveAttribute('data-source', 'prompt');
    expect(named).toHaveTextContent('Piano dan Gitar akustik');
    expect(within(named).getByText('dari deskripsimu')).toBeInTheDocument();
    expect(added).toHaveAttribute('data-source', 'nada');
    expect(within(added).getByText('Ditambahkan Nada')).toBeInTheDocument();
    expect(within(added).getByText('pilihan Nada')).toBeInTheDocument();
    expect(added).not.toHaveTextContent('dari deskripsimu');
    expect(within(row('key')).getByText('Bb mayor')).toBeInTheDocument();
  });

  it('keeps one instrument row when the request named none, or for a track made before the API told', () => {
    const {rerender} = renderGenerateAi(
      <UnderstoodPromptSummary understood={{...understoodPianoGuitar, namedInstruments: []}} />,
    );
    expect(document.querySelector('[data-field="instruments"]')).toBeNull();
    expect(document.querySelector('[data-field="addedInstruments"]')).toHaveTextContent(
      'Piano, Gitar akustik, Bas, Drum, dan Biola',
    );
    rerender(
      <UnderstoodPromptSummary understood={{...understoodPianoGuitar, namedInstruments: undefined}} />,
    );
    expect(document.querySelector('[data-field="instruments"]')).toHaveAttribute('data-source', 'prompt');
    expect(document.querySelector('[data-field="addedInstruments"]')).toBeNull();
    rerender(<UnderstoodPromptSummary understood={understoodDangdut} />);
    expect(document.querySelector('[data-field="instruments"]')).toHaveAttribute('data-source', 'default');
  });

  it('speaks English on English pages', () => {
    renderGenerateAi(
      <UnderstoodPromptSummary understood={{...understoodDangdut, key: {tonic: 'D', mode: 'major'}}} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('heading', {name: 'What Nada understood'})).toBeInTheDocument();
    expect(screen.getByText('D major')).toBeInTheDocument();
    expect(screen.getByText('Kendang, Suling, Bass, Acoustic guitar, and Organ')).toBeInTheDocument();
  });

  it('shows the empty, loading and failed states', () => {
    const {rerender} = renderGenerateAi(<UnderstoodPromptSummary understood={null} />);
    expect(screen.getByText('Tulis deskripsi untuk melihat bagaimana Nada memahaminya.')).toBeInTheDocument();
    rerender(<UnderstoodPromptSummary understood={null} status="error" errorText="Tidak ada koneksi." />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nada tidak bisa membaca deskripsi ini: Tidak ada koneksi.',
    );
  });
});
