import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ShareDialog} from './ShareDialog';
import {renderPlaylist} from './test/render';

const props = {
  open: true,
  title: 'Latihan Minggu',
  link: 'https://nada.example/v3/playlist?id=pl1',
  iframeCode: '<iframe src="https://nada.example/embed/playlist/pl1"></iframe>',
  elementCode:
    '<script src="https://nada.example/embed/player.js" defer></script>\n<nada-player playlist="pl1"></nada-player>',
};

describe('ShareDialog', () => {
  it('gives the link, the iframe code and the web component code, each copied by its own button', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPlaylist(<ShareDialog {...props} onOpenChange={() => {}} />, {locale: 'en'});
    expect(screen.getByRole('dialog', {name: 'Share “Latihan Minggu”'})).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Link'})).toHaveValue(props.link);
    expect(screen.getByRole('textbox', {name: /Embed code \(iframe\)/})).toHaveValue(props.iframeCode);
    expect(screen.getByRole('textbox', {name: /Web component/})).toHaveValue(props.elementCode);

    await user.click(screen.getByRole('button', {name: 'Copy Embed code (iframe)'}));
    expect(writeText).toHaveBeenLastCalledWith(props.iframeCode);
    expect(await screen.findByRole('status')).toHaveTextContent('Embed code (iframe) copied');
    await user.click(screen.getByRole('button', {name: 'Copy Web component'}));
    expect(writeText).toHaveBeenLastCalledWith(props.elementCode);
    await user.click(screen.getByRole('button', {name: 'Copy Link'}));
    expect(writeText).toHaveBeenLastCalledWith(props.link);
  });

  it('selects the code to copy by hand when the browser refuses, in Indonesian by default', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPlaylist(<ShareDialog {...props} onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', {name: 'Salin Komponen web'}));
    expect(await screen.findByRole('status')).toHaveTextContent('Gagal menyalin.');
    const field = screen.getByRole('textbox', {name: /Komponen web/}) as HTMLTextAreaElement;
    expect(field.selectionEnd - field.selectionStart).toBe(props.elementCode.length);
  });

  it('closes with Done', async () => {
    const onOpenChange = vi.fn();
    renderPlaylist(<ShareDialog {...props} onOpenChange={onOpenChange} />, {locale: 'en'});
    await userEvent.click(screen.getByRole('button', {name: 'Done'}));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
