import type {StarterSoundSpec} from './starterSoundsWriting.ts';
import {DRUM, KENDANG_DANGDUT, PROGRAM, drum, drumLoop, oneShot} from './starterSoundsWriting.ts';

/** The drum grooves of the starter library, two bars each. */
export const STARTER_DRUM_LOOPS: readonly StarterSoundSpec[] = [
  drumLoop(
    {
      slug: 'pop-groove-100',
      id: 'Groove Drum Pop',
      en: 'Pop Drum Groove',
      genre: 'pop',
      tags: ['drum', 'groove', 'kit'],
      mood: 'happy',
      bpm: 100,
    },
    [
      [DRUM.KICK, 'X.......X.x.....'],
      [DRUM.SNARE, '....X.......X...'],
      [DRUM.CLOSED_HAT, 'x.x.x.x.x.x.x.x.'],
    ],
  ),
  drumLoop(
    {
      slug: 'rock-groove-120',
      id: 'Groove Drum Rock',
      en: 'Rock Drum Groove',
      genre: 'rock',
      tags: ['drum', 'groove', 'kit'],
      mood: 'energetic',
      bpm: 120,
    },
    [
      [DRUM.KICK, 'X.....x.X.x.....'],
      [DRUM.SNARE, '....X.......X...'],
      [DRUM.CLOSED_HAT, 'X.x.X.x.X.x.X.x.'],
    ],
  ),
  drumLoop(
    {
      slug: 'dangdut-kendang-128',
      id: 'Kendang Dangdut',
      en: 'Dangdut Kendang',
      genre: 'dangdut',
      tags: ['kendang', 'groove', 'tamborin', 'tambourine'],
      mood: 'happy',
      bpm: 128,
    },
    KENDANG_DANGDUT,
  ),
  drumLoop(
    {
      slug: 'dangdut-kit-124',
      id: 'Drum Dangdut dengan Kendang',
      en: 'Dangdut Kit and Kendang',
      genre: 'dangdut',
      tags: ['kendang', 'drum', 'groove', 'kit'],
      mood: 'happy',
      bpm: 124,
    },
    [
      [DRUM.KICK, 'X.......X.......'],
      [DRUM.CLOSED_HAT, 'x.x.x.x.x.x.x.x.'],
      [DRUM.LOW_CONGA, 'X...x..xX...x...'],
      [DRUM.OPEN_HIGH_CONGA, '..x...x...x...X.'],
    ],
  ),
  drumLoop(
    {
      slug: 'dangdut-koplo-136',
      id: 'Kendang Koplo',
      en: 'Koplo Kendang',
      genre: 'dangdut',
      tags: ['koplo', 'kendang', 'groove'],
      mood: 'energetic',
      bpm: 136,
    },
    [
      [DRUM.KICK, 'X...X...X...X...'],
      [DRUM.LOW_CONGA, 'X.x.X..xX.x.X..x'],
      [DRUM.OPEN_HIGH_CONGA, '..X...X...X...X.'],
      [DRUM.TAMBOURINE, 'x.x.x.x.x.x.x.x.'],
    ],
  ),
  drumLoop(
    {
      slug: 'keroncong-pattern-104',
      id: 'Pola Ritme Keroncong',
      en: 'Keroncong Rhythm Pattern',
      genre: 'keroncong',
      tags: ['keroncong', 'perkusi', 'percussion', 'groove'],
      mood: 'nostalgic',
      bpm: 104,
    },
    [
      [DRUM.LOW_CONGA, 'X...x...x...x.x.'],
      [DRUM.CLAVES, '..x...x...x...x.'],
      [DRUM.SHAKER, 'x.o.x.o.x.o.x.o.'],
    ],
  ),
  drumLoop(
    {
      slug: 'jazz-swing-120',
      id: 'Swing Jazz Ride',
      en: 'Jazz Swing Ride',
      genre: 'jazz',
      tags: ['ride', 'swing', 'drum'],
      bpm: 120,
    },
    [
      [DRUM.RIDE, 'X...x.x.X...x.x.'],
      [DRUM.PEDAL_HAT, '....x.......x...'],
      [DRUM.KICK, 'o...o...o...o...'],
    ],
    0.2,
  ),
  drumLoop(
    {
      slug: 'rnb-groove-92',
      id: 'Groove Drum R&B',
      en: 'R&B Drum Groove',
      genre: 'rnb',
      tags: ['drum', 'groove', 'kit'],
      mood: 'romantic',
      bpm: 92,
    },
    [
      [DRUM.KICK, 'X......x..x.....'],
      [DRUM.SNARE, '....X.......X...'],
      [DRUM.CLOSED_HAT, 'x.xxx.x.x.xxx.x.'],
    ],
  ),
  drumLoop(
    {
      slug: 'edm-four-124',
      id: 'Ketukan EDM Empat',
      en: 'EDM Four on the Floor',
      genre: 'edm',
      tags: ['drum', 'house', 'kit', 'groove'],
      mood: 'energetic',
      bpm: 124,
    },
    [
      [DRUM.KICK, 'X...X...X...X...'],
      [DRUM.CLAP, '....X.......X...'],
      [DRUM.OPEN_HAT, '..x...x...x...x.'],
      [DRUM.CLOSED_HAT, 'x.x.x.x.x.x.x.x.'],
    ],
  ),
  drumLoop(
    {
      slug: 'lofi-groove-84',
      id: 'Groove Drum Lo-fi',
      en: 'Lo-fi Drum Groove',
      genre: 'lofi',
      tags: ['drum', 'groove', 'chill'],
      mood: 'calm',
      bpm: 84,
    },
    [
      [DRUM.KICK, 'X......x..X.....'],
      [DRUM.SNARE, '....x.......x...'],
      [DRUM.CLOSED_HAT, 'x.x.x.x.x.x.x.x.'],
    ],
    0.15,
  ),
  drumLoop(
    {
      slug: 'hiphop-groove-90',
      id: 'Groove Drum Hip Hop',
      en: 'Hip Hop Drum Groove',
      genre: 'hiphop',
      tags: ['drum', 'groove', 'boom-bap'],
      bpm: 90,
    },
    [
      [DRUM.KICK, 'X......X..X..x..'],
      [DRUM.SNARE, '....X.......X...'],
      [DRUM.CLOSED_HAT, 'x.x.x.x.x.x.x.x.'],
    ],
  ),
  drumLoop(
    {
      slug: 'acoustic-shaker-100',
      id: 'Groove Akustik Shaker',
      en: 'Acoustic Shaker Groove',
      genre: 'acoustic',
      tags: ['shaker', 'drum', 'groove'],
      mood: 'calm',
      bpm: 100,
    },
    [
      [DRUM.KICK, 'X.......X.......'],
      [DRUM.SIDE_STICK, '....x.......x...'],
      [DRUM.SHAKER, 'x.ox.xoxx.ox.xox'],
    ],
  ),
  drumLoop(
    {
      slug: 'worship-groove-110',
      id: 'Groove Drum Pujian',
      en: 'Worship Drum Groove',
      genre: 'worship',
      tags: ['drum', 'groove', 'tamborin', 'tambourine'],
      mood: 'solemn',
      bpm: 110,
    },
    [
      [DRUM.KICK, 'X.......X.x.....'],
      [DRUM.SNARE, '....X.......X...'],
      [DRUM.CLOSED_HAT, 'x.x.x.x.x.x.x.x.'],
      [DRUM.TAMBOURINE, '....x.......x...'],
    ],
  ),
  drumLoop(
    {
      slug: 'jaipong-kendang-120',
      id: 'Kendang Jaipong',
      en: 'Jaipong Kendang',
      genre: 'jaipong',
      tags: ['kendang', 'sunda', 'groove'],
      mood: 'energetic',
      bpm: 120,
    },
    [
      // The low drum on every beat keeps the pulse: a dotted figure alone reads at half tempo.
      [DRUM.LOW_CONGA, 'X..xX..xX..xX.x.'],
      [DRUM.OPEN_HIGH_CONGA, '..X...X...X...X.'],
      [DRUM.HIGH_BONGO, '.o.....o.o.....o'],
    ],
  ),
];

