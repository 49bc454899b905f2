import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import playerEn from '@nada/player/lang/en.json';
import playerId from '@nada/player/lang/id.json';
import {mergeCatalogs} from '@nada/ui/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {ListenOrPlayer} from './ListenOrPlayer';
import {catalogs, renderJobs} from './test/render';

const track = {id: 'job-1', title: 'Bengawan Solo', src: 'result.mp3', durationSeconds: 214};

describe('ListenOrPlayer', () => {
  it('is a Listen button until the result plays, then the player in its place', async () => {
    const media = new FakeMedia();
    renderJobs(
      <PlayerProvider media={media}>
        <ListenOrPlayer track={track} label="Listen to the result" />
      </PlayerProvider>,
      {locale: 'en', catalogs: mergeCatalogs(catalogs, {id: playerId, en: playerEn})},
    );
    await userEvent.click(screen.getByRole('button', {name: 'Listen to the result'}));
    expect(screen.queryByRole('button', {name: 'Listen to the result'})).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', {level: 3, name: 'Bengawan Solo'})).toBeInTheDocument();
    expect(media.src).toContain('result.mp3');
  });
});
