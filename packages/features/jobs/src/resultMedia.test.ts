import {describe, expect, it, vi} from 'vitest';
import {fetchPeaksFrom, isWaveformPeaks, jobOfTrack, loadMediaFile, resultTrackId} from './resultMedia';

const peaks = {sampleRate: 44100, length: 100, levels: [{samplesPerBucket: 10, min: [0], max: [1]}]};
const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}}),
  );

describe('result media', () => {
  it('tells waveform peaks from other JSON', () => {
    expect(isWaveformPeaks(peaks)).toBe(true);
    expect(isWaveformPeaks({...peaks, levels: [{min: []}]})).toBe(false);
    expect(isWaveformPeaks(null)).toBe(false);
  });

  it('reads peaks, and gives null for a missing or malformed file instead of failing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await fetchPeaksFrom('/p.json', () => answer(peaks))).toEqual(peaks);
    expect(await fetchPeaksFrom(Promise.resolve('/p.json'), () => answer({}, 404))).toBeNull();
    expect(await fetchPeaksFrom('/p.json', () => answer({sampleRate: 'x'}))).toBeNull();
    expect(await fetchPeaksFrom(null)).toBeNull();
  });

  it('signs a file to play and reads its waveform', async () => {
    const signedFileUrl = vi.fn((id: string) =>
      Promise.resolve({url: `https://files.test/${id}`, expiresAt: '2026-12-08T00:00:00Z'}),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(peaks));
    const file = await loadMediaFile({signedFileUrl}, 'song', 'song-peaks');
    expect(file).toEqual({
      fileId: 'song',
      src: 'https://files.test/song',
      expiresAt: '2026-12-08T00:00:00Z',
      peaks,
    });
    expect(fetchSpy).toHaveBeenCalledWith('https://files.test/song-peaks');
    fetchSpy.mockRestore();
  });

  it('names a result track after its job, and finds the job again', () => {
    expect(resultTrackId('job-1')).toBe('job-1');
    expect(resultTrackId('job-1', 'vocals')).toBe('job-1:vocals');
    expect(jobOfTrack('job-1:vocals')).toEqual({jobId: 'job-1', part: 'vocals'});
    expect(jobOfTrack('job-1')).toEqual({jobId: 'job-1', part: ''});
    expect(jobOfTrack('')).toBeNull();
  });
});
