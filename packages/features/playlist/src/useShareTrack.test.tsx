import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderPlaylist} from './test/render';
import {useShareTrack} from './useShareTrack';

function ShareButton() {
  const share = useShareTrack({id: 't 1', title: 'Lagu "kita"'});
  return (
    <>
      <button type="button" onClick={share.open}>
        Share
      </button>
      {share.element}
    </>
  );
}

describe('useShareTrack', () => {
  it("opens the share dialog with the track's embed page on this site, in the page's language", async () => {
    const user = userEvent.setup();
    renderPlaylist(<ShareButton />, {locale: 'en'});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Share'}));
    const origin = window.location.origin;
    expect(screen.getByRole('textbox', {name: 'Link'})).toHaveValue(`${origin}/en/embed/track/t%201`);
    expect(screen.getByRole('textbox', {name: /Embed code \(iframe\)/})).toHaveValue(
      `<iframe src="${origin}/en/embed/track/t%201" title="Lagu &quot;kita&quot;" width="480" height="320" style="border:0" loading="lazy" allow="autoplay"></iframe>`,
    );
    expect(screen.getByRole('textbox', {name: /Web component/})).toHaveValue(
      `<script src="${origin}/embed/player.js" defer></script>\n<nada-player track="t 1" lang="en"></nada-player>`,
    );
  });

  it('links the Indonesian embed page on an Indonesian page', async () => {
    const user = userEvent.setup();
    renderPlaylist(<ShareButton />);
    await user.click(screen.getByRole('button', {name: 'Share'}));
    expect(screen.getByRole('textbox', {name: 'Tautan'})).toHaveValue(
      `${window.location.origin}/embed/track/t%201`,
    );
  });
});
