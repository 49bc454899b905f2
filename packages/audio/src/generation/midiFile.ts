/** One note: start and length in ticks, MIDI pitch and velocity (1..127). */
export interface MidiNote {
  tick: number;
  length: number;
  pitch: number;
  velocity: number;
}

/** One track of a Standard MIDI File: a name, a channel (9 = drums), a General MIDI program and its notes. */
export interface MidiTrack {
  name: string;
  channel: number;
  program: number;
  /** 0..127 (CC 7). */
  volume: number;
  /** 0 = left, 64 = centre, 127 = right (CC 10). */
  pan: number;
  notes: MidiNote[];
  /** Controller changes, e.g. the sustain pedal (CC 64). */
  controls?: {tick: number; controller: number; value: number}[];
}

/** Ticks per quarter note of every file Nada writes. */
export const TICKS_PER_BEAT = 480;

function variableLength(value: number): number[] {
  if (!(value >= 0) || !Number.isInteger(value)) throw new RangeError(`bad MIDI delta ${value}`);
  const bytes = [value & 0x7f];
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes.unshift((rest & 0x7f) | 0x80);
  return bytes;
}

function chunk(type: string, body: number[]): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'ascii');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, Buffer.from(body)]);
}

interface Event {
  tick: number;
  /** Note-offs before controllers before note-ons at the same tick. */
  order: number;
  bytes: number[];
}

function trackChunk(events: Event[], endTick: number): Buffer {
  events.sort((a, b) => a.tick - b.tick || a.order - b.order);
  const body: number[] = [];
  let now = 0;
  for (const event of events) {
    body.push(...variableLength(event.tick - now), ...event.bytes);
    now = event.tick;
  }
  body.push(...variableLength(Math.max(0, endTick - now)), 0xff, 0x2f, 0x00);
  return chunk('MTrk', body);
}

const clamp7 = (value: number) => Math.max(0, Math.min(127, Math.round(value)));

/**
 * A format-1 Standard MIDI File: a tempo track (tempo, 4/4, the title), then one track per part
 * with its name, program, volume, pan and notes. Every track ends at `endTick`, so players and
 * renderers keep going to the end (a ringing final chord is not cut off).
 */
export function writeMidiFile(options: {
  bpm: number;
  title: string;
  tracks: MidiTrack[];
  endTick: number;
}): Buffer {
  const {bpm, title, tracks, endTick} = options;
  const microseconds = Math.round(60_000_000 / bpm);
  const name = [...Buffer.from(title, 'utf8')].slice(0, 120);
  const tempoTrack = trackChunk(
    [
      {tick: 0, order: 0, bytes: [0xff, 0x03, ...variableLength(name.length), ...name]},
      {
        tick: 0,
        order: 1,
        bytes: [
          0xff,
          0x51,
          0x03,
          (microseconds >> 16) & 0xff,
          (microseconds >> 8) & 0xff,
          microseconds & 0xff,
        ],
      },
      {tick: 0, order: 2, bytes: [0xff, 0x58, 0x04, 4, 2, 24, 8]},
    ],
    endTick,
  );
  const chunks = [tempoTrack];
  for (const track of tracks) {
    const channel = track.channel & 0x0f;
    const trackName = [...Buffer.from(track.name, 'utf8')].slice(0, 60);
    const events: Event[] = [
      {tick: 0, order: 0, bytes: [0xff, 0x03, ...variableLength(trackName.length), ...trackName]},
      {tick: 0, order: 1, bytes: [0xc0 | channel, clamp7(track.program)]},
      {tick: 0, order: 1, bytes: [0xb0 | channel, 7, clamp7(track.volume)]},
      {tick: 0, order: 1, bytes: [0xb0 | channel, 10, clamp7(track.pan)]},
      // Reverb and chorus come from the mix, not the synthesizer.
      {tick: 0, order: 1, bytes: [0xb0 | channel, 91, 0]},
      {tick: 0, order: 1, bytes: [0xb0 | channel, 93, 0]},
    ];
    for (const control of track.controls ?? [])
      events.push({
        tick: Math.max(0, Math.round(control.tick)),
        order: 1,
        bytes: [0xb0 | channel, clamp7(control.controller), clamp7(control.value)],
      });
    for (const note of track.notes) {
      const start = Math.max(0, Math.round(note.tick));
      const end = Math.min(endTick, Math.max(start + 1, Math.round(note.tick + note.length)));
      if (start >= endTick) continue;
      events.push({
        tick: start,
        order: 2,
        bytes: [0x90 | channel, clamp7(note.pitch), Math.max(1, clamp7(note.velocity))],
      });
      events.push({tick: end, order: 0, bytes: [0x80 | channel, clamp7(note.pitch), 0]});
    }
    chunks.push(trackChunk(events, endTick));
  }
  const header = chunk('MThd', [
    0,
    1,
    (chunks.length >> 8) & 0xff,
    chunks.length & 0xff,
    TICKS_PER_BEAT >> 8,
    TICKS_PER_BEAT & 0xff,
  ]);
  return Buffer.concat([header, ...chunks]);
}
