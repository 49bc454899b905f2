"""Prepares a multitrack data set of sample-aligned stems for train.py --multitrack and bench:separation --set multitrack.

    python3 packages/audio/train/multitrack.py --repo GIT_DIR [--out .cache/everythingisremixed] [--describe]

GIT_DIR is a clone (a bare one will do) of the repository named in the table (`everythingisremixed.json`
beside this file, written by hand). Every stem file of the table's commit is taken from git, decoded once
with ffmpeg to 44.1 kHz and added to the stem of Nada's four (vocals, drums, bass, other) the table maps it
to; the mix is the sum of the four. The table must name every stem of the commit, and nothing else: the
tool stops otherwise. A stem whose full-quality file is absent from the clone (a snapshot may leave the
largest files out) is read from its `_mobile` copy, which the table must mark as `mobileOnly`; those
copies are band-limited (most at 24 kHz), so the tool records, per second and stem, whether one of them
sounds there, and training scores such seconds below 12 kHz only.

Writes OUT/<song>/{vocals,drums,bass,other}.wav (32-bit float, stereo, 44.1 kHz) and OUT/prepared.json.
`--describe` prints, per decoded stem, what helps to map it by hand (the share of its energy below 150 Hz
and below 300 Hz, its spectral centroid, how much of it is onsets), and writes nothing else.
"""

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
TABLE = os.path.join(HERE, 'everythingisremixed.json')
SAMPLE_RATE = 44100
STEMS = ('vocals', 'drums', 'bass', 'other')
# A mobile copy is scored below this (the Nyquist frequency of its 24 kHz rate).
LIMITED_HZ = 12000
# A stem sounds in a second whose RMS is above this (-60 dBFS).
AUDIBLE_RMS = 1e-3
STEM_FILE = re.compile(r'^src/(?P<song>\d+\.[A-Za-z]+)/(?P=song)_(?:Stem_(?P<stem>.+?)|Master)(?P<mobile>_mobile)?\.m4a$')


def git(repo, *args, binary=False):
    out = subprocess.run(['git', '-C', repo, *args], check=True, capture_output=True).stdout
    return out if binary else out.decode()


def listing(repo, commit):
    """The stem files of the commit: {(song, stem): {'full': blob, 'mobile': blob}}, and the other .m4a files
    (masters)."""
    stems, others = {}, []
    for line in git(repo, 'ls-tree', '-r', commit, 'src/').splitlines():
        meta, path = line.split('\t', 1)
        if not path.endswith('.m4a'):
            continue
        match = STEM_FILE.match(path)
        if not match or not match['stem']:
            others.append(path)
            continue
        entry = stems.setdefault((match['song'], match['stem']), {})
        entry['mobile' if match['mobile'] else 'full'] = (meta.split()[2], path)
    return stems, others


def check_table(table, stems):
    """Stops unless the table maps every stem of the listing to one of STEMS, and no other."""
    mapped = {(song, stem): group for song, spec in table['songs'].items() for stem, group in spec['stems'].items()}
    unmapped = sorted(set(stems) - set(mapped))
    unknown = sorted(set(mapped) - set(stems))
    wrong = sorted(key for key, group in mapped.items() if group not in STEMS)
    if unmapped or unknown or wrong:
        sys.exit(f'the table does not match the data set: unmapped {unmapped}, not in the data set {unknown}, '
                 f'mapped to no stem of {STEMS} {wrong}')
    if table['validation'] not in table['songs']:
        sys.exit(f'the validation song {table["validation"]} is not in the table')
    return mapped


def present(repo, blob):
    return subprocess.run(['git', '-C', repo, 'cat-file', '-e', blob], capture_output=True).returncode == 0


def decode(path):
    """A file decoded to float32 [2, samples] at 44.1 kHz (ffmpeg drops the encoder's priming samples, so the
    full and mobile copies of a stem line up to the sample)."""
    raw = subprocess.run(['ffmpeg', '-v', 'error', '-i', path, '-f', 'f32le', '-ac', '2', '-ar', str(SAMPLE_RATE), '-'],
                         check=True, capture_output=True).stdout
    return np.frombuffer(raw, dtype=np.float32).reshape(-1, 2).T


def source_file(repo, blob, path, sources):
    """The file of `blob`, taken from git once into `sources`."""
    target = os.path.join(sources, path)
    if not os.path.exists(target):
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target + '.part', 'wb') as f:
            f.write(git(repo, 'cat-file', 'blob', blob, binary=True))
        os.replace(target + '.part', target)
    return target


