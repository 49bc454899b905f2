import type {PartContext} from './context.ts';
import {BAR} from './context.ts';
import {planBars} from './form.ts';
import type {Bar} from './form.ts';
import {harmonyPart, harmonyStyle} from './harmony.ts';
import {VOICES, assignRoles} from './instruments.ts';
import type {Role} from './instruments.ts';
import {melodyPart} from './melody.ts';
import type {MidiNote, MidiTrack} from './midiFile.ts';
import {TICKS_PER_BEAT, writeMidiFile} from './midiFile.ts';
import {Random} from './random.ts';
import {bassPart, drumPart, kendangPart} from './rhythm.ts';
import {progressionsOf, tonicPitchClass} from './theory.ts';
import type {UnderstoodPrompt} from './understandPrompt.ts';
import type {Instrument, Mood} from './vocabulary.ts';
import {GENRE_PROFILES, instrumentName} from './vocabulary.ts';

/** One MIDI track of a stem, with the part it plays. */
export interface ComposedTrack extends MidiTrack {
  role: Role;
}

/** One stem: an instrument and its MIDI tracks. */
export interface ComposedStem {
  name: Instrument;
  tracks: ComposedTrack[];
}

/** The parts' names in a track name, in the song's language. */
const ROLE_NAMES: Record<'id' | 'en', Record<Role, string>> = {
  id: {drums: 'drum', kendang: 'kendang', bass: 'bas', harmony: 'iringan', lead: 'melodi'},
  en: {drums: 'drums', kendang: 'kendang', bass: 'bass', harmony: 'chords', lead: 'melody'},
};

/**
 * The name a DAW shows for a track, in the song's language: the instrument ("Kendang", "Bas"), with
 * the part it plays when that is not the instrument's own ("Piano (melodi)", "Selo (bas)").
 */
export function trackName(instrument: Instrument, role: Role, locale: 'id' | 'en'): string {
  const name = instrumentName(instrument, locale);
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return role === instrument ? capitalised : `${capitalised} (${ROLE_NAMES[locale][role]})`;
}

/** A composed song, ready to render. */
export interface ComposedSong {
  title: string;
  bpm: number;
  bars: Bar[];
  stems: ComposedStem[];
  /** Where every track ends (the final chord stops a second before the requested length). */
  endTick: number;
}

/** Seconds the final chord rings after its notes are released. */
export const RING_SECONDS = 1;

const TITLES: Record<Mood, {id: readonly string[]; en: readonly string[]}> = {
  calm: {
    id: ['Senja yang Tenang', 'Angin Sore', 'Teduh', 'Pagi di Beranda'],
    en: ['Quiet Evening', 'Slow Morning', 'Shade', 'Porch Light'],
  },
  happy: {
    id: ['Hari Cerah', 'Langkah Riang', 'Pelangi', 'Senyum Pagi'],
    en: ['Bright Day', 'Happy Steps', 'Rainbow', 'Morning Smile'],
  },
  sad: {
    id: ['Rindu', 'Hujan di Jendela', 'Sendu', 'Yang Tertinggal'],
    en: ['Longing', 'Rain on the Window', 'Blue Hour', 'Left Behind'],
  },
  romantic: {
    id: ['Untukmu', 'Janji Suci', 'Cahaya Matamu', 'Berdua'],
    en: ['For You', 'A Promise', 'In Your Eyes', 'The Two of Us'],
  },
  energetic: {
    id: ['Bergerak', 'Nyala', 'Lari Kencang', 'Semangat Baru'],
    en: ['Move', 'Ignite', 'Full Speed', 'New Fire'],
  },
  solemn: {
    id: ['Syukur', 'Kasih-Mu', 'Damai Sejahtera', 'Berserah'],
    en: ['Grace', 'Thy Love', 'Peace', 'Surrender'],
  },
  nostalgic: {
    id: ['Kenangan Lama', 'Bengawan Senja', 'Tempo Dulu', 'Surat Lama'],
    en: ['Old Memories', 'River at Dusk', 'Days Gone By', 'Old Letters'],
  },
  dark: {
    id: ['Bayang', 'Malam Kelam', 'Di Balik Kabut', 'Gelap'],
    en: ['Shadows', 'Dark Night', 'Behind the Fog', 'Nightfall'],
  },
};

