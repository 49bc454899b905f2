/** An audio container recognised by its first bytes, and the ffprobe format names that confirm it. */
export interface SniffedAudio {
  /** Container family, e.g. 'mp3'. */
  family: 'mp3' | 'wav' | 'flac' | 'ogg' | 'mp4' | 'webm' | 'matroska' | 'aac';
  /** The Content-Type the file is served with. */
  contentType: string;
  /** ffprobe `format_name` values that agree with the magic bytes. */
  formats: readonly string[];
}

/** How many leading bytes `sniffAudio` looks at. */
export const SNIFF_BYTES = 64;

const families: Record<SniffedAudio['family'], Omit<SniffedAudio, 'family'>> = {
  mp3: {contentType: 'audio/mpeg', formats: ['mp3']},
  wav: {contentType: 'audio/wav', formats: ['wav']},
  flac: {contentType: 'audio/flac', formats: ['flac']},
  ogg: {contentType: 'audio/ogg', formats: ['ogg']},
  mp4: {contentType: 'audio/mp4', formats: ['mov,mp4,m4a,3gp,3g2,mj2']},
  webm: {contentType: 'audio/webm', formats: ['matroska,webm']},
  matroska: {contentType: 'audio/x-matroska', formats: ['matroska,webm']},
  aac: {contentType: 'audio/aac', formats: ['aac']},
};

const ascii = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

/**
 * Recognises an audio container from the file's first bytes (at least `SNIFF_BYTES` when the file
 * has them), or answers undefined. The client's file name and Content-Type are never consulted:
 * a text file renamed `.mp3` is still text.
 */
export function sniffAudio(head: Buffer): SniffedAudio | undefined {
  const family = familyOf(head);
  return family && {family, ...families[family]};
}

function familyOf(head: Buffer): SniffedAudio['family'] | undefined {
  if (ascii(head, 0, 'ID3')) return 'mp3';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  if (ascii(head, 0, 'fLaC')) return 'flac';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (ascii(head, 4, 'ftyp')) return 'mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    // EBML header; its DocType says whether this is WebM or general Matroska.
    return head.includes('webm', 0, 'latin1') ? 'webm' : 'matroska';
  }
  const [first = 0, second = 0] = head;
  if (first === 0xff && (second & 0xe0) === 0xe0) {
    // MPEG frame sync: layer bits 00 mark an ADTS (AAC) header, anything else MPEG audio.
    return (second & 0x06) === 0 ? 'aac' : 'mp3';
  }
  return undefined;
}