def seconds_audible(audio):
    """Per whole or partial second, whether `audio` [2, samples] sounds there."""
    seconds = -(-audio.shape[1] // SAMPLE_RATE)
    padded = np.pad(audio, ((0, 0), (0, seconds * SAMPLE_RATE - audio.shape[1])))
    rms = np.sqrt((padded.reshape(2, seconds, SAMPLE_RATE) ** 2).mean(axis=(0, 2)))
    return rms > AUDIBLE_RMS


def describe(name, audio):
    """One line of what helps to map a stem by hand."""
    mono = audio.mean(axis=0)
    frames = mono[:len(mono) // 4096 * 4096].reshape(-1, 4096) * np.hanning(4096)
    power = (np.abs(np.fft.rfft(frames, axis=1)) ** 2)
    total = power.sum() + 1e-12
    hz = np.fft.rfftfreq(4096, 1 / SAMPLE_RATE)
    below = lambda f: power[:, hz < f].sum() / total  # noqa: E731
    centroid = float((power.sum(axis=0) * hz).sum() / total)
    # Onsets: the share of frames whose energy is more than twice the frame before.
    energy = power.sum(axis=1)
    onsets = float(np.mean(energy[1:] > 2 * energy[:-1] + 1e-6)) if len(energy) > 1 else 0.0
    audible = float(seconds_audible(audio).mean())
    print(f'{name:45s} audible {audible:4.0%}  <150 Hz {below(150):4.0%}  <300 Hz {below(300):4.0%}  '
          f'centroid {centroid:6.0f} Hz  onsets {onsets:4.0%}', flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--repo', required=True, help='a clone of the repository named in the table')
    parser.add_argument('--table', default=TABLE)
    parser.add_argument('--out', default=os.path.join(REPO, '.cache', 'everythingisremixed'))
    parser.add_argument('--describe', action='store_true', help='print what helps to map each stem, write nothing')
    args = parser.parse_args()
    with open(args.table, 'rb') as f:
        table_bytes = f.read()
    table = json.loads(table_bytes)
    stems, others = listing(args.repo, table['commit'])
    mapped = check_table(table, stems)
    sources = os.path.join(args.out, 'sources')

    songs = []
    for song, spec in table['songs'].items():
        # Stem by stem, so a song of 38 stems never has more than one decoded beside the sums. The song is
        # as long as its longest stem; a shorter stem is silent after its end.
        groups = {name: np.zeros((2, 0), dtype=np.float32) for name in STEMS}
        limited_seconds = {name: np.zeros(0, dtype=bool) for name in STEMS}
        mobile = []
        for stem in sorted(spec['stems']):
            files = stems[(song, stem)]
            full = 'full' in files and present(args.repo, files['full'][0])
            if full == (stem in spec['mobileOnly']):
                sys.exit(f'{song} {stem}: the table says {"mobile only" if not full else "full quality"}, '
                         f'the clone has {"the full-quality file" if full else "no full-quality file"}')
            blob, path = files['full' if full else 'mobile']
            if not present(args.repo, blob):
                sys.exit(f'{path} is not in the clone')
            audio = decode(source_file(args.repo, blob, path, sources))
            group = mapped[(song, stem)]
            if args.describe:
                describe(f'{song} {stem}{"" if full else " (mobile)"} -> {group}', audio)
                continue
            if audio.shape[1] > groups[group].shape[1]:
                for name in STEMS:
                    groups[name] = np.pad(groups[name], ((0, 0), (0, audio.shape[1] - groups[name].shape[1])))
                    limited_seconds[name] = np.pad(limited_seconds[name],
                                                   (0, -(-audio.shape[1] // SAMPLE_RATE) - len(limited_seconds[name])))
            groups[group][:, :audio.shape[1]] += audio
            if not full:
                mobile.append(stem)
                limited_seconds[group][:-(-audio.shape[1] // SAMPLE_RATE)] |= seconds_audible(audio)
        if args.describe:
            continue
        length = groups[STEMS[0]].shape[1]
        folder = os.path.join(args.out, song)
        os.makedirs(folder, exist_ok=True)
        from scipy.io import wavfile
        for name in STEMS:
            wavfile.write(os.path.join(folder, f'{name}.wav'), SAMPLE_RATE, np.ascontiguousarray(groups[name].T))
        mix = sum(groups.values())
        songs.append({
            'name': song,
            'samples': length,
            'validation': song == table['validation'],
            'peak': round(float(np.abs(mix).max()), 4),
            'stems': {name: sorted(stem for stem in spec['stems'] if mapped[(song, stem)] == name) for name in STEMS},
            'mobileOnly': mobile,
            # Per second of the song and stem: 1 where a band-limited mobile copy sounds.
            'limitedSeconds': {name: ''.join('1' if s else '0' for s in limited_seconds[name]) for name in STEMS},
        })
        counts = ', '.join(f'{name} {len(stems_of)}' for name, stems_of in songs[-1]['stems'].items())
        print(f'{song}: {length / SAMPLE_RATE:.1f} s, {len(spec["stems"])} stems ({counts}), {len(mobile)} from '
              f'mobile copies, mix peak {songs[-1]["peak"]}', flush=True)
    if args.describe:
        return
    prepared = {'repository': table['repository'], 'commit': table['commit'], 'license': table['license'],
                'table': hashlib.sha256(table_bytes).hexdigest(), 'sampleRate': SAMPLE_RATE,
                'limitedHz': LIMITED_HZ, 'others': others, 'songs': songs}
    with open(os.path.join(args.out, 'prepared.json'), 'w') as f:
        json.dump(prepared, f, indent=1)
        f.write('\n')
    print(f'wrote {len(songs)} songs to {args.out}')


if __name__ == '__main__':
    main()
