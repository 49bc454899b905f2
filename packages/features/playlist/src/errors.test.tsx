import {renderHook} from '@testing-library/react';
import type {ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {playlistErrorMessages, usePlaylistErrorText} from './errors';
import {catalogs} from './test/render';

function errorTextIn(locale: 'id' | 'en') {
  const wrapper = ({children}: {children: ReactNode}) => (
    <IntlProvider
      locale={locale}
      messages={catalogs[locale]}
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
  return renderHook(() => usePlaylistErrorText(), {wrapper}).result.current;
}

describe('usePlaylistErrorText', () => {
  it('explains every playlist code of the API in both languages, with the limits it names', () => {
    const en = errorTextIn('en');
    const id = errorTextIn('id');
    expect(en({code: 'PLAYLIST_LIMIT'})).toBe(
      'You already have 200 playlists, the most allowed. Delete one to make a new one.',
    );
    expect(id({code: 'PLAYLIST_FULL'})).toBe('Playlist ini sudah penuh: paling banyak 500 lagu.');
    expect(en({code: 'PLAYLIST_NOT_OWNED'})).toBe('Only the owner of this playlist can export it.');
    for (const code of Object.keys(playlistErrorMessages)) {
      expect(id({code}), code).not.toBe(id({code: 'SOMETHING_ELSE'}));
      expect(en({code}), code).not.toBe(en(new TypeError('Failed to fetch')));
    }
  });

  it('explains a lost connection and anything else on their own', () => {
    const en = errorTextIn('en');
    expect(en(new TypeError('Failed to fetch'))).toBe('No connection. Check your internet and try again.');
    expect(en({code: 'FILE_NOT_FOUND'})).toBe('Something went wrong. Please try again.');
  });
});
