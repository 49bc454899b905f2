import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {SourceCard, sourceSite} from './SourceCard';
import {liveSource, playlistSource, tooLongSource, unknownLengthSource} from './storybook/linkSources';
import {renderWizard} from './test/render';

describe('SourceCard', () => {
  it('says a source is too long for the plan, with its length and the limit, in both languages', () => {
    const {unmount} = renderWizard(<SourceCard source={tooLongSource} onContinue={() => {}} />);
    expect(screen.getByRole('article')).toHaveTextContent(
      'Durasi video ini 3:02:05, sedangkan paketmu hanya menerima video hingga 10 menit.',
    );
    expect(screen.queryByRole('button', {name: 'Lanjut'})).not.toBeInTheDocument();
    unmount();
    renderWizard(<SourceCard source={tooLongSource} />, {locale: 'en'});
    expect(screen.getByRole('article')).toHaveTextContent(
      'This video is 3:02:05 long, but your plan takes videos of up to 10 minutes.',
    );
  });

  it('explains a live stream, a playlist without a name and an unknown length', () => {
    const {unmount} = renderWizard(<SourceCard source={liveSource} />, {locale: 'en'});
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('This is a live stream');
    expect(screen.getByRole('article')).toHaveTextContent('Length unknown');
    unmount();
    const {unmount: unmount2} = renderWizard(
      <SourceCard source={{...playlistSource, playlist: {title: null}}} />,
      {locale: 'en'},
    );
    expect(screen.getByRole('article')).toHaveTextContent(
      'This link is a playlist. Nada takes one video at a time',
    );
    unmount2();
    renderWizard(<SourceCard source={unknownLengthSource} />, {locale: 'en'});
    expect(screen.getByRole('article')).toHaveTextContent('Nada could not tell how long this video is');
    expect(screen.getByRole('article')).toHaveTextContent('video.example.org');
    expect(screen.queryByRole('img', {name: /Thumbnail/})).not.toBeInTheDocument();
  });

  it('offers the first video of a playlist only when it has a link of its own', () => {
    renderWizard(
      <SourceCard source={playlistSource} onUseFirstItem={() => {}} checkedUrl={playlistSource.url} />,
    );
    expect(screen.queryByRole('button', {name: 'Pakai video pertama'})).not.toBeInTheDocument();
  });
});

describe('sourceSite', () => {
  it('names the host as people write it', () => {
    expect(sourceSite('https://www.youtube.com/watch?v=a')).toBe('youtube.com');
    expect(sourceSite('https://m.youtube.com/watch?v=a')).toBe('youtube.com');
    expect(sourceSite('http://127.0.0.1:4173/video.html')).toBe('127.0.0.1:4173');
    expect(sourceSite('not a link')).toBe('');
  });
});
