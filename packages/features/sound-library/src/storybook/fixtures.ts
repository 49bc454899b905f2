import type {SoundAuditEntry} from '../SoundAuditList';
import type {SoundFacets, SoundSummary} from '../types';
import type {SoundUpload} from '../useSoundUploads';

/** A waveform of `count` columns: a beat every `every` columns decaying, the same on every render. */
function beats(count: number, every: number, floor = 0.12): number[] {
  return Array.from({length: count}, (_, index) => {
    const phase = (index % every) / every;
    return Math.max(floor, Math.exp(-phase * 4) * (0.75 + 0.25 * Math.cos(index * 1.7)));
  });
}

/** A held sound: a slow swell. */
function swell(count: number): number[] {
  return Array.from({length: count}, (_, index) => 0.35 + 0.4 * Math.sin((index / count) * Math.PI));
}

/** A sound as the library shows it. */
export const kendang: SoundSummary = {
  id: 'sound-kendang',
  title: {id: 'Groove Kendang Dangdut 132', en: 'Dangdut Kendang Groove 132'},
  category: 'drums',
  genre: 'dangdut',
  tags: ['kendang', 'dangdut', 'groove'],
  mood: 'happy',
  bpm: 132,
  key: null,
  durationSeconds: 7.27,
  loudnessLufs: -12.4,
  kind: 'loop',
  published: true,
  peaks: beats(64, 8),
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
};

/** A sound of the library. */
export const keroncongBass: SoundSummary = {
  id: 'sound-bass',
  title: {id: 'Bass Keroncong dalam A Minor', en: 'Keroncong Bass Line in A Minor'},
  category: 'bass',
  genre: 'keroncong',
  tags: ['keroncong', 'cello', 'bass'],
  mood: 'nostalgic',
  bpm: 96,
  key: 'A minor',
  durationSeconds: 10,
  loudnessLufs: -15.1,
  kind: 'loop',
  published: true,
  peaks: beats(64, 16, 0.2),
};

/** A sound of the library. */
export const warmPad: SoundSummary = {
  id: 'sound-pad',
  title: {id: 'Pad Hangat Bb Mayor', en: 'Warm Pad in Bb Major'},
  category: 'pads',
  genre: 'pop',
  tags: ['pad', 'warm', 'ambient'],
  mood: 'calm',
  bpm: 80,
  key: 'Bb major',
  durationSeconds: 12,
  loudnessLufs: -18.2,
  kind: 'loop',
  published: true,
  peaks: swell(64),
};

/** A sound of the library. */
export const pianoChords: SoundSummary = {
  id: 'sound-chords',
  title: {id: 'Akor Piano Pop C Mayor', en: 'Pop Piano Chords in C Major'},
  category: 'chords',
  genre: 'pop',
  tags: ['piano', 'chords'],
  mood: 'happy',
  bpm: 100,
  key: 'C major',
  durationSeconds: 9.6,
  loudnessLufs: -14,
  kind: 'loop',
  published: true,
  peaks: beats(64, 16, 0.3),
};

/** A sound of the library. */
export const drySnare: SoundSummary = {
  id: 'sound-snare',
  title: {id: 'Snare Kering', en: 'Dry Snare'},
  category: 'one-shot',
  genre: null,
  tags: ['snare', 'hit'],
  mood: null,
  bpm: null,
  key: null,
  durationSeconds: 0.6,
  loudnessLufs: -9.8,
  kind: 'one-shot',
  published: false,
  peaks: beats(32, 32, 0.02),
};

/** A sound of the library. */
export const riser: SoundSummary = {
  id: 'sound-fx',
  title: {id: 'Sapuan Naik Sebelum Reff', en: 'Riser Before the Chorus'},
  category: 'fx',
  genre: 'edm',
  tags: ['riser', 'transition'],
  mood: 'energetic',
  bpm: 128,
  key: null,
  durationSeconds: 3.75,
  loudnessLufs: null,
  kind: 'one-shot',
  published: true,
  peaks: null,
};

/** The library's first page. */
export const sounds: SoundSummary[] = [kendang, keroncongBass, warmPad, pianoChords, drySnare, riser];

/** Facet counts for the whole library. */
export const facets: SoundFacets = {
  categories: [
    {value: 'drums', count: 18},
    {value: 'bass', count: 10},
    {value: 'chords', count: 8},
    {value: 'pads', count: 6},
    {value: 'fx', count: 3},
    {value: 'one-shot', count: 9},
  ],
  genres: [
    {value: 'dangdut', count: 12},
    {value: 'keroncong', count: 9},
    {value: 'pop', count: 14},
    {value: 'edm', count: 4},
  ],
  keys: [
    {value: 'A minor', count: 7},
    {value: 'C major', count: 6},
    {value: 'Bb major', count: 3},
  ],
};

/** Files on their way into the library, one in each state. */
export const uploads: SoundUpload[] = [
  {id: 'u1', name: 'kendang-jaipong-120.wav', sizeBytes: 2_116_000, status: 'uploading', progress: 0.42},
  {id: 'u2', name: 'suling-phrase.flac', sizeBytes: 1_540_000, status: 'analysing', progress: 1},
  {
    id: 'u3',
    name: 'bass-dangdut-a-minor.wav',
    sizeBytes: 3_200_000,
    status: 'done',
    progress: 1,
    sound: {...keroncongBass, id: 'sound-new', published: false},
  },
  {
    id: 'u4',
    name: 'catatan.txt.mp3',
    sizeBytes: 12_000,
    status: 'failed',
    progress: 0,
    errorText: 'File ini bukan audio yang bisa dibaca.',
  },
];

/** Audit entries, newest first. */
export const auditEntries: SoundAuditEntry[] = [
  {
    id: 'a3',
    soundTitle: 'Bass Keroncong dalam A Minor',
    actor: 'sari@nada.test',
    action: 'publish',
    at: '2026-11-25T09:12:00Z',
  },
  {
    id: 'a2',
    soundTitle: 'Bass Keroncong dalam A Minor',
    actor: 'sari@nada.test',
    action: 'update',
    fields: ['key', 'bpm', 'title'],
    at: '2026-11-25T09:10:00Z',
  },
  {
    id: 'a1',
    soundTitle: 'bass-keroncong',
    actor: 'sari@nada.test',
    action: 'create',
    at: '2026-11-25T09:02:00Z',
  },
];
