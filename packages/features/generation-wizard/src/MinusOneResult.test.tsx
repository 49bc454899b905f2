import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {MinusOneResult, type MinusOneResultProps} from './MinusOneResult';
import {
  storyImportJob,
  storyLink,
  storyLinks,
  storyPlaylist,
  storyResultClient,
  storySeparation,
  storySeparationJob,
} from './storybook/minusOne';
import {renderWizard} from './test/render';

function renderResult(props: Partial<MinusOneResultProps> = {}) {
  const all: MinusOneResultProps = {
    job: storySeparationJob(),
    songName: 'Bengawan Solo',
    credits: {plan: 'free', availableSeconds: 386},
    onProcessAnother: vi.fn(),
    client: storyResultClient(),
    playlist: storyPlaylist,
    links: storyLinks,
    renderLink: storyLink,
    errorText: (code) => `error ${code}`,
    ...props,
  };
  renderWizard(
    <PlayerProvider media={new FakeMedia()}>
      <MinusOneResult {...all} />
    </PlayerProvider>,
    {locale: 'en'},
  );
  return all;
}

describe('MinusOneResult', () => {
  it('shows the song’s facts, its stems (the minus one first) and what next', async () => {
    renderResult();
    expect(screen.getByRole('heading', {name: 'Bengawan Solo'})).toBeVisible();
    expect(screen.getByText('3:34 · 92 BPM · key C major')).toBeVisible();
    const stems = await screen.findByRole('region', {name: 'Stems'});
    expect(
      within(stems)
        .getAllByRole('listitem')
        .map((item) => item.dataset['stem']),
    ).toEqual(['instrumental', 'vocals']);
    expect(within(stems).getByRole('button', {name: 'Download Minus one'})).toBeVisible();
    expect(screen.getByRole('link', {name: 'Process this song again with other settings'})).toHaveAttribute(
      'href',
      '#rerun',
    );
  });

  it('gives the key and tempo of a changed result beside the original’s', () => {
    renderResult({
      job: storySeparationJob({
        result: {fileIds: [], files: [], data: {...storySeparation, semitones: 2, tempo: 0.9}},
      }),
    });
    expect(screen.getByText(/key D major \(original: 92 BPM · key C major\)/)).toBeVisible();
  });

  it('renames the song through the client and shows the saved name', async () => {
    const client = storyResultClient();
    const rename = vi.spyOn(client, 'renameSong').mockResolvedValue('Solo');
    renderResult({client});
    await userEvent.click(screen.getByRole('button', {name: 'Rename'}));
    const field = screen.getByRole('textbox', {name: 'Song name'});
    await userEvent.clear(field);
    await userEvent.type(field, 'Solo{Enter}');
    expect(rename).toHaveBeenCalledWith('file-1', 'Solo');
    expect(await screen.findByRole('heading', {name: 'Solo'})).toBeVisible();
  });

  it('explains a result it cannot read', () => {
    renderResult({job: storyImportJob()});
    expect(screen.getByRole('alert')).toHaveTextContent('error JOB_FAILED');
  });
});
