import {fireEvent, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {render} from '../testing';
import {FileDrop, matchesAccept} from './FileDrop';

const MB = 1_000_000;

/** A file of a given size without allocating it: only `size` is read. */
function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, {type});
  Object.defineProperty(file, 'size', {value: size});
  return file;
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function drop(target: HTMLElement, files: File[]) {
  const dataTransfer = {files, types: ['Files'], dropEffect: 'none'};
  fireEvent.dragEnter(target, {dataTransfer});
  fireEvent.dragOver(target, {dataTransfer});
  fireEvent.drop(target, {dataTransfer});
}

const audio = {
  accept: ['audio/*', 'video/*', '.flac'],
  acceptLabel: 'MP3, WAV, FLAC, video',
  maxSize: 50 * MB,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FileDrop', () => {
  it('shows its title, the limits and a button that opens the picker with Enter and Space', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const {container} = render(<FileDrop {...audio} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-state', 'idle');
    expect(screen.getByText('Tarik berkas ke sini atau pilih dari perangkat')).toBeInTheDocument();
    expect(screen.getByText('MP3, WAV, FLAC, video · maksimal 50 MB')).toBeInTheDocument();
    const browse = screen.getByRole('button', {name: 'Pilih berkas'});
    expect(browse).toHaveAccessibleDescription(/Tarik berkas ke sini.*maksimal 50 MB/);
    await userEvent.tab();
    expect(browse).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
    expect(fileInput()).toHaveAttribute('accept', 'audio/*,video/*,.flac');
    expect(fileInput()).not.toHaveAttribute('multiple');
  });

  it('opens the picker when the zone itself is clicked', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    render(<FileDrop {...audio} />);
    await userEvent.click(screen.getByText('Tarik berkas ke sini atau pilih dari perangkat'));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('accepts a dropped file of the right type and shows it with its size and a remove button', async () => {
    const onFilesAccepted = vi.fn();
    const onFilesRejected = vi.fn();
    const onValueChange = vi.fn();
    const {container} = render(
      <FileDrop
        {...audio}
        onFilesAccepted={onFilesAccepted}
        onFilesRejected={onFilesRejected}
        onValueChange={onValueChange}
      />,
    );
    const song = fakeFile('Bengawan Solo.mp3', 'audio/mpeg', 4_400_000);
    drop(screen.getByText('Tarik berkas ke sini atau pilih dari perangkat'), [song]);
    expect(onFilesAccepted).toHaveBeenCalledWith([song]);
    expect(onValueChange).toHaveBeenCalledWith([song]);
    expect(onFilesRejected).not.toHaveBeenCalled();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'selected');
    expect(screen.getByText('Bengawan Solo.mp3')).toBeInTheDocument();
    expect(screen.getByText('4,4 MB')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Dipilih: Bengawan Solo.mp3');
    expect(screen.queryByRole('button', {name: 'Pilih berkas'})).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', {name: 'Hapus Bengawan Solo.mp3'}));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('button', {name: 'Pilih berkas'})).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('accepts a file by its extension when the browser gives no type', () => {
    const onFilesAccepted = vi.fn();
    render(<FileDrop {...audio} onFilesAccepted={onFilesAccepted} />);
    const flac = fakeFile('Rayuan Pulau Kelapa.FLAC', '');
    drop(screen.getByText('Tarik berkas ke sini atau pilih dari perangkat'), [flac]);
    expect(onFilesAccepted).toHaveBeenCalledWith([flac]);
  });

  it('rejects a dropped file of the wrong type and says so', () => {
    const onFilesAccepted = vi.fn();
    const onFilesRejected = vi.fn();
    const {container} = render(
      <FileDrop {...audio} onFilesAccepted={onFilesAccepted} onFilesRejected={onFilesRejected} />,
    );
    const pdf = fakeFile('lirik.pdf', 'application/pdf');
    drop(screen.getByText('Tarik berkas ke sini atau pilih dari perangkat'), [pdf]);
    expect(onFilesRejected).toHaveBeenCalledWith([{file: pdf, code: 'file-invalid-type'}]);
    expect(onFilesAccepted).not.toHaveBeenCalled();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'rejected');
    expect(screen.getByRole('alert')).toHaveTextContent('Jenis berkas ini tidak didukung');
    expect(screen.getByRole('button', {name: 'Pilih berkas'})).toHaveAccessibleDescription(
      /Jenis berkas ini tidak didukung/,
    );
  });

  it('rejects a file over the size limit and names the limit', () => {
    const onFilesRejected = vi.fn();
    render(<FileDrop {...audio} onFilesRejected={onFilesRejected} />, {locale: 'en'});
    const big = fakeFile('concert.mp4', 'video/mp4', 80 * MB);
    drop(screen.getByText('Drop a file here or choose one'), [big]);
    expect(onFilesRejected).toHaveBeenCalledWith([{file: big, code: 'file-too-large'}]);
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 50 MB');
  });

  it('names the limit in the words it is given', () => {
    const MiB = 1024 * 1024;
    render(<FileDrop {...audio} maxSize={50 * MiB} maxSizeLabel="50 MB" />, {locale: 'en'});
    drop(screen.getByText('Drop a file here or choose one'), [
      fakeFile('live.wav', 'audio/wav', 50 * MiB + 1),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 50 MB');
    expect(screen.getByText('MP3, WAV, FLAC, video · up to 50 MB')).toBeInTheDocument();
  });

  it('clears the error once a good file comes', () => {
    const {container} = render(<FileDrop {...audio} />);
    const zone = screen.getByText('Tarik berkas ke sini atau pilih dari perangkat');
    drop(zone, [fakeFile('cover.png', 'image/png')]);
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    drop(zone, [fakeFile('lagu.wav', 'audio/wav')]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'selected');
  });

  it('shows the drag-over state and its text while a file hovers, and ends it on leave', () => {
    const {container} = render(<FileDrop {...audio} />);
    const root = container.firstElementChild as HTMLElement;
    const dataTransfer = {files: [], types: ['Files'], dropEffect: 'none'};
    fireEvent.dragEnter(root, {dataTransfer});
    expect(root).toHaveAttribute('data-state', 'drag-over');
    expect(screen.getByText('Lepaskan untuk menambahkan berkas')).toBeInTheDocument();
    fireEvent.dragLeave(root, {dataTransfer});
    expect(root).toHaveAttribute('data-state', 'idle');
  });

  it('ignores drags that carry no files, such as selected text', () => {
    const {container} = render(<FileDrop {...audio} />);
    const root = container.firstElementChild as HTMLElement;
    fireEvent.dragEnter(root, {dataTransfer: {files: [], types: ['text/plain']}});
    expect(root).toHaveAttribute('data-state', 'idle');
  });

  it('takes files from the picker', async () => {
    const onFilesAccepted = vi.fn();
    render(<FileDrop {...audio} onFilesAccepted={onFilesAccepted} />);
    const song = fakeFile('Sepasang Mata Bola.m4a', 'audio/mp4');
    await userEvent.upload(fileInput(), song);
    expect(onFilesAccepted).toHaveBeenCalledWith([song]);
    expect(screen.getByText('Sepasang Mata Bola.m4a')).toBeInTheDocument();
  });

  it('keeps only the first file unless multiple, and adds to the list when multiple', () => {
    const onValueChange = vi.fn();
    const one = fakeFile('satu.mp3', 'audio/mpeg');
    const two = fakeFile('dua.mp3', 'audio/mpeg');
    const {unmount} = render(<FileDrop {...audio} onValueChange={onValueChange} />);
    drop(screen.getByText('Tarik berkas ke sini atau pilih dari perangkat'), [one, two]);
    expect(onValueChange).toHaveBeenLastCalledWith([one]);
    unmount();

    render(<FileDrop {...audio} multiple onValueChange={onValueChange} />);
    expect(fileInput()).toHaveAttribute('multiple');
    drop(screen.getByText('Tarik berkas ke sini atau pilih dari perangkat'), [one]);
    drop(screen.getByText('Tarik berkas ke sini atau pilih dari perangkat'), [two]);
    expect(onValueChange).toHaveBeenLastCalledWith([one, two]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', {name: 'Pilih berkas'})).toBeInTheDocument();
  });

  it('shows the files it is given when controlled', async () => {
    const song = fakeFile('Kopi Dangdut.mp3', 'audio/mpeg', 3 * MB);
    function Controlled() {
      const [files, setFiles] = useState<File[]>([song]);
      return <FileDrop {...audio} value={files} onValueChange={setFiles} />;
    }
    const {container} = render(<Controlled />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'selected');
    expect(screen.getByText('3 MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Hapus Kopi Dangdut.mp3'}));
    expect(screen.queryByText('Kopi Dangdut.mp3')).not.toBeInTheDocument();
  });

  it('does nothing when disabled', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const onFilesAccepted = vi.fn();
    const {container} = render(<FileDrop {...audio} disabled onFilesAccepted={onFilesAccepted} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-state', 'disabled');
    expect(screen.getByRole('button', {name: 'Pilih berkas'})).toBeDisabled();
    await userEvent.click(screen.getByText('Tarik berkas ke sini atau pilih dari perangkat'));
    drop(root, [fakeFile('lagu.mp3', 'audio/mpeg')]);
    expect(click).not.toHaveBeenCalled();
    expect(onFilesAccepted).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-state', 'disabled');
  });

  it('can be forced into a state for stories', () => {
    const {container} = render(<FileDrop {...audio} forceState="rejected" />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'rejected');
    expect(screen.getByRole('alert')).toHaveTextContent('Jenis berkas ini tidak didukung');
  });
});

describe('matchesAccept', () => {
  it('matches MIME types, wildcards and extensions, case-insensitively', () => {
    const mp3 = fakeFile('a.MP3', 'audio/mpeg');
    expect(matchesAccept(mp3, [])).toBe(true);
    expect(matchesAccept(mp3, ['audio/*'])).toBe(true);
    expect(matchesAccept(mp3, ['audio/mpeg'])).toBe(true);
    expect(matchesAccept(mp3, ['.mp3'])).toBe(true);
    expect(matchesAccept(mp3, ['video/*', '.wav'])).toBe(false);
  });
});
