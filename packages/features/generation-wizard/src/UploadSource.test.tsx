import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {renderWizard} from './test/render';
import {UploadSource} from './UploadSource';

const MB = 1_000_000;
const song = (size = 4 * MB, type = 'audio/mpeg', name = 'Bengawan Solo.mp3') =>
  new File([new Uint8Array(size)], name, {type});
const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('UploadSource', () => {
  it('hands a picked audio file to the app and shows what is accepted', async () => {
    const onFile = vi.fn();
    const {container} = renderWizard(<UploadSource onFile={onFile} maxSizeBytes={200 * MB} />);
    expect(screen.getByText('MP3, WAV, FLAC, M4A, OGG, atau video · maksimal 200 MB')).toBeInTheDocument();
    const file = song();
    await userEvent.upload(fileInput(container), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('accepts a video, and a FLAC the browser gives no type', async () => {
    const onFile = vi.fn();
    const {container} = renderWizard(<UploadSource onFile={onFile} maxSizeBytes={200 * MB} />);
    await userEvent.upload(fileInput(container), song(MB, 'video/mp4', 'Latihan.mp4'));
    await userEvent.upload(fileInput(container), song(MB, '', 'Lagu.flac'));
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('turns down a file over the limit with the limit in MB, in the user language', async () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    const {container} = renderWizard(
      <UploadSource onFile={onFile} onReject={onReject} maxSizeBytes={10 * MB} />,
    );
    await userEvent.upload(fileInput(container), song(11 * MB));
    expect(onFile).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({code: 'file-too-large'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Ukuran berkas melebihi 10 MB');
  });

  it('names the limit in the words the app gives (a plan limit in MiB)', async () => {
    const MiB = 1024 * 1024;
    const onFile = vi.fn();
    const {container} = renderWizard(
      <UploadSource onFile={onFile} maxSizeBytes={2 * MiB} maxSizeLabel="2 MB" />,
    );
    await userEvent.upload(fileInput(container), song(2 * MiB + 1));
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Ukuran berkas melebihi 2 MB');
  });

  it('turns down a file that is not audio or video, in English too', async () => {
    const onFile = vi.fn();
    const {container} = renderWizard(<UploadSource onFile={onFile} maxSizeBytes={10 * MB} />, {
      locale: 'en',
    });
    // userEvent.upload would filter by the accept attribute itself; a drop is not filtered.
    const input = fileInput(container);
    const text = new File(['lyrics'], 'lirik.txt', {type: 'text/plain'});
    Object.defineProperty(input, 'files', {value: [text], configurable: true});
    input.dispatchEvent(new Event('change', {bubbles: true}));
    expect(onFile).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not supported');
  });

  it('shows the upload: name, bytes of total, percent, speed and time left', () => {
    renderWizard(
      <UploadSource
        status="uploading"
        onFile={vi.fn()}
        maxSizeBytes={200 * MB}
        fileName="Bengawan Solo.mp3"
        bytesSent={2_500_000}
        bytesTotal={10 * MB}
        bytesPerSecond={500_000}
      />,
    );
    expect(screen.getByText('Bengawan Solo.mp3')).toBeInTheDocument();
    expect(screen.getByText('2,5 MB dari 10 MB · 500 kB/dtk · sisa sekitar 15 detik')).toBeInTheDocument();
    // Once beside the name, once in the bar's hidden label.
    expect(screen.getAllByText('25%')).toHaveLength(2);
    const bar = screen.getByRole('progressbar', {name: 'Unggahan Bengawan Solo.mp3'});
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('status')).toHaveTextContent('Mengunggah Bengawan Solo.mp3');
  });

  it('pauses, resumes and cancels through the app, keeping focus on the pause button', async () => {
    const onPause = vi.fn();
    const onResume = vi.fn();
    const onCancel = vi.fn();
    const props = {
      onFile: vi.fn(),
      maxSizeBytes: 200 * MB,
      fileName: 'Bengawan Solo.mp3',
      bytesSent: 5 * MB,
      bytesTotal: 10 * MB,
      onPause,
      onResume,
      onCancel,
    };
    const {rerender} = renderWizard(<UploadSource status="uploading" {...props} />, {locale: 'en'});
    await userEvent.tab();
    expect(screen.getByRole('button', {name: 'Pause'})).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPause).toHaveBeenCalledTimes(1);

    rerender(<UploadSource status="paused" {...props} />);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Upload of Bengawan Solo.mp3 paused');
    expect(screen.getByRole('button', {name: 'Resume'})).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onResume).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', {name: 'Cancel upload'}));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('moves focus from the drop zone to the upload once the file is picked, and back after a cancel', async () => {
    function App({status}: {status: 'idle' | 'uploading'}) {
      return <UploadSource status={status} onFile={vi.fn()} onCancel={vi.fn()} maxSizeBytes={200 * MB} />;
    }
    const {container, rerender} = renderWizard(<App status="idle" />);
    await userEvent.tab();
    expect(screen.getByRole('button', {name: 'Pilih berkas'})).toHaveFocus();
    await userEvent.upload(fileInput(container), song());
    rerender(<App status="uploading" />);
    // Name and size come from the picked file when the app passes none.
    expect(screen.getByText('Bengawan Solo.mp3')).toHaveFocus();
    expect(screen.getByText('0 MB dari 4 MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Batalkan unggahan'}));
    rerender(<App status="idle" />);
    expect(screen.getByRole('button', {name: 'Pilih berkas'})).toBeInTheDocument();
  });

  it('says why an upload failed and retries it', async () => {
    const onRetry = vi.fn();
    const onReplace = vi.fn();
    const {rerender} = renderWizard(
      <UploadSource
        status="error"
        onFile={vi.fn()}
        onRetry={onRetry}
        onReplace={onReplace}
        maxSizeBytes={200 * MB}
        fileName="Bengawan Solo.mp3"
        bytesSent={3 * MB}
        bytesTotal={10 * MB}
      />,
    );
    expect(screen.getByText('Unggahan terhenti')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Periksa koneksimu, lalu coba lagi');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(screen.getByRole('button', {name: 'Coba lagi'}));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', {name: 'Pilih berkas lain'}));
    expect(onReplace).toHaveBeenCalledTimes(1);

    rerender(
      <UploadSource
        status="error"
        error="Server menolak berkas ini."
        onFile={vi.fn()}
        maxSizeBytes={200 * MB}
        fileName="Bengawan Solo.mp3"
        bytesTotal={10 * MB}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server menolak berkas ini.');
    expect(screen.queryByRole('button', {name: 'Coba lagi'})).not.toBeInTheDocument();
  });

  it('shows a finished upload at 100 % and announces it', () => {
    renderWizard(
      <UploadSource
        status="done"
        onFile={vi.fn()}
        onPause={vi.fn()}
        onCancel={vi.fn()}
        maxSizeBytes={200 * MB}
        fileName="Bengawan Solo.mp3"
        bytesSent={9 * MB}
        bytesTotal={10 * MB}
      />,
      {locale: 'en'},
    );
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByText('10 MB of 10 MB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent('Bengawan Solo.mp3 is uploaded');
    expect(screen.queryByRole('button', {name: 'Pause'})).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Cancel upload'})).not.toBeInTheDocument();
  });

  it('says the file is being checked after the last byte, with no percent until the server answers', () => {
    renderWizard(
      <UploadSource
        status="checking"
        onFile={vi.fn()}
        onPause={vi.fn()}
        onCancel={vi.fn()}
        maxSizeBytes={200 * MB}
        fileName="Bengawan Solo.mp3"
        bytesSent={10 * MB}
        bytesTotal={10 * MB}
      />,
    );
    expect(screen.getByText('Memeriksa berkas…')).toBeInTheDocument();
    expect(screen.queryByText('Mengunggah…')).not.toBeInTheDocument();
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bengawan Solo.mp3 sudah terkirim, sedang diperiksa',
    );
    expect(screen.queryByRole('button', {name: 'Jeda'})).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Batalkan unggahan'})).toBeEnabled();
  });

  it('never shows 100 % before the upload is done', () => {
    renderWizard(
      <UploadSource
        status="uploading"
        onFile={vi.fn()}
        maxSizeBytes={200 * MB}
        fileName="a.mp3"
        bytesSent={9_999_999}
        bytesTotal={10 * MB}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');
  });

  it('takes a fraction from uploaders that report no byte counts', () => {
    renderWizard(
      <UploadSource
        status="uploading"
        onFile={vi.fn()}
        maxSizeBytes={200 * MB}
        fileName="a.mp3"
        progress={0.426}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(screen.queryByText(/dari/)).not.toBeInTheDocument();
  });
});
