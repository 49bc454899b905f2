import {describe, expect, it, vi} from 'vitest';
import {refreshPublicTrack} from './publicTracks';
import {publicTrackId} from './publicTrackIds';

describe('refreshPublicTrack', () => {
  it('asks for the public track again and plays its fresh stream URL', async () => {
    const read = vi.fn(() =>
      Promise.resolve({
        streamUrl: '/api/files/m/content?sig=new',
        streamUrlExpiresAt: '2026-11-26T14:00:00Z',
      }),
    );
    const expired = {
      id: publicTrackId('t1'),
      title: 'Pop santai',
      src: '/api/files/m/content?sig=old',
      durationSeconds: 30,
      expiresAt: '2026-11-26T10:00:00Z',
    };
    const fresh = await refreshPublicTrack(expired, read);
    expect(read).toHaveBeenCalledWith('t1');
    expect(fresh).toEqual({
      ...expired,
      src: '/api/files/m/content?sig=new',
      expiresAt: '2026-11-26T14:00:00Z',
    });
  });

  it('refuses a track that is not a public one, and passes on a track gone private', async () => {
    await expect(refreshPublicTrack({id: 'job-1', title: 'x', src: '/x'}, vi.fn())).rejects.toThrow();
    const gone = vi.fn(() => Promise.reject(new Error('TRACK_NOT_FOUND')));
    await expect(refreshPublicTrack({id: publicTrackId('t2'), title: 'x', src: '/x'}, gone)).rejects.toThrow(
      'TRACK_NOT_FOUND',
    );
  });
});
