import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {PlaygroundScreen} from './PlaygroundScreen';
import type {PlaygroundClient} from './playgroundClient';
import {storyPlaygroundClient} from './storybook/client';
import {renderPlayground} from './test/render';

function renderPicker(client: PlaygroundClient) {
  return renderPlayground(
    <PlaygroundScreen
      client={client}
      jobId={null}
      locale="en"
      errorText={(code) => `Refused (${code})`}
      pickerLink={<a href="#playground" />}
      jobLink={(jobId) => <a href={`#${jobId}`} />}
      minusOneLink={<a href="#minusone" />}
    />,
    {locale: 'en'},
  );
}

describe('PlaygroundScreen', () => {
  it('lists the songs with stems, a song without a name by its date', async () => {
    renderPicker(storyPlaygroundClient());
    expect(await screen.findByRole('link', {name: 'Bengawan Solo'})).toHaveAttribute('href', '#job-1');
    expect(screen.getByRole('link', {name: 'Song from Dec 5, 2026'})).toHaveAttribute('href', '#job-2');
  });

  it('sends a user without songs to the minus one', async () => {
    renderPicker(storyPlaygroundClient({listStemSongs: () => Promise.resolve([])}));
    expect(await screen.findByRole('link', {name: 'Make a minus one'})).toHaveAttribute('href', '#minusone');
  });

  it('shows the API’s refusal of the list', async () => {
    renderPicker(storyPlaygroundClient({listStemSongs: () => Promise.reject({code: 'INTERNAL'})}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused (INTERNAL)');
  });
});
