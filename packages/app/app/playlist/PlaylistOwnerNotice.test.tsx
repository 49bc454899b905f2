// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import {cleanup, render, screen} from '@testing-library/react';
import uiEn from '@nada/ui/lang/en.json';
import uiId from '@nada/ui/lang/id.json';
import {IntlProvider} from 'react-intl';
import {MemoryRouter} from 'react-router';
import {afterEach, describe, expect, it} from 'vitest';
import en from '../../lang/en.json';
import id from '../../lang/id.json';
import {PlaylistOwnerNotice, type PlaylistOwnerNoticeProps} from './PlaylistOwnerNotice';

afterEach(cleanup);

const ownerId = '0b6f3c9e-6a43-4c57-9d3c-1f2e3d4c5b6a';

function renderNotice(props: Partial<PlaylistOwnerNoticeProps> & {locale: 'id' | 'en'}) {
  const messages = props.locale === 'en' ? {...uiEn, ...en} : {...uiId, ...id};
  return render(
    <MemoryRouter>
      <IntlProvider
        locale={props.locale}
        messages={messages}
        onError={(error) => {
          throw error;
        }}
      >
        <PlaylistOwnerNotice ownerId={ownerId} ownerName="Sari Penyanyi" signedIn={false} {...props} />
      </IntlProvider>
    </MemoryRouter>,
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
