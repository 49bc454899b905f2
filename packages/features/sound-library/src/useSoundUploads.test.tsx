import {act, renderHook, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {SoundUploadArea} from './SoundUploadArea';
import {kendang} from './storybook/fixtures';
import {renderSoundLibrary} from './test/render';
import {useSoundUploads} from './useSoundUploads';
import type {AddSoundProgress} from './useSoundUploads';

/** A promise with its resolve and reject, to finish an upload when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

const file = (name: string) => new File(['RIFF'], name, {type: 'audio/wav'});

describe('useSoundUploads', () => {
  it('sends two files at a time, reports progress and analysis, and lets one fail alone', async () => {
    const calls: {
      name: string;
      progress: AddSoundProgress;
      done: ReturnType<typeof deferred<typeof kendang>>;
    }[] = [];
    const addSound = vi.fn((input: File, progress: AddSoundProgress) => {
      const done = deferred<typeof kendang>();
      calls.push({name: input.name, progress, done});
      return done.promise;
    });
    const onAdded = vi.fn();
    const {result} = renderHook(() => useSoundUploads({addSound, onAdded, errorText: () => 'Bukan audio.'}));
    act(() => result.current.add([file('a.wav'), file('b.wav'), file('c.wav')]));
    expect(calls.map((call) => call.name)).toEqual(['a.wav', 'b.wav']);
    const [first, second] = calls;
    if (!first || !second) throw new Error('two uploads should have started');
    act(() => first.progress.onProgress(0.5));
    expect(result.current.uploads.find((upload) => upload.name === 'a.wav')).toMatchObject({
      status: 'uploading',
      progress: 0.5,
    });
    act(() => first.progress.onAnalysing());
    await act(async () => first.done.resolve(kendang));
    expect(result.current.uploads.find((upload) => upload.name === 'a.wav')).toMatchObject({
      status: 'done',
      sound: kendang,
    });
    expect(onAdded).toHaveBeenCalledWith(kendang);
    expect(calls.map((call) => call.name)).toEqual(['a.wav', 'b.wav', 'c.wav']);
    await act(async () => second.done.reject(new Error('not audio')));
    const failed = result.current.uploads.find((upload) => upload.name === 'b.wav');
    if (!failed) throw new Error('b.wav should be listed');
    expect(failed).toMatchObject({status: 'failed', errorText: 'Bukan audio.'});
    expect(result.current.uploads.find((upload) => upload.name === 'c.wav')?.status).toBe('uploading');

    act(() => result.current.retry(failed.id));
    expect(calls.map((call) => call.name)).toEqual(['a.wav', 'b.wav', 'c.wav', 'b.wav']);
    act(() => result.current.dismiss(failed.id));
    expect(calls[3]?.progress.signal.aborted).toBe(true);
    expect(result.current.uploads.map((upload) => upload.name)).toEqual(['a.wav', 'c.wav']);
  });
});

describe('SoundUploadArea', () => {
  it('shows each file’s progress, analysis, result or failure, to retry or dismiss', async () => {
    const onRetry = vi.fn();
    const onDismiss = vi.fn();
    renderSoundLibrary(
      <SoundUploadArea
        onRetry={onRetry}
        onDismiss={onDismiss}
        uploads={[
          {id: 'u1', name: 'a.wav', sizeBytes: 2_000_000, status: 'uploading', progress: 0.4},
          {id: 'u2', name: 'b.wav', sizeBytes: 1, status: 'analysing', progress: 1},
          {id: 'u3', name: 'c.wav', sizeBytes: 1, status: 'done', progress: 1, sound: kendang},
          {id: 'u4', name: 'd.wav', sizeBytes: 1, status: 'failed', progress: 0, errorText: 'Bukan audio.'},
        ]}
      />,
      {locale: 'en'},
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Analysing tempo, key and loudness…')).toBeInTheDocument();
    expect(screen.getByText('Added, not published yet · 132 BPM')).toBeInTheDocument();
    expect(screen.getByText('Not added: Bukan audio.')).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByRole('button', {name: 'Try d.wav again'}));
    await userEvent.click(screen.getByRole('button', {name: 'Remove a.wav from the list'}));
    expect(onRetry).toHaveBeenCalledWith('u4');
    expect(onDismiss).toHaveBeenCalledWith('u1');
  });
});
