"""Trains Nada's vocal mask model on the MUSDB18 previews and exports it as an ONNX spectrogram model.

    python3 packages/audio/train/train.py [--data DIR] [--minutes 45] [--out packages/audio/models/nada-mask]

The model takes what Nada's `onnx` engine gives an MDX-Net-style model: a [1, 4, 1024, 256] tensor of
the real and imaginary STFT parts of the left and right channel (Hann, 2048 points, hop 512, the
lowest 1024 bins, 256 frames), and returns the vocals' spectrogram in the same shape: the input
times a soft mask per channel, bin and frame that a small network estimates from the magnitudes.
See README.md beside this file.
"""

import argparse
import json
import math
import os
import random
import subprocess
import sys
import time

import numpy as np
import torch
from torch import nn

N_FFT = 2048
HOP = 512
DIM_F = 1024
DIM_T = 256
SAMPLE_RATE = 44100
# The loudness in LUFS the onnx engine brings every song to before the model hears it (see export).
INPUT_LOUDNESS = -16
STEMS = ('drums', 'bass', 'other', 'vocals')
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, '..', '..', '..'))


def decode(path):
    """The four stems of one NI stem file as a float32 array [4, 2, samples] (streams 1 to 4)."""
    stems = []
    for stream in range(1, 5):
        raw = subprocess.run(
            ['ffmpeg', '-v', 'error', '-i', path, '-map', f'0:{stream}', '-f', 'f32le', '-ac', '2',
             '-ar', str(SAMPLE_RATE), '-'],
            check=True, capture_output=True).stdout
        stems.append(np.frombuffer(raw, dtype=np.float32).reshape(-1, 2).T)
    length = min(s.shape[1] for s in stems)
    return np.stack([s[:, :length] for s in stems])


def load_split(folder, cache):
    """Every song of a split folder, decoded once and cached as .npy files."""
    os.makedirs(cache, exist_ok=True)
    songs = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith('.stem.mp4'):
            continue
        cached = os.path.join(cache, name.replace('.stem.mp4', '.npy'))
        if not os.path.exists(cached):
            np.save(cached, decode(os.path.join(folder, name)))
        songs.append((name, np.load(cached)))
    return songs


def temporal_core(hidden, dilations):
    """The residual dilated temporal convolutions of both networks (`run_core` runs them)."""
    return nn.ModuleList(
        nn.Sequential(nn.Conv1d(hidden, hidden, 3, padding=d, dilation=d, bias=False),
                      nn.BatchNorm1d(hidden), nn.ReLU())
        for d in dilations)


def run_core(blocks, h):
    """Features [B, hidden, T] through the residual `blocks`, with what went in beside what came out."""
    skip = h
    for block in blocks:
        h = h + block(h)
    return torch.cat([h, skip], dim=1)


def masks(logits, targets):
    """The masks [B, 2 * targets, F, T] of the network's logits (same shape): a sigmoid for one target; for
    several a softmax over the targets and the rest (whose logit is zero), so a bin's masks never add up to
    more than the mix."""
    if targets == 1:
        return torch.sigmoid(logits)
    batch, _, bins, frames = logits.shape
    logits = logits.reshape(batch, targets, 2, bins, frames)
    every = torch.softmax(torch.cat([logits, torch.zeros_like(logits[:, :1])], dim=1), dim=1)
    return every[:, :targets].reshape(batch, 2 * targets, bins, frames)


def apply_mask(spec, mask):
    """The complex spectrogram [B, 4, F, T] times a mask per target and channel [B, 2 * targets, F, T]: the
    targets' spectrograms side by side [B, 4 * targets, F, T], each laid out as the input."""
    batch, frames = spec.shape[0], spec.shape[3]
    targets = mask.shape[1] // 2
    return (spec.reshape(batch, 1, 2, 2, DIM_F, frames) * mask.reshape(batch, targets, 2, 1, DIM_F, frames)).reshape(
        batch, 4 * targets, DIM_F, frames)


class MaskNet(nn.Module):
    """Magnitudes of both channels -> per-frame features -> dilated temporal convolutions -> a mask per channel.

    With `mid_side`, the network also sees the magnitudes of the mid (L + R) / 2 and side (L - R) / 2: how
    centred a bin is, which the channels' magnitudes alone cannot tell (a wide sound with equal levels
    left and right looks like a centred one)."""

    def __init__(self, hidden=256, dilations=(1, 2, 4, 8, 16, 1), mid_side=False, targets=1):
        super().__init__()
        self.mid_side, self.targets = mid_side, targets
        inputs = (4 if mid_side else 2) * DIM_F
        self.mean = nn.Parameter(torch.zeros(inputs, 1))
        self.scale = nn.Parameter(torch.ones(inputs, 1))
        self.encode = nn.Sequential(nn.Conv1d(inputs, hidden, 1, bias=False), nn.BatchNorm1d(hidden), nn.Tanh())
        self.blocks = temporal_core(hidden, dilations)
        self.decode = nn.Sequential(nn.Conv1d(2 * hidden, hidden, 1, bias=False), nn.BatchNorm1d(hidden), nn.ReLU(),
                                    nn.Conv1d(hidden, 2 * DIM_F * targets, 1))

    def forward(self, spec):
        # spec: [B, 4, F, T] = re L, im L, re R, im R.
        batch, frames = spec.shape[0], spec.shape[3]
        x = features(spec, self.mid_side).reshape(batch, -1, frames)
        x = (x - self.mean) * self.scale
        logits = self.decode(run_core(self.blocks, self.encode(x))).reshape(batch, 2 * self.targets, DIM_F, frames)
        return apply_mask(spec, masks(logits, self.targets))