/** The one-shots: kit and kendang hits, stabs. */
export const STARTER_ONE_SHOTS: readonly StarterSoundSpec[] = [
  oneShot('kick', {id: 'Kick', en: 'Kick'}, 'drums', ['kick', 'drum', 'hit'], drum(DRUM.KICK)),
  oneShot('snare', {id: 'Snare', en: 'Snare'}, 'drums', ['snare', 'drum', 'hit'], drum(DRUM.SNARE)),
  oneShot('clap', {id: 'Tepukan', en: 'Clap'}, 'drums', ['clap', 'tepuk', 'hit'], drum(DRUM.CLAP)),
  oneShot(
    'closed-hat',
    {id: 'Hi-hat Tertutup', en: 'Closed Hi-hat'},
    'drums',
    ['hihat', 'hat', 'hit'],
    drum(DRUM.CLOSED_HAT),
    {seconds: 1},
  ),
  oneShot(
    'open-hat',
    {id: 'Hi-hat Terbuka', en: 'Open Hi-hat'},
    'drums',
    ['hihat', 'hat', 'hit'],
    drum(DRUM.OPEN_HAT),
  ),
  oneShot(
    'crash',
    {id: 'Crash', en: 'Crash Cymbal'},
    'drums',
    ['crash', 'simbal', 'cymbal'],
    drum(DRUM.CRASH),
    {
      seconds: 2.5,
    },
  ),
  oneShot('rim', {id: 'Rim Shot', en: 'Rim Shot'}, 'drums', ['rim', 'stick', 'hit'], drum(DRUM.SIDE_STICK), {
    seconds: 1,
  }),
  oneShot(
    'tambourine',
    {id: 'Tamborin', en: 'Tambourine'},
    'drums',
    ['tamborin', 'tambourine', 'hit'],
    drum(DRUM.TAMBOURINE),
  ),
  oneShot('cowbell', {id: 'Cowbell', en: 'Cowbell'}, 'drums', ['cowbell', 'hit'], drum(DRUM.COWBELL), {
    seconds: 1,
  }),
  oneShot(
    'kendang-dung',
    {id: 'Kendang Dung', en: 'Kendang Dung (Low)'},
    'drums',
    ['kendang', 'dung', 'hit'],
    drum(DRUM.LOW_CONGA),
    {genre: 'dangdut'},
  ),
  oneShot(
    'kendang-tak',
    {id: 'Kendang Tak', en: 'Kendang Tak (Slap)'},
    'drums',
    ['kendang', 'tak', 'hit'],
    drum(DRUM.OPEN_HIGH_CONGA),
    {genre: 'dangdut'},
  ),
  oneShot(
    'kendang-tek',
    {id: 'Kendang Tek', en: 'Kendang Tek (Muted)'},
    'drums',
    ['kendang', 'tek', 'hit'],
    drum(DRUM.MUTE_HIGH_CONGA),
    {genre: 'dangdut', seconds: 1},
  ),
  oneShot(
    'ketipung',
    {id: 'Ketipung', en: 'Ketipung (Small Drum)'},
    'drums',
    ['ketipung', 'kendang', 'hit'],
    drum(DRUM.HIGH_BONGO),
    {genre: 'dangdut', seconds: 1},
  ),
  oneShot(
    'stab-brass-c',
    {id: 'Stab Brass C Mayor', en: 'Brass Stab C Major'},
    'chords',
    ['stab', 'brass', 'akor', 'chord'],
    {channel: 0, program: PROGRAM.BRASS, pitches: [60, 64, 67, 72]},
    {key: 'C major'},
  ),
  oneShot(
    'stab-piano-am',
    {id: 'Stab Piano A Minor', en: 'Piano Stab A Minor'},
    'chords',
    ['stab', 'piano', 'akor', 'chord'],
    {channel: 0, program: PROGRAM.PIANO, pitches: [57, 60, 64, 69]},
    {key: 'A minor', seconds: 2},
  ),
  oneShot(
    'orchestra-hit',
    {id: 'Hentakan Orkestra', en: 'Orchestra Hit'},
    'fx',
    ['orkestra', 'orchestra', 'hit', 'stab'],
    {channel: 0, program: PROGRAM.ORCHESTRA_HIT, pitches: [48, 60]},
    {seconds: 2},
  ),
  oneShot('bass-pluck-e', {id: 'Petikan Bas E', en: 'Bass Pluck E'}, 'bass', ['bas', 'bass', 'pluck'], {
    channel: 0,
    program: PROGRAM.FINGER_BASS,
    pitches: [40],
  }),
];
