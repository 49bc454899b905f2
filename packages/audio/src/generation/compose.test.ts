import {describe, expect, it} from 'vitest';
import {composeSong, fitBars, songMidi, trackName} from './compose.ts';
import {BAR} from './context.ts';
import {planSections} from './form.ts';
import {TICKS_PER_BEAT, writeMidiFile} from './midiFile.ts';
import {understandPrompt} from './understandPrompt.ts';
import {GENRES} from './vocabulary.ts';

// A minimal Standard MIDI File reader, to check what the writer wrote.
function readMidi(bytes: Buffer) {
  expect(bytes.toString('ascii', 0, 4)).toBe('MThd');
  const tracks: {events: {tick: number; status: number; data: number[]}[]; endTick: number}[] = [];
  let offset = 14;
  while (offset < bytes.length) {
    expect(bytes.toString('ascii', offset, offset + 4)).toBe('MTrk');
    const end = offset + 8 + bytes.readUInt32BE(offset + 4);
    let at = offset + 8;
    let tick = 0;
    const events = [];
    const readVar = () => {
      let value = 0;
      for (;;) {
        const byte = bytes[at++]!;
        value = (value << 7) | (byte & 0x7f);
        if (!(byte & 0x80)) return value;
      }
    };
    let endTick = -1;
    while (at < end) {
      tick += readVar();
      const status = bytes[at++]!;
      if (status === 0xff) {
        const type = bytes[at++]!;
        const length = readVar();
        if (type === 0x2f) endTick = tick;
        events.push({tick, status: 0xff00 | type, data: [...bytes.subarray(at, at + length)]});
        at += length;
      } else {
        const size = (status & 0xf0) === 0xc0 ? 1 : 2;
        events.push({tick, status, data: [...bytes.subarray(at, at + size)]});
        at += size;
      }
    }
    tracks.push({events, endTick});
    offset = end;
  }
  return {
    format: bytes.readUInt16BE(8),
    count: bytes.readUInt16BE(10),
    division: bytes.readUInt16BE(12),
    tracks,
  };
}

describe('writeMidiFile', () => {
  it('writes a format-1 file with tempo, program, notes and long delta times', () => {
    const bytes = writeMidiFile({
      bpm: 90,
      title: 'Tes',
      endTick: 100_000,
      tracks: [
        {
          name: 'piano',
          channel: 2,
          program: 4,
          volume: 100,
          pan: 64,
          notes: [
            {tick: 0, length: 480, pitch: 60, velocity: 90},
            {tick: 20_000, length: 480, pitch: 64, velocity: 200},
          ],
        },
      ],
    });
    const midi = readMidi(bytes);
    expect(midi).toMatchObject({format: 1, count: 2, division: TICKS_PER_BEAT});
    const tempo = midi.tracks[0]!.events.find((event) => event.status === 0xff51)!;
    expect((tempo.data[0]! << 16) | (tempo.data[1]! << 8) | tempo.data[2]!).toBe(Math.round(60_000_000 / 90));
    const events = midi.tracks[1]!.events;
    expect(events.find((event) => event.status === 0xc2)?.data).toEqual([4]);
    const notes = events.filter((event) => (event.status & 0xf0) === 0x90);
    expect(notes.map((event) => [event.tick, ...event.data])).toEqual([
      [0, 60, 90],
      [20_000, 64, 127],
    ]);
    expect(events.filter((event) => (event.status & 0xf0) === 0x80).map((event) => event.tick)).toEqual([
      480, 20_480,
    ]);
    expect(midi.tracks.map((track) => track.endTick)).toEqual([100_000, 100_000]);
  });
});

