import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {PlaylistOwnerNotice, type PlaylistOwnerNoticeProps} from './PlaylistOwnerNotice';
import {PlaylistsProvider} from './PlaylistsProvider';
import {renderPlaylist} from './test/render';
import {storyClient} from './storybook/client';

const ownerId = '0b6f3c9e-6a43-4c57-9d3c-1f2e3d4c5b6a';

function renderNotice(props: Partial<PlaylistOwnerNoticeProps> & {locale: 'id' | 'en'}) {
  const {locale, ...rest} = props;
  const profilePath = locale === 'en' ? '/en/v3/profile/' : '/v3/profile/';
  return renderPlaylist(
    <PlaylistsProvider
      value={{
        client: storyClient(),
        playlistHref: () => '/v3/playlist',
        profileHref: (userId) => `${profilePath}${userId}`,
      }}
    >
      <PlaylistOwnerNotice
        ownerId={ownerId}
        ownerName="Sari Penyanyi"
        unnamedOwner={locale === 'en' ? 'Nada member' : 'Anggota Nada'}
        signedIn={false}
        {...rest}
      />
    </PlaylistsProvider>,
    {locale},
  );
}

// Issue 42, item 9: signed out, the notice said "…only another Nada member can change it".
describe('PlaylistOwnerNotice', () => {
  it('names the owner to a visitor who is not signed in, linked to their public profile, without who may change it', () => {
    const {container} = renderNotice({locale: 'en'});
    expect(screen.getByRole('link', {name: 'Sari Penyanyi'})).toHaveAttribute(
      'href',
      `/en/v3/profile/${ownerId}`,
    );
    expect(container).toHaveTextContent(
      'A public playlist by Sari Penyanyi. Anyone with the link can listen to it.',
    );
    expect(container).not.toHaveTextContent(/only|member/);
  });

  it('tells a signed-in member that only its owner changes it, in Indonesian', () => {
    const {container} = renderNotice({locale: 'id', signedIn: true});
    expect(screen.getByRole('link', {name: 'Sari Penyanyi'})).toHaveAttribute(
      'href',
      `/v3/profile/${ownerId}`,
    );
    expect(container).toHaveTextContent(
      'Playlist publik milik Sari Penyanyi. Kamu bisa mendengarkannya, tetapi hanya pemiliknya yang bisa mengubahnya.',
    );
  });

  it('links the owner without a name as a Nada member', () => {
    renderNotice({locale: 'id', ownerName: null});
    expect(screen.getByRole('link', {name: 'Anggota Nada'})).toHaveAttribute(
      'href',
      `/v3/profile/${ownerId}`,
    );
  });
});