/** The title of a track: a phrase for its mood in the language asked for, chosen by the seed. */
export function titleOf(understood: UnderstoodPrompt, seed: number, locale: 'id' | 'en'): string {
  return new Random(seed).fork('title').pick(TITLES[understood.mood][locale]);
}

/** How many whole bars fit before the final chord has to ring out, and where the notes stop. */
export function fitBars(bpm: number, durationSeconds: number): {bars: number; endTick: number} {
  const barSeconds = (4 * 60) / bpm;
  const bars = Math.max(1, Math.floor((durationSeconds - RING_SECONDS - 0.5) / barSeconds));
  const endTick = Math.round(((durationSeconds - RING_SECONDS) * bpm * TICKS_PER_BEAT) / 60);
  return {bars, endTick: Math.max(endTick, (bars - 1) * BAR + TICKS_PER_BEAT)};
}

/**
 * Composes and arranges the song: form and chords from the genre, then every instrument's part
 * by its role. Deterministic: the same understood prompt and seed give the same notes.
 */
export function composeSong(understood: UnderstoodPrompt, seed: number, locale: 'id' | 'en'): ComposedSong {
  const random = new Random(seed);
  const {genre, bpm} = understood;
  const {bars: barCount, endTick} = fitBars(bpm, understood.durationSeconds);
  const bars = planBars(barCount, progressionsOf(genre, understood.key.mode), random.fork('form'));
  const swing = GENRE_PROFILES[genre].swing;
  const context: PartContext = {
    genre,
    bars,
    tonic: tonicPitchClass(understood.key),
    mode: understood.key.mode,
    bpm,
    swing,
    swingSixteenths: genre === 'rnb' || genre === 'hiphop',
    endTick,
  };
  const roles = assignRoles(genre, understood.instruments);
  const stems: ComposedStem[] = [];
  let channel = 0;
  const nextChannel = () => {
    if (channel === 9) channel++;
    return channel++ % 16;
  };
  for (const [instrument, list] of roles) {
    const voice = VOICES[instrument];
    const part = random.fork(instrument);
    const tracks: ComposedTrack[] = [];
    const pan = Math.round(64 + 63 * voice.pan);
    const track = (role: Role, notes: MidiNote[], drum = false): ComposedTrack => ({
      name: trackName(instrument, role, locale),
      role,
      channel: drum ? 9 : nextChannel(),
      program: voice.program,
      // The lead sits under the accompaniment a little (a singer sings over it), more so in slow
      // songs, where a loud legato melody would blur the pulse of the rhythm section.
      volume: role === 'lead' ? (bpm < 90 ? 72 : 88) : 100,
      pan,
      notes,
    });
    for (const role of list) {
      if (role === 'drums') tracks.push(track(role, drumPart(context, part.fork('drums')), true));
      else if (role === 'kendang') tracks.push(track(role, kendangPart(context, part.fork('kendang')), true));
      else if (role === 'bass')
        tracks.push(
          track(
            role,
            bassPart(
              context,
              part.fork('bass'),
              voice.low,
              voice.high,
              instrument === 'cello' && genre === 'keroncong',
            ),
          ),
        );
      else if (role === 'lead')
        tracks.push(track(role, melodyPart(context, part.fork('lead'), instrument, voice)));
      else
        tracks.push(
          track(
            role,
            harmonyPart(context, part.fork('harmony'), instrument, voice, harmonyStyle(genre, instrument)),
          ),
        );
    }
    if (tracks.some((item) => item.notes.length)) stems.push({name: instrument, tracks});
  }
  return {title: titleOf(understood, seed, locale), bpm, bars, stems, endTick};
}

/** The Standard MIDI File of the whole song, or of some stems only. */
export function songMidi(song: ComposedSong, stems: readonly ComposedStem[] = song.stems): Buffer {
  return writeMidiFile({
    bpm: song.bpm,
    title: song.title,
    tracks: stems.flatMap((stem) => stem.tracks),
    endTick: song.endTick,
  });
}