describe('song form', () => {
  it.each([1, 3, 7, 12, 20, 33, 52, 90])('fills exactly %i bars and ends with an outro', (bars) => {
    const sections = planSections(bars);
    expect(sections.reduce((sum, section) => sum + section.length, 0)).toBe(bars);
    expect(sections[sections.length - 1]!.name).toBe('outro');
  });

  it('has intro, verse, chorus and bridge in a three-minute song', () => {
    const names = planSections(fitBars(100, 180).bars).map((section) => section.name);
    expect(names).toEqual(expect.arrayContaining(['intro', 'verse', 'chorus', 'bridge', 'outro']));
  });

  it('fits the bars before the end, leaving the final chord time to ring', () => {
    for (const [bpm, seconds] of [
      [60, 30],
      [90, 60],
      [150, 45],
      [72, 200],
    ] as const) {
      const {bars, endTick} = fitBars(bpm, seconds);
      const barSeconds = 240 / bpm;
      expect(bars * barSeconds).toBeLessThanOrEqual(seconds - 1);
      expect(seconds - bars * barSeconds).toBeLessThan(barSeconds + 1.6);
      expect((endTick / TICKS_PER_BEAT) * (60 / bpm)).toBeCloseTo(seconds - 1, 1);
    }
  });
});

describe('composeSong', () => {
  it.each(GENRES)('writes every part of %s, ending on the tonic', (genre) => {
    const understood = understandPrompt({prompt: '', genre, durationSeconds: 40});
    const song = composeSong(understood, 7, 'id');
    expect(song.stems.map((stem) => stem.name).sort()).toEqual([...understood.instruments].sort());
    const lastBar = song.bars[song.bars.length - 1]!;
    expect(lastBar.final).toBe(true);
    expect(lastBar.chord.root).toBe(0);
    const tonic = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'].indexOf(
      understood.key.tonic,
    );
    for (const stem of song.stems)
      for (const track of stem.tracks) {
        expect(track.notes.length).toBeGreaterThan(0);
        for (const note of track.notes)
          expect(note.tick + note.length).toBeLessThanOrEqual(song.endTick + 40);
        if (track.channel === 9) continue;
        // The last note (or chord) sounding starts in the final bar; for a bass or lead it is the tonic.
        const last = track.notes.reduce((a, b) => (b.tick > a.tick ? b : a));
        expect(last.tick).toBeGreaterThanOrEqual(lastBar.index * BAR - 40);
        if (track.role === 'bass' || track.role === 'lead') expect(((last.pitch % 12) + 12) % 12).toBe(tonic);
      }
  });

  it('names the MIDI tracks by their instrument in the song’s language, not by internal ids (issue 42)', () => {
    const dangdut = understandPrompt({prompt: 'dangdut dengan suling dan kendang', durationSeconds: 20});
    const song = composeSong(dangdut, 3, 'id');
    const names = song.stems.flatMap((stem) => stem.tracks.map((track) => track.name));
    expect(names).toContain('Kendang');
    expect(names).toContain('Bas');
    expect(names.some((name) => /^Suling( \((melodi|iringan)\))?$/.test(name))).toBe(true);
    for (const name of names) {
      expect(name).toMatch(/^\p{Lu}/u);
      expect(name).not.toMatch(/^(\S+) \1$/i);
    }
    const midi = songMidi(song);
    expect(midi.includes(Buffer.from('Kendang'))).toBe(true);
    expect(midi.includes(Buffer.from('kendang kendang'))).toBe(false);
    expect(trackName('piano', 'lead', 'en')).toBe('Piano (melody)');
    expect(trackName('cello', 'bass', 'id')).toBe('Selo (bas)');
    expect(trackName('drums', 'drums', 'en')).toBe('Drums');
  });

  it('is deterministic for a seed and different for another', () => {
    const understood = understandPrompt({prompt: 'lagu pop santai dengan piano', durationSeconds: 30});
    const a = songMidi(composeSong(understood, 42, 'id'));
    expect(songMidi(composeSong(understood, 42, 'id')).equals(a)).toBe(true);
    expect(songMidi(composeSong(understood, 43, 'id')).equals(a)).toBe(false);
  });

  it('titles the track in the language asked for', () => {
    const understood = understandPrompt({prompt: 'sad song', durationSeconds: 30});
    expect(['Longing', 'Rain on the Window', 'Blue Hour', 'Left Behind']).toContain(
      composeSong(understood, 1, 'en').title,
    );
    expect(['Rindu', 'Hujan di Jendela', 'Sendu', 'Yang Tertinggal']).toContain(
      composeSong(understood, 1, 'id').title,
    );
  });
});
