import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import {useState, type ReactNode} from 'react';
import type {LibrarySound, SoundAdminClient, SoundClient} from '../soundClient';
import type {SoundSummary} from '../types';
import {facets, kendang, sounds} from './fixtures';

/** A fixture sound as the API lists it: its facts with signed URLs that play nothing. */
export function librarySound({peaks: _peaks, ...sound}: SoundSummary): LibrarySound {
  return {
    ...sound,
    loudnessLufs: sound.loudnessLufs ?? null,
    streamUrl: `${sound.id}.mp3`,
    streamUrlExpiresAt: '2099-12-31T00:00:00Z',
    downloadUrl: `${sound.id}.mp3`,
    peaksUrl: null,
    fileId: `file-${sound.id}`,
    createdAt: sound.createdAt ?? '2026-11-20T08:00:00Z',
    updatedAt: sound.updatedAt ?? '2026-11-20T08:00:00Z',
  };
}

/** The fixtures' sounds as the API lists them. */
export const librarySounds = sounds.map(librarySound);

/** The sound an upload makes. */
const newSound = librarySound(kendang);

/** A library whose first page is the fixtures' sounds (or never comes, or is refused). */
export function storySoundClient(answer: 'sounds' | 'pending' | 'refused' = 'sounds'): SoundClient {
  return {
    listSounds: () =>
      answer === 'pending'
        ? new Promise(() => undefined)
        : answer === 'refused'
          ? Promise.reject({code: 'INTERNAL'})
          : Promise.resolve({items: librarySounds, nextCursor: null, facets}),
  };
}

/** The admins' calls over the fixtures: every change succeeds; `change` replaces some calls. */
export function storySoundAdminClient(change: Partial<SoundAdminClient> = {}): SoundAdminClient {
  return {
    uploads: {
      createUpload: (_file, listener) => ({
        resumeEarlier: () => Promise.resolve(),
        start: () => listener.onSuccess({id: 'file-new'}),
        abort: () => Promise.resolve(),
      }),
    },
    listAdminSounds: () => Promise.resolve({items: librarySounds, nextCursor: null, facets}),
    createSound: () => Promise.resolve(newSound),
    updateSound: (id, update) => Promise.resolve({...newSound, id, ...update}),
    deleteSound: () => Promise.resolve(),
    bulkSounds: (ids) => Promise.resolve(ids.length),
    listAudit: () =>
      Promise.resolve({
        items: [
          {
            id: 'audit-1',
            soundTitle: 'Groove Kendang Dangdut 132',
            actorId: null,
            actorEmail: null,
            action: 'seed',
            changes: {},
            at: '2026-11-20T08:00:00Z',
          },
        ],
        nextCursor: null,
      }),
    ...change,
  };
}

/** An "add to playlist" that opens nothing: the app's dialog is the app's. */
export function useNoDialog() {
  return {open: () => undefined, element: null};
}

/** The app's player around a story, on a fake media element. */
export function StoryPlayer({children}: {children: ReactNode}) {
  const [media] = useState(() => new FakeMedia());
  return <PlayerProvider media={media}>{children}</PlayerProvider>;
}
