import {Readable} from 'node:stream';
import {crc32} from 'node:zlib';

/** One file of a ZIP archive: its name inside the archive, its exact size, and how to read it. */
export interface ZipEntry {
  /** Path inside the archive (UTF-8; `/` separates folders). */
  name: string;
  /** The content's length in bytes; the archive's length is computed from it up front. */
  sizeBytes: number;
  /** Shown as the entry's modification time. */
  modified: Date;
  /** Opens the content when the archive reaches this entry. */
  open(): Promise<Readable>;
}

const LOCAL_HEADER = 30;
const DATA_DESCRIPTOR = 16;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
const MAX_32 = 0xffff_ffff;
// Bit 3: CRC and sizes follow the data (the CRC is only known once it streamed); bit 11: UTF-8 names.
const FLAGS = 0x0808;
const VERSION = 20;
// Made by Unix (host 3): MS-DOS (0) would make unzip translate the names from an OEM code page.
const MADE_BY = (3 << 8) | VERSION;
const FILE_MODE = (0o100644 << 16) >>> 0;

/** The exact byte length of the archive `zipStream(entries)` writes. */
export function zipLength(entries: readonly ZipEntry[]): number {
  return (
    entries.reduce((total, entry) => {
      const name = Buffer.byteLength(entry.name);
      return total + LOCAL_HEADER + name + entry.sizeBytes + DATA_DESCRIPTOR + CENTRAL_HEADER + name;
    }, 0) + END_OF_CENTRAL_DIRECTORY
  );
}

/**
 * A ZIP archive of `entries` as a stream, each stored (not compressed: mp3 and flac do not
 * shrink) and read once: the CRC-32 goes in a data descriptor after each entry's data and in the
 * central directory. The archive must stay under 4 GiB and 65535 entries (no ZIP64); an entry
 * whose content is not `sizeBytes` long fails the stream, since `zipLength` promised its length.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  if (entries.length > 0xffff) throw new RangeError('A ZIP without ZIP64 holds at most 65535 entries');
  if (zipLength(entries) > MAX_32) throw new RangeError('A ZIP without ZIP64 must stay under 4 GiB');
  return Readable.from(zipChunks(entries), {objectMode: false});
}

async function* zipChunks(entries: readonly ZipEntry[]): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const {time, date} = dosDateTime(entry.modified);
    const local = Buffer.alloc(LOCAL_HEADER);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC and sizes (14..25) stay zero here: the data descriptor carries them.
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    yield local;
    yield name;

    let crc = 0;
    let size = 0;
    for await (const chunk of await entry.open()) {
      const bytes = chunk as Buffer;
      crc = crc32(bytes, crc);
      size += bytes.length;
      yield bytes;
    }
    if (size !== entry.sizeBytes)
      throw new Error(`ZIP entry ${entry.name} is ${size} bytes, not the ${entry.sizeBytes} announced`);

    const descriptor = Buffer.alloc(DATA_DESCRIPTOR);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;

    const header = Buffer.alloc(CENTRAL_HEADER);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(MADE_BY, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, internal attributes: all zero (30..37).
    header.writeUInt32LE(FILE_MODE, 38);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += LOCAL_HEADER + name.length + size + DATA_DESCRIPTOR;
  }
  const directory = Buffer.concat(central);
  yield directory;
  const end = Buffer.alloc(END_OF_CENTRAL_DIRECTORY);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield end;
}

// MS-DOS time: two-second resolution, years from 1980, in UTC (ZIP has no zone).
function dosDateTime(at: Date): {time: number; date: number} {
  const year = Math.max(1980, Math.min(2107, at.getUTCFullYear()));
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}