def conv_block(inputs, outputs, kernel=(3, 3), stride=(1, 1), norm=True):
    """A 2D convolution over bins and frames (padded to keep the frames), a batch norm unless `norm` is
    false, and a ReLU."""
    padding = (0 if stride[0] > 1 else kernel[0] // 2, kernel[1] // 2)
    return nn.Sequential(nn.Conv2d(inputs, outputs, kernel, stride=stride, padding=padding, bias=not norm),
                         *([nn.BatchNorm2d(outputs)] if norm else []), nn.ReLU())


class UpBlock(nn.Module):
    """Multiplies the bins by `factor`: a 1x1 convolution gives each bin `factor` vectors of `outputs`
    channels, laid side by side along frequency (a transposed convolution with a (factor, 1) kernel and
    stride, which PyTorch runs many times slower on a CPU), then a batch norm unless `norm` is false, and a
    ReLU."""

    def __init__(self, inputs, outputs, factor, norm=True):
        super().__init__()
        self.outputs, self.factor = outputs, factor
        self.conv = nn.Conv2d(inputs, outputs * factor, 1, bias=not norm)
        self.norm = nn.Sequential(*([nn.BatchNorm2d(outputs)] if norm else []), nn.ReLU())

    def forward(self, x):
        batch, _, bins, frames = x.shape
        y = self.conv(x).reshape(batch, self.outputs, self.factor, bins, frames).transpose(2, 3)
        return self.norm(y.reshape(batch, self.outputs, bins * self.factor, frames))


class ConvMaskNet(nn.Module):
    """MaskNet's temporal core inside a small U-Net over frequency.

    MaskNet reads every bin with its own weights, so a harmonic it met at one pitch teaches it nothing
    about the next semitone. Here convolutions shared along the frequency axis read the magnitudes first
    (1024 bins, then 256, then 64, with `widths` channels), the temporal core works on the 64-band
    summary, and the way back up meets the finer levels again (skip connections), so the mask can follow
    a voice's harmonics bin by bin."""

    def __init__(self, hidden=384, widths=(8, 16, 32), dilations=(1, 2, 4, 8, 16, 1), targets=1):
        super().__init__()
        self.targets = targets
        self.mean = nn.Parameter(torch.zeros(2 * DIM_F, 1))
        self.scale = nn.Parameter(torch.ones(2 * DIM_F, 1))
        w0, w1, w2 = widths
        self.bands = DIM_F // 16
        # No batch norms at the full 1024 bins: on a CPU their backward pass cost more than the convolutions.
        self.enc0 = conv_block(2, w0, norm=False)
        self.down1 = conv_block(w0, w1, (4, 1), (4, 1))
        self.enc1 = conv_block(w1, w1)
        self.down2 = conv_block(w1, w2, (4, 1), (4, 1))
        self.enc2 = conv_block(w2, w2)
        self.encode = nn.Sequential(nn.Conv1d(w2 * self.bands, hidden, 1, bias=False), nn.BatchNorm1d(hidden),
                                    nn.Tanh())
        self.blocks = temporal_core(hidden, dilations)
        self.decode = nn.Sequential(nn.Conv1d(2 * hidden, w2 * self.bands, 1, bias=False),
                                    nn.BatchNorm1d(w2 * self.bands), nn.ReLU())
        self.dec2 = conv_block(2 * w2, w2)
        self.up2 = UpBlock(w2, w1, 4)
        self.dec1 = conv_block(2 * w1, w1)
        self.up1 = UpBlock(w1, w0, 4, norm=False)
        self.out = nn.Conv2d(2 * w0, 2 * targets, 1)
        # Every mask starts at one half, and no unit starts saturated (a network that starts with its masks
        # near zero can stay there: silence is the nearest minimum of the loss when the voice is quiet).
        nn.init.zeros_(self.out.weight)
        nn.init.zeros_(self.out.bias)

    def forward(self, spec):
        batch, frames = spec.shape[0], spec.shape[3]
        x = features(spec, False).reshape(batch, -1, frames)
        x = ((x - self.mean) * self.scale).reshape(batch, 2, DIM_F, frames)
        e0 = self.enc0(x)
        e1 = self.enc1(self.down1(e0))
        e2 = self.enc2(self.down2(e1))
        d2 = self.decode(run_core(self.blocks, self.encode(e2.reshape(batch, -1, frames)))).reshape(e2.shape)
        d2 = self.dec2(torch.cat([d2, e2], dim=1))
        d1 = self.dec1(torch.cat([self.up2(d2), e1], dim=1))
        return apply_mask(spec, masks(self.out(torch.cat([self.up1(d1), e0], dim=1)), self.targets))


def features(spec, mid_side):
    """Log magnitudes [B, 2 or 4, F, T] of the left and right channels (and the mid and side) of `spec`."""
    magnitude = torch.sqrt(spec[:, 0::2] ** 2 + spec[:, 1::2] ** 2 + 1e-10)  # [B, 2, F, T]
    if mid_side:
        mid, side = (spec[:, 0:2] + spec[:, 2:4]) / 2, (spec[:, 0:2] - spec[:, 2:4]) / 2
        magnitude = torch.cat([magnitude, torch.sqrt(mid[:, 0:1] ** 2 + mid[:, 1:2] ** 2 + 1e-10),
                               torch.sqrt(side[:, 0:1] ** 2 + side[:, 1:2] ** 2 + 1e-10)], dim=1)
    return torch.log1p(magnitude)


WINDOW = torch.hann_window(N_FFT)


def spectrogram(audio):
    """[B, 2, samples] -> [B, 4, DIM_F, frames], framed like Nada's stft (centred, zero padded)."""
    batch, channels, length = audio.shape
    spec = torch.stft(audio.reshape(-1, length), N_FFT, HOP, window=WINDOW, center=True, pad_mode='constant',
                      return_complex=True)[:, :DIM_F]
    spec = torch.view_as_real(spec).permute(0, 3, 1, 2)  # [B*2, 2, F, T]
    return spec.reshape(batch, 4, DIM_F, -1)


# Training crops are shorter than the exported chunk (the network is convolutional in time).
TRAIN_FRAMES = 128
SEGMENT = (TRAIN_FRAMES - 1) * HOP
# Pitch and tempo jitter of up to a semitone.
MAX_RATE = 2 ** (1 / 12)


# MIR-1K's voices are recorded at 16 kHz: nothing above 8 kHz, so a mix with one is scored below that only.
MIR1K_RATE = 16000
MIR1K_TOP_BIN = int(MIR1K_RATE / 2 / (SAMPLE_RATE / N_FFT))
# Singers whose clips are reserved for evaluation elsewhere: never trained on.
MIR1K_RESERVED = ('amy', 'heycat', 'jmzen')


def load_mir1k(folder, cache, channel=1):
    """One channel of MIR-1K's clips (1: the voices, 0: the karaoke backing tracks), reserved singers left out,
    as float32 arrays at 16 kHz."""
    cached = os.path.join(cache, 'mir1k-voices.npz' if channel == 1 else 'mir1k-backings.npz')
    if not os.path.exists(cached):
        from scipy.io import wavfile
        clips = {}
        for name in sorted(os.listdir(folder)):
            if not name.endswith('.wav') or name.split('_')[0].lower() in MIR1K_RESERVED:
                continue
            rate, data = wavfile.read(os.path.join(folder, name))
            assert rate == MIR1K_RATE and data.ndim == 2, name
            clips[name] = data[:, channel].astype(np.float32) / 32768
        os.makedirs(cache, exist_ok=True)
        np.savez(cached, **clips)
    with np.load(cached) as data:
        return [data[name] for name in data.files]


def mir1k_crop(clips, rng, rate, level):
    """A random crop of a random MIR-1K clip, resampled to 44.1 kHz (and by `rate`), at `level` RMS."""
    from scipy.signal import resample_poly
    clip = clips[rng.randrange(len(clips))]
    need = int(SEGMENT * rate * MIR1K_RATE / SAMPLE_RATE) + 2
    offset = rng.randrange(max(1, len(clip) - need))
    crop = clip[offset:offset + need]
    if len(crop) < need:
        crop = np.pad(crop, (0, need - len(crop)))
    up = resample_poly(crop, 441, 160)
    where = np.arange(SEGMENT) * rate
    mono = np.interp(where, np.arange(len(up)), up)
    return mono * (level / (np.sqrt(np.mean(mono ** 2)) + 1e-4))


def mir1k_voice(voices, rng, rate):
    """A random crop of a MIR-1K voice, resampled to 44.1 kHz (and by `rate`), placed somewhere in the stereo field."""
    # Normalised to the loudness of a MUSDB vocal stem, then panned near the centre.
    mono = mir1k_crop(voices, rng, rate, 0.1)
    pan = rng.uniform(0.35, 0.65)
    return np.stack([mono * math.sqrt(1 - pan), mono * math.sqrt(pan)])


def random_rate(rng):
    """Pitch and tempo jitter for half the reads: up to a semitone faster or slower, else 1."""
    return MAX_RATE ** rng.uniform(-1, 1) if rng.random() < 0.5 else 1.0


def random_offset(rng, length):
    """Where a read of up to SEGMENT * MAX_RATE samples may start in `length` samples."""
    return rng.randrange(max(1, length - int(SEGMENT * MAX_RATE) - 1))


def random_gain(rng):
    """A stem's random gain, -6 to +3 dB."""
    return 10 ** (rng.uniform(-6, 3) / 20)


def read(audio, offset, rate):
    """SEGMENT samples of `audio` [2, samples] (float, or 16-bit integers) from `offset`, read `rate` times
    faster (resampled: pitch and tempo move together), zero padded past its end."""
    span = int(SEGMENT * rate) + 1
    part = audio[:, offset:offset + span]
    if part.dtype == np.int16:
        part = part.astype(np.float32) / 32768
    if part.shape[1] < span:
        part = np.pad(part, ((0, 0), (0, span - part.shape[1])))
    if rate == 1.0:
        return part[:, :SEGMENT]
    where = np.arange(SEGMENT) * rate
    return np.stack([np.interp(where, np.arange(span), channel) for channel in part])


def load_accompaniments(folder):
    """The backing tracks `renderAccompaniments.ts` wrote, as 16-bit arrays [2, samples] at 44.1 kHz."""
    from scipy.io import wavfile
    tracks = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith('.wav'):
            continue
        rate, data = wavfile.read(os.path.join(folder, name))
        assert rate == SAMPLE_RATE and data.ndim == 2 and data.dtype == np.int16, name
        tracks.append(np.ascontiguousarray(data.T))
    return tracks


# A multitrack song is cut into clips of about the previews' length, so a song counts as its length does.
CLIP_SECONDS = 7
# A clip whose mix is quieter than this (RMS, about -50 dBFS: a song's silent start or end) is left out.
QUIET_CLIP = 3e-3
# multitrack.py's band-limited stems (mobile copies, 24 kHz) have nothing above this bin (12 kHz).
LIMITED_TOP_BIN = int(12000 / (SAMPLE_RATE / N_FFT))


def rms(audio):
    return float(np.sqrt(np.mean(np.asarray(audio, dtype=np.float64) ** 2)))


class Clip:
    """CLIP_SECONDS of a multitrack song, read from its stems' files in place (memory-mapped): indexed and
    shaped like a preview's array [4, 2, samples]. `limited[stem]` is true where one of the stem's
    band-limited copies sounds in the clip."""

    def __init__(self, stems, start, end, limited):
        self.stems, self.start, self.end, self.limited = stems, start, end, limited

    @property
    def shape(self):
        return (len(STEMS), 2, self.end - self.start)

    def __getitem__(self, stem):
        return self.stems[stem][:, self.start:self.end]

    def array(self):
        return np.stack([self[stem] for stem in range(len(STEMS))]).astype(np.float32)


def load_multitrack(folder):
    """The clips of a folder multitrack.py prepared: (training clips, validation clips, description). The
    validation song is never trained on."""
    from scipy.io import wavfile
    with open(os.path.join(folder, 'prepared.json')) as f:
        prepared = json.load(f)
    training, validation = [], []
    for song in prepared['songs']:
        stems = []
        for name in STEMS:
            rate, data = wavfile.read(os.path.join(folder, song['name'], f'{name}.wav'), mmap=True)
            assert rate == SAMPLE_RATE and data.ndim == 2 and data.dtype == np.float32, name
            stems.append(data.T)
        length = min(s.shape[1] for s in stems)
        size = CLIP_SECONDS * SAMPLE_RATE
        for start in range(0, length - size + 1, size):
            clip = Clip(stems, start, start + size, [
                '1' in song['limitedSeconds'][name][start // SAMPLE_RATE:-(-(start + size) // SAMPLE_RATE)]
                for name in STEMS])
            mix = sum(np.asarray(clip[stem], dtype=np.float64) for stem in range(len(STEMS)))
            if rms(mix) >= QUIET_CLIP:
                (validation if song['validation'] else training).append(clip)
    held = [song['name'] for song in prepared['songs'] if song['validation']]
    return training, validation, f'{prepared["repository"]} at {prepared["commit"][:7]}, {held} held out'


def random_batch(songs, size, rng, voices=None, voice_share=0.0, accompaniments=None, accompaniment_share=0.0,
                 backings=None, backing_share=0.0, multitrack=None, multitrack_share=0.0):
    """Mixes of randomly cropped stems: half from one song, half remixed across songs, with random gains and
    channel swaps; with `voices`, a share of the remixes sing with a MIR-1K voice instead; with
    `accompaniments`, a share of the remixes have a rendered backing track (as the drums stem, the bass and
    other silent) instead of the previews' drums, bass and other; with `backings` (MIR-1K's karaoke backing
    tracks, mono), a share of the remixes have one of those instead, at the level of the drums, bass and
    other it replaces, scored below 8 kHz only; with `multitrack` (`Clip`s), that share of the examples' songs
    (and of the remixes' stems) are multitrack clips instead of previews. Returns the stems
    [B, 4, 2, samples] (drums, bass, other, vocals: their sum is the mix), a weight per example and bin (0
    where the example's voice has no content to score) and a weight per example and bin for every target (0
    above 12 kHz where a band-limited multitrack stem sounds)."""
    def pick():
        # Without multitrack clips, the same random numbers as before the option.
        if multitrack and rng.random() < multitrack_share:
            return multitrack[rng.randrange(len(multitrack))]
        return songs[rng.randrange(len(songs))]

    batch, weights, bands = [], [], []
    for _ in range(size):
        remix = rng.random() < 0.5
        base = pick()
        parts, limited = [], [False] * 4
        offset = None
        for stem in range(4):
            song = pick() if remix else base
            length = song.shape[2]
            if offset is None or remix:
                offset = random_offset(rng, length)
            # Pitch and tempo jitter: stems read up to 6 % faster or slower (resampled), so both move;
            # the stems of one song keep one rate, so they stay together.
            if stem == 0 or remix:
                rate = random_rate(rng)
            part = read(song[stem], offset, rate)
            gain = random_gain(rng)
            if rng.random() < 0.5:
                part = part[::-1]
            if stem == 3 and rng.random() < 0.1:
                gain = 0.0  # some mixes without a voice
            parts.append(part * gain)
            limited[stem] = isinstance(song, Clip) and song.limited[stem] and gain > 0
        weight = np.ones(DIM_F, dtype=np.float32)
        if voices and remix and rng.random() < voice_share:
            parts[3] = mir1k_voice(voices, rng, rate) * random_gain(rng)
            weight[MIR1K_TOP_BIN:] = 0
            limited[3] = False
        if accompaniments and remix and rng.random() < accompaniment_share:
            track = accompaniments[rng.randrange(len(accompaniments))]
            rate = random_rate(rng)
            part = read(track, random_offset(rng, track.shape[1]), rate)
            if rng.random() < 0.5:
                part = part[::-1]
            parts[:3] = [part * random_gain(rng), np.zeros_like(part), np.zeros_like(part)]
            limited[:3] = [False] * 3
        if backings and remix and rng.random() < backing_share:
            level = float(np.sqrt(np.mean(sum(parts[:3]) ** 2)))
            mono = mir1k_crop(backings, rng, random_rate(rng), level if level > 1e-3 else 0.1)
            parts[:3] = [np.stack([mono, mono]), np.zeros_like(parts[0]), np.zeros_like(parts[0])]
            weight[MIR1K_TOP_BIN:] = 0
            limited[:3] = [False] * 3
        band = np.ones(DIM_F, dtype=np.float32)
        if any(limited):
            band[LIMITED_TOP_BIN:] = 0
        peak = max(1.0, float(np.abs(sum(parts)).max()))
        batch.append(np.stack(parts) / peak)
        weights.append(weight)
        bands.append(band)
    return (torch.from_numpy(np.stack(batch).astype(np.float32)), torch.from_numpy(np.stack(weights))[:, None, :, None],
            torch.from_numpy(np.stack(bands))[:, None, :, None])


# Octaves of each bin's frequency above or below 1 kHz (bin 0 counted as bin 1), for the EQ augmentation.
OCTAVES = np.log2(np.maximum(np.arange(DIM_F), 1) * SAMPLE_RATE / N_FFT / 1000)


def random_eq(rng, depth):
    """A smooth random EQ curve as a gain per bin: a tilt of up to +-depth/2 dB over the band and three bells
    of up to +-depth dB, a third of an octave to an octave and a half wide, anywhere from 60 Hz to 16 kHz."""
    decibels = rng.uniform(-depth, depth) / 2 * OCTAVES / 5
    for _ in range(3):
        centre, width = rng.uniform(-4, 4), rng.uniform(0.3, 1.5)
        decibels = decibels + rng.uniform(-depth, depth) * np.exp(-0.5 * ((OCTAVES - centre) / width) ** 2)
    return 10 ** (np.clip(decibels, -1.5 * depth, 1.5 * depth) / 20)


def mix_and_targets(stems, rng, eq=0.0, targets=(3,)):
    """The spectrograms of the mix [B, 4, F, T] and of its `targets` (indices into STEMS) side by side
    [B, 4 * len(targets), F, T]. With `eq`, every stem of every example first goes through
    its own random EQ (`random_eq`), so the network meets more ways of mixing and mastering than the previews'
    (applied to the STFT: a gain per bin, the same on both channels)."""
    batch, picked = stems.shape[0], list(targets)
    if not eq:
        parts = spectrogram(stems[:, picked].reshape(batch * len(picked), 2, -1))
        return spectrogram(stems.sum(dim=1)), parts.reshape(batch, 4 * len(picked), DIM_F, -1)
    specs = spectrogram(stems.reshape(batch * 4, 2, -1)).reshape(batch, 4, 4, DIM_F, -1)
    curves = np.stack([[random_eq(rng, eq) for _ in range(4)] for _ in range(batch)]).astype(np.float32)
    specs = specs * torch.from_numpy(curves)[:, :, None, :, None]
    return specs.sum(dim=1), specs[:, picked].reshape(batch, 4 * len(picked), DIM_F, -1)


def sdr(reference, estimate):
    """The global SDR of the Music Demixing Challenge, in dB."""
    num = float((reference ** 2).sum()) + 1e-8
    den = float(((reference - estimate) ** 2).sum()) + 1e-8
    return 10 * math.log10(num / den)


def separate(model, mix):
    """The model's targets of a whole clip [2, samples] in one run (for validation): [targets, 2, samples]."""
    spec = spectrogram(torch.from_numpy(mix[None].astype(np.float32)))
    frames = spec.shape[3]
    padded = torch.nn.functional.pad(spec, (0, math.ceil(frames / DIM_T) * DIM_T - frames))
    out = model(padded)[..., :frames]
    full = torch.zeros(out.shape[1] // 2, N_FFT // 2 + 1, frames, dtype=torch.complex64)
    full[:, :DIM_F] = torch.complex(out[0, 0::2], out[0, 1::2])
    audio = torch.istft(full, N_FFT, HOP, window=WINDOW, center=True, length=mix.shape[1]).numpy()
    return audio.reshape(-1, 2, mix.shape[1])


def training_mode(model):
    """Train mode, except the batch norms of a warm start: they stay the identity ONNX folded them into."""
    model.train()
    if getattr(model, 'frozen_norms', False):
        for module in model.modules():
            if isinstance(module, nn.modules.batchnorm._BatchNorm):
                module.eval()


def load_onnx(model, path):
    """Warm start from an exported model: its convolutions carry the batch norms folded into them.

    Each convolution gets the folded weight; the norm after it becomes the identity with the folded bias
    (running mean 0, variance 1, scale sqrt(1 + eps)), so the network computes what the export did, and
    the norms stay frozen while training continues (`training_mode`).
    """
    import onnx
    from onnx import numpy_helper
    graph = onnx.load(path).graph
    weights = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in graph.initializer}
    convs = [node for node in graph.node if node.op_type == 'Conv']
    targets = ([(model.encode[0], model.encode[1])] + [(block[0], block[1]) for block in model.blocks]
               + [(model.decode[0], model.decode[1]), (model.decode[3], None)])
    if len(convs) != len(targets):
        sys.exit(f'{path} has {len(convs)} convolutions, the model {len(targets)}: not the same architecture')
    # A model without the mid and side (run 5) can start a model with them: the new inputs get zero
    # weights, so it computes what the export did until training finds a use for them.
    widen = model.mid_side and weights['mean'].shape[0] == 2 * DIM_F
    with torch.no_grad():
        rows = weights['mean'].shape[0]
        model.mean[:rows].copy_(weights['mean'])
        model.scale[:rows].copy_(weights['scale'])
        for node, (conv, norm) in zip(convs, targets):
            weight = weights[node.input[1]]
            if widen and conv is model.encode[0]:
                conv.weight.zero_()
                conv.weight[:, :weight.shape[1]].copy_(weight)
            else:
                conv.weight.copy_(weight)
            bias = weights[node.input[2]]
            if norm is None:
                conv.bias.copy_(bias)
            else:
                norm.reset_running_stats()
                norm.weight.fill_(math.sqrt(1 + norm.eps))
                norm.bias.copy_(bias)
    model.frozen_norms = True


def onnx_weights(path):
    """The initializers of an exported model by name, as float32 tensors; a weight `store_half` stored as 16-bit
    floats is found under the name its Cast gives it."""
    import onnx
    from onnx import numpy_helper
    graph = onnx.load(path).graph
    weights = {i.name: numpy_helper.to_array(i).astype(np.float32) for i in graph.initializer}
    for node in graph.node:
        if node.op_type == 'Cast' and node.input[0] in weights:
            weights[node.output[0]] = weights[node.input[0]]
    return graph, {name: torch.from_numpy(value.copy()) for name, value in weights.items()}


def load_conv_onnx(model, path):
    """Warm start of a ConvMaskNet from its export, as `load_onnx` does for MaskNet: each convolution gets the
    weight with the batch norm folded into it, the norm after it becomes the identity with the folded bias,
    and every norm stays frozen (`training_mode`). UpBlock's norm, which the export could not fold (a
    reshape stands between it and its convolution), gets its own statistics back."""
    graph, weights = onnx_weights(path)
    convs = [node for node in graph.node if node.op_type == 'Conv']
    norm_of = lambda block: block[1] if len(block) > 2 else None  # noqa: E731  conv_block: conv, [norm], ReLU
    targets = ([(model.enc0[0], None)] + [(block[0], norm_of(block)) for block in
                                          (model.down1, model.enc1, model.down2, model.enc2)]
               + [(model.encode[0], model.encode[1])] + [(block[0], block[1]) for block in model.blocks]
               + [(model.decode[0], model.decode[1]), (model.dec2[0], model.dec2[1]), (model.up2.conv, None),
                  (model.dec1[0], model.dec1[1]), (model.up1.conv, None), (model.out, None)])
    if len(convs) != len(targets):
        sys.exit(f'{path} has {len(convs)} convolutions, the model {len(targets)}: not the same architecture')
    with torch.no_grad():
        model.mean.copy_(weights['mean'])
        model.scale.copy_(weights['scale'])
        for node, (conv, norm) in zip(convs, targets):
            if weights[node.input[1]].shape != conv.weight.shape:
                sys.exit(f'{path}: {node.input[1]} is {tuple(weights[node.input[1]].shape)}, the model\'s '
                         f'{tuple(conv.weight.shape)}: another --hidden or --targets?')
            conv.weight.copy_(weights[node.input[1]])
            bias = weights[node.input[2]] if len(node.input) > 2 else None
            if norm is None:
                if bias is not None:
                    conv.bias.copy_(bias)
            else:
                norm.reset_running_stats()
                norm.weight.fill_(math.sqrt(1 + norm.eps))
                norm.bias.copy_(bias)
        norm = model.up2.norm[0]
        for name in ('weight', 'bias', 'running_mean', 'running_var'):
            getattr(norm, name).copy_(weights[f'up2.norm.0.{name}'])
    model.frozen_norms = True


def validate(model, songs, targets=(3,)):
    """Median SDRs over whole validation clips: of each of the model's `targets` (indices into STEMS), then
    of the rest (the mix minus them: the instrumental for a vocal model)."""
    model.eval()
    scores = [[] for _ in range(len(targets) + 1)]
    with torch.no_grad():
        for song in songs:
            mix = song.sum(axis=0)
            estimates = separate(model, mix)
            for column, (stem, estimate) in enumerate(zip(targets, estimates)):
                scores[column].append(sdr(song[stem], estimate))
            scores[-1].append(sdr(mix - song[list(targets)].sum(axis=0), mix - estimates.sum(axis=0)))
    training_mode(model)
    return [float(np.median(column)) for column in scores]


def describe(scores, names):
    """`validate`'s medians, named: 'vocals 7.05 instrumental 9.78'."""
    rest = 'instrumental' if names == ['vocals'] else 'other' if len(names) == 3 else 'rest'
    return ' '.join(f'{name} {score:.2f}' for name, score in zip([*names, rest], scores))


# Debian's jemalloc (libjemalloc2, which Redis's tools also install). glibc's malloc hands each
# step's large tensors back to the system and the next step faults them in again: in this kind of
# virtual machine that made training three to six times slower (docs/benchmarks.md, "Training
# speed"). jemalloc, told never to return freed pages, reuses them.
JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2'


def reexec_with_jemalloc():
    """Runs this script again under jemalloc when it is installed and not loaded yet."""
    if not os.path.exists(JEMALLOC) or JEMALLOC in os.environ.get('LD_PRELOAD', ''):
        return
    preload = ' '.join(filter(None, [JEMALLOC, os.environ.get('LD_PRELOAD', '')]))
    env = dict(os.environ, LD_PRELOAD=preload, MALLOC_CONF='dirty_decay_ms:-1,muzzy_decay_ms:-1')
    os.execve(sys.executable, [sys.executable, *sys.argv], env)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--data', default=os.path.join(REPO, '..', 'shared', 'data', 'musdb18-previews'))
    parser.add_argument('--cache', default=os.path.join(REPO, '.cache', 'musdb18-previews'))
    parser.add_argument('--out', help='where the model goes: packages/audio/models/nada-mask for a vocal model, '
                                      'else nada-<targets> beside it')
    parser.add_argument('--minutes', type=float, default=600, help='stop after this long at the latest')
    parser.add_argument('--steps', type=int, default=1700, help='stop after this many steps (0: no limit)')
    parser.add_argument('--batch', type=int, default=16)
    parser.add_argument('--hidden', type=int, default=256)
    parser.add_argument('--arch', choices=('dense', 'conv'), default='dense',
                        help='dense: MaskNet (the shipped model); conv: ConvMaskNet, a U-Net over frequency')
    parser.add_argument('--targets', default='vocals',
                        help='the stems the model gives, comma separated: vocals (a vocal model), or drums,bass '
                             '(a model that splits an instrumental; other is the rest)')
    parser.add_argument('--half', action='store_true', help='store the exported weights as 16-bit floats (half the file)')
    parser.add_argument('--mid-side', action='store_true', help='the network also sees the mid and side magnitudes')
    parser.add_argument('--validation', type=int, default=10, help='train songs held out for early stopping')
    parser.add_argument('--threads', type=int, default=2)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--every', type=int, default=100, help='steps between validations')
    parser.add_argument('--mir1k', default='', help="MIR-1K's Wavfile folder: its voices join the remixes")
    parser.add_argument('--mir1k-share', type=float, default=0.5, help='share of the remixes with a MIR-1K voice')
    parser.add_argument('--mir1k-backing-share', type=float, default=0,
                        help="share of the remixes with one of MIR-1K's karaoke backing tracks (needs --mir1k)")
    parser.add_argument('--accompaniments', default='',
                        help="a folder of renderAccompaniments.ts's backing tracks: they join the remixes")
    parser.add_argument('--accompaniment-share', type=float, default=0.3,
                        help='share of the remixes with a rendered backing track')
    parser.add_argument('--multitrack', default='',
                        help="a folder multitrack.py prepared: its songs' clips join the training examples, its "
                             'validation song is scored beside the validation previews')
    parser.add_argument('--multitrack-share', type=float, default=0.5,
                        help='share of the examples (and of the remixed stems) taken from the multitrack clips')
    parser.add_argument('--eq', type=float, default=0,
                        help='random EQ per stem of up to this many dB (0: none)')
    parser.add_argument('--lr', type=float, default=1e-3)
    parser.add_argument('--warmup', type=int, default=0,
                        help='steps over which the learning rate rises from 0 (for a warm start)')
    parser.add_argument('--patience', type=int, default=6,
                        help='validations without a better score before the learning rate halves')
    parser.add_argument('--resume', action='store_true', help='start from the saved checkpoint')
    parser.add_argument('--init-onnx', default='',
                        help='warm start from an exported model.onnx (the same --arch, --hidden and --targets), its batch norms frozen')
    args = parser.parse_args()
    names = args.targets.split(',')
    if len(set(names)) != len(names) or not set(names) <= set(STEMS) or len(names) > 3:
        sys.exit(f'--targets takes up to three distinct stems of {", ".join(STEMS)}')
    targets = [STEMS.index(name) for name in names]
    args.out = args.out or os.path.join(REPO, 'packages', 'audio', 'models',
                                        'nada-mask' if names == ['vocals'] else f'nada-{"-".join(names)}')
    if args.init_onnx and names != ['vocals'] and args.arch != 'conv':
        sys.exit('--init-onnx warm-starts a dense vocal model or a convolutional one')
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)

    # Only the train split: the test split is for evaluation (bench:separation --set musdb-test).
    songs = load_split(os.path.join(args.data, 'train'), os.path.join(args.cache, 'train'))
    held = sorted(random.Random(0).sample(range(len(songs)), args.validation))
    validation = [songs[i][1] for i in held]
    training = [s for i, (_, s) in enumerate(songs) if i not in held]
    print(f'{len(training)} training clips, {len(validation)} validation clips: {[songs[i][0] for i in held]}',
          flush=True)
    voices = load_mir1k(args.mir1k, args.cache) if args.mir1k else []
    if voices:
        print(f'{len(voices)} MIR-1K voices (singers {", ".join(MIR1K_RESERVED)} left out)', flush=True)

    backings = load_mir1k(args.mir1k, args.cache, channel=0) if args.mir1k and args.mir1k_backing_share else []
    if backings:
        print(f'{len(backings)} MIR-1K backing tracks in {args.mir1k_backing_share:.0%} of the remixes', flush=True)
    accompaniments = load_accompaniments(args.accompaniments) if args.accompaniments else []
    if accompaniments:
        print(f'{len(accompaniments)} rendered backing tracks', flush=True)
    multitrack, multitrack_validation = [], []
    if args.multitrack:
        multitrack, held_clips, about = load_multitrack(args.multitrack)
        # Scored: the clips in which every target sounds (the SDR of a silent reference says nothing; the
        # previews all have every stem). The held-out song's voice rests for its first three minutes.
        multitrack_validation = [clip.array() for clip in held_clips
                                 if all(rms(clip[stem]) > QUIET_CLIP / 3 for stem in targets)]
        print(f'{len(multitrack)} multitrack clips of {CLIP_SECONDS} s in {args.multitrack_share:.0%} of the examples, '
              f'{len(multitrack_validation)} validation clips ({about})', flush=True)

    if args.arch == 'conv':
        if args.mid_side:
            sys.exit('--arch conv does not take --mid-side')
        # Channels-last tensors let the CPU's 2D convolutions run two to four times faster.
        model = ConvMaskNet(hidden=args.hidden, targets=len(targets)).to(memory_format=torch.channels_last)
    else:
        model = MaskNet(hidden=args.hidden, mid_side=args.mid_side, targets=len(targets))
    # Input normalisation from the data: the mean and spread of log magnitudes per bin.
    with torch.no_grad():
        stems = random_batch(training, 32, random.Random(123))[0]
        logs = features(spectrogram(stems.sum(dim=1)), args.mid_side)
        logs = logs.permute(1, 2, 0, 3).reshape(logs.shape[1] * DIM_F, -1)
        model.mean.copy_(logs.mean(dim=1, keepdim=True))
        model.scale.copy_(1 / (logs.std(dim=1, keepdim=True) + 1e-3))
    if args.init_onnx:
        (load_conv_onnx if args.arch == 'conv' else load_onnx)(model, args.init_onnx)
        held_out = (f' held-out song {describe(validate(model, multitrack_validation, targets), names)}'
                    if multitrack_validation else '')
        print(f'warm start from {args.init_onnx}, batch norms frozen: validation '
              f'{describe(validate(model, validation, targets), names)}{held_out}', flush=True)
    training_mode(model)
    print(f'{sum(p.numel() for p in model.parameters())} parameters', flush=True)
    optimiser = torch.optim.Adam(model.parameters(), lr=args.lr)
    os.makedirs(args.out, exist_ok=True)
    # The best weights by validation score (exported), and the latest state (what --resume continues).
    checkpoint = os.path.join(args.cache, 'nada-mask.pt')
    latest = os.path.join(args.cache, 'nada-mask-latest.pt')
    best = -math.inf
    step = 0
    if args.resume:
        state = torch.load(latest)
        model.load_state_dict(state['model'])
        optimiser.load_state_dict(state['optimiser'])
        step, best, rng = state['step'], state['best'], state['rng']
        model.frozen_norms = state.get('frozen_norms', False)
        training_mode(model)
        print(f'resumed at step {step} from {latest}: best validation vocals + instrumental {best:.2f} dB', flush=True)
    since_best = 0
    start = time.time()
    while time.time() - start < args.minutes * 60 and (not args.steps or step < args.steps):
        stems, weight, band = random_batch(training, args.batch, rng, voices, args.mir1k_share, accompaniments,
                                           args.accompaniment_share, backings, args.mir1k_backing_share, multitrack,
                                           args.multitrack_share)
        # A split model's targets are known over the whole band, whatever the voice; not above a band-limited
        # multitrack stem's 12 kHz.
        weight = band if 'vocals' not in names else weight * band
        mix_spec, target_spec = mix_and_targets(stems, rng, args.eq, targets)
        estimate = model(mix_spec)
        # Complex L1 on each target and on the rest (the mix minus them: the accompaniment of a vocal model)
        # alike, where there is a reference.
        batch, frames = mix_spec.shape[0], mix_spec.shape[3]
        per_target = (estimate - target_spec).abs().reshape(batch, len(targets), 4, DIM_F, frames).sum(dim=1)
        rest = mix_spec - estimate.reshape(batch, len(targets), 4, DIM_F, frames).sum(dim=1)
        true_rest = mix_spec - target_spec.reshape(batch, len(targets), 4, DIM_F, frames).sum(dim=1)
        error = per_target + (rest - true_rest).abs()
        loss = (error * weight).sum() / (weight.expand_as(error).sum() + 1e-8)
        optimiser.zero_grad()
        loss.backward()
        if not args.resume and step < args.warmup:
            # A fresh optimiser's first steps move every weight by about the learning rate; rising to it
            # keeps a warm start from being thrown far from where it began.
            for group in optimiser.param_groups:
                group['lr'] = args.lr * (step + 1) / args.warmup
        optimiser.step()
        step += 1
        if step % args.every == 0:
            scores = validate(model, validation, targets)
            held_out = (f' held-out song {describe(validate(model, multitrack_validation, targets), names)}'
                        if multitrack_validation else '')
            score = sum(scores)
            note = ''
            if score > best:
                best, since_best = score, 0
                torch.save(model.state_dict(), checkpoint)
                note = ' (best, saved)'
            else:
                since_best += 1
                if since_best >= args.patience:
                    since_best = 0
                    for group in optimiser.param_groups:
                        group['lr'] /= 2
                    note = f' (learning rate now {optimiser.param_groups[0]["lr"]:.2g})'
            torch.save({'model': model.state_dict(), 'optimiser': optimiser.state_dict(), 'step': step, 'best': best,
                        'rng': rng, 'frozen_norms': getattr(model, 'frozen_norms', False)}, latest)
            print(f'step {step} {time.time() - start:.0f}s loss {loss.item():.4f} validation {describe(scores, names)}{held_out}{note}',
                  flush=True)
    if best == -math.inf:
        torch.save(model.state_dict(), checkpoint)
    model.load_state_dict(torch.load(checkpoint))
    export(model, args.out, half=args.half, names=names)
    print(f'exported: validation {describe(validate(model, validation, targets), names)} dB', flush=True)


def export(model, out, half=False, names=('vocals',)):
    """Writes model.onnx and manifest.json for Nada's onnx engine; with `half`, the weights are stored as
    16-bit floats (`store_half`). A vocal model gives 2 stems; a model of other `names` splits an
    instrumental (its manifest's `targets`: the stems it gives, other is the rest)."""
    model.eval()
    path = os.path.join(out, 'model.onnx')
    torch.onnx.export(model, torch.zeros(1, 4, DIM_F, DIM_T), path,
                      input_names=['input'], output_names=['output'], opset_version=13)
    if half:
        store_half(path)
    manifest = {
        'name': os.path.basename(out),
        **({'label': 'Nada Mask', 'stems': ['2'], 'target': 'vocals'} if list(names) == ['vocals'] else
           {'label': f'Nada {" & ".join(name.capitalize() for name in names)}', 'stems': ['4'],
            'targets': list(names)}),
        'sampleRate': SAMPLE_RATE, 'nFft': N_FFT, 'hop': HOP, 'dimF': DIM_F, 'dimT': DIM_T,
        # An eighth of each chunk crossfaded with the next: the same scores as a quarter (to 0.01 dB on
        # the validation and test previews), a seventh less work for the network.
        'overlap': 0.125,
        'compensation': 1,
        # Songs are brought to about the loudness of the training examples (their median is near
        # -15.6 LUFS): the network hears a much quieter or louder song worse (docs/benchmarks.md).
        'inputLoudness': INPUT_LOUDNESS,
    }
    with open(os.path.join(out, 'manifest.json'), 'w') as f:
        json.dump(manifest, f, indent=2)
        f.write('\n')


def store_half(path):
    """Stores the large float weights of an ONNX model as 16-bit floats, each followed by a Cast back to 32
    bits: half the file, and the same arithmetic once onnxruntime has folded the casts at load (the
    weights are rounded to 11 significant bits, far below what changes a separation)."""
    import onnx
    from onnx import helper, numpy_helper
    model = onnx.load(path)
    graph = model.graph
    casts = []
    for index, initializer in enumerate(graph.initializer):
        if initializer.data_type != onnx.TensorProto.FLOAT or np.prod(initializer.dims) < 1024:
            continue
        name = initializer.name
        half = numpy_helper.from_array(numpy_helper.to_array(initializer).astype(np.float16), f'{name}_half')
        graph.initializer[index].CopyFrom(half)
        casts.append(helper.make_node('Cast', [f'{name}_half'], [name], to=onnx.TensorProto.FLOAT))
    for cast in reversed(casts):
        graph.node.insert(0, cast)
    onnx.checker.check_model(model)
    onnx.save(model, path)


if __name__ == '__main__':
    reexec_with_jemalloc()
    main()
