import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {LinkSource} from './LinkSource';
import {allowedSource, playlistSource} from './storybook/linkSources';
import {renderWizard} from './test/render';
import type {LinkProbe} from './types';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

const field = () => screen.getByRole('textbox', {name: /Tautan video/});

describe('LinkSource', () => {
  it('sends nothing for an empty field or text that is not a link, and says why', async () => {
    const probe = vi.fn<(url: string, signal: AbortSignal) => Promise<LinkProbe>>();
    renderWizard(<LinkSource probe={probe} />);
    await userEvent.click(screen.getByRole('button', {name: 'Cek tautan'}));
    expect(screen.getByText('Tempel atau ketik tautannya dulu.')).toBeInTheDocument();
    await userEvent.type(field(), 'bengawan solo');
    await userEvent.click(screen.getByRole('button', {name: 'Cek tautan'}));
    expect(field()).toHaveAccessibleDescription(/Sepertinya ini bukan tautan/);
    expect(field()).toHaveFocus();
    await userEvent.clear(field());
    await userEvent.type(field(), 'ftp://example.com/lagu.mp3{Enter}');
    expect(screen.getByText(/Hanya tautan web/)).toBeInTheDocument();
    expect(probe).not.toHaveBeenCalled();
  });

  it('probes the link (https added to a bare host), shows the work, then the card with Continue', async () => {
    const answer = deferred<LinkProbe>();
    const probe = vi.fn((_url: string, _signal: AbortSignal) => answer.promise);
    const onContinue = vi.fn();
    const {container} = renderWizard(<LinkSource probe={probe} onContinue={onContinue} />);
    await userEvent.type(field(), 'youtube.com/watch?v=8UVNT4wvIGY{Enter}');
    expect(probe).toHaveBeenCalledWith('https://youtube.com/watch?v=8UVNT4wvIGY', expect.any(AbortSignal));
    expect(container.querySelector('.nada-link-source')).toHaveAttribute('data-status', 'probing');
    expect(
      screen.getAllByText('Sedang membaca tautan… Biasanya hanya butuh beberapa detik.').length,
    ).toBeGreaterThan(0);
    await act(async () => {
      answer.resolve(allowedSource);
      await answer.promise;
    });
    const card = screen.getByRole('article', {name: allowedSource.title});
    expect(card).toHaveAttribute('data-allowed', 'true');
    expect(card).toHaveTextContent('Keroncong Kita');
    expect(card).toHaveTextContent('4:05');
    expect(card).toHaveTextContent('youtube.com');
    expect(screen.getByRole('img', {name: `Gambar mini ${allowedSource.title}`})).toHaveAttribute(
      'src',
      allowedSource.thumbnail?.url,
    );
    expect(screen.getByRole('heading', {name: allowedSource.title})).toHaveFocus();
    await userEvent.click(screen.getByRole('button', {name: 'Lanjut'}));
    expect(onContinue).toHaveBeenCalledWith(allowedSource);
  });

  it('explains a refused link with the app text for its code, keeps the link and focuses the explanation', async () => {
    const probe = vi.fn(() => Promise.reject(Object.assign(new Error('refused'), {code: 'URL_NOT_ALLOWED'})));
    renderWizard(
      <LinkSource
        probe={probe}
        errorText={(code) => `Teks aplikasi untuk ${code}`}
        defaultUrl="http://127.0.0.1:1/"
      />,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Cek tautan'}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Teks aplikasi untuk URL_NOT_ALLOWED');
    expect(alert).toHaveFocus();
    expect(field()).toHaveValue('http://127.0.0.1:1/');
  });

  it('sends a link to localhost to the server, which refuses it as a private address (issue 42)', async () => {
    const probe = vi.fn(() => Promise.reject(Object.assign(new Error('refused'), {code: 'URL_NOT_ALLOWED'})));
    renderWizard(<LinkSource probe={probe} errorText={(code) => `Teks aplikasi untuk ${code}`} />);
    await userEvent.type(field(), 'http://localhost:3000/{Enter}');
    expect(probe).toHaveBeenCalledWith('http://localhost:3000/', expect.any(AbortSignal));
    expect(await screen.findByRole('alert')).toHaveTextContent('Teks aplikasi untuk URL_NOT_ALLOWED');
    expect(screen.queryByText(/Sepertinya ini bukan tautan/)).not.toBeInTheDocument();
  });

  it('falls back to a generic text without errorText', async () => {
    const probe = vi.fn(() => Promise.reject(new Error('offline')));
    renderWizard(<LinkSource probe={probe} defaultUrl="https://youtu.be/abc" />, {locale: 'en'});
    await userEvent.click(screen.getByRole('button', {name: 'Check link'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link could not be checked. Try again.');
  });

  it('cancels a running probe: the signal aborts and the step goes back to idle', async () => {
    let signal: AbortSignal | undefined;
    const probe = vi.fn(
      (_url: string, given: AbortSignal) =>
        new Promise<LinkProbe>((_resolve, reject) => {
          signal = given;
          given.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const {container} = renderWizard(<LinkSource probe={probe} defaultUrl="https://youtu.be/abc" />);
    await userEvent.click(screen.getByRole('button', {name: 'Cek tautan'}));
    await userEvent.click(screen.getByRole('button', {name: 'Batal'}));
    expect(signal?.aborted).toBe(true);
    expect(container.querySelector('.nada-link-source')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('pastes the clipboard and checks it at once; a refused clipboard asks for a manual paste', async () => {
    const probe = vi.fn(() => Promise.resolve(allowedSource));
    const readClipboard = vi
      .fn()
      .mockResolvedValueOnce(' https://youtu.be/abc ')
      .mockRejectedValueOnce(new Error('denied'));
    renderWizard(<LinkSource probe={probe} readClipboard={readClipboard} />);
    await userEvent.click(screen.getByRole('button', {name: 'Tempel'}));
    expect(field()).toHaveValue('https://youtu.be/abc');
    expect(probe).toHaveBeenCalledWith('https://youtu.be/abc', expect.any(AbortSignal));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Tempel'}));
    expect(screen.getByText(/Browser-mu tidak mengizinkan Nada membaca clipboard/)).toBeInTheDocument();
  });

  it('offers a playlist first video on its own and checks it', async () => {
    const probe = vi
      .fn<(url: string, signal: AbortSignal) => Promise<LinkProbe>>()
      .mockResolvedValueOnce(playlistSource)
      .mockResolvedValueOnce(allowedSource);
    renderWizard(<LinkSource probe={probe} defaultUrl="https://www.youtube.com/playlist?list=PL123" />);
    await userEvent.click(screen.getByRole('button', {name: 'Cek tautan'}));
    expect(await screen.findByText(/Tautan ini adalah playlist “Lagu Daerah Nusantara”/)).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Lanjut'})).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Pakai video pertama'}));
    expect(probe).toHaveBeenLastCalledWith(playlistSource.url, expect.any(AbortSignal));
    expect(field()).toHaveValue(playlistSource.url);
    expect(await screen.findByRole('article')).toHaveAttribute('data-allowed', 'true');
  });

  it('starts in a given state for stories: an error code, or a card', () => {
    const probe = vi.fn();
    const {unmount} = renderWizard(
      <LinkSource
        probe={probe}
        errorText={(code) => code}
        initialState={{status: 'error', errorCode: 'IMPORT_UNSUPPORTED'}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('IMPORT_UNSUPPORTED');
    unmount();
    renderWizard(<LinkSource probe={probe} initialState={{status: 'ready', result: allowedSource}} />);
    expect(screen.getByRole('article', {name: allowedSource.title})).toBeInTheDocument();
    expect(probe).not.toHaveBeenCalled();
  });
});
