import {fftOfSize} from './stft.ts';

/** A real DFT of a fixed size: `RealFft` for powers of two, `BluesteinDft` for any other even size. */
export interface RealDft {
  readonly size: number;
  /** size / 2 + 1. */
  readonly bins: number;
  /** The half spectrum of `input` (length `size`); unnormalised, like `RealFft.forward`. */
  forward(
    input: ArrayLike<number>,
    outRe: Float32Array | Float64Array,
    outIm: Float32Array | Float64Array,
  ): void;
  /** The real signal whose half spectrum this is; the imaginary parts of DC and Nyquist are ignored. */
  inverse(inRe: ArrayLike<number>, inIm: ArrayLike<number>, output: Float32Array | Float64Array): void;
}

// An in-place iterative radix-2 complex FFT (forward: e^-i).
class ComplexFft {
  readonly #size: number;
  readonly #cos: Float64Array;
  readonly #sin: Float64Array;
  readonly #reverse: Uint32Array;

  constructor(size: number) {
    this.#size = size;
    this.#cos = new Float64Array(size / 2);
    this.#sin = new Float64Array(size / 2);
    for (let i = 0; i < size / 2; i++) {
      this.#cos[i] = Math.cos((2 * Math.PI * i) / size);
      this.#sin[i] = -Math.sin((2 * Math.PI * i) / size);
    }
    this.#reverse = new Uint32Array(size);
    const bits = Math.log2(size);
    for (let i = 0; i < size; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.#reverse[i] = r;
    }
  }

  transform(re: Float64Array, im: Float64Array, inverse: boolean): void {
    const n = this.#size;
    for (let i = 0; i < n; i++) {
      const j = this.#reverse[i]!;
      if (j > i) {
        const tr = re[i]!;
        re[i] = re[j]!;
        re[j] = tr;
        const ti = im[i]!;
        im[i] = im[j]!;
        im[j] = ti;
      }
    }
    const sign = inverse ? -1 : 1;
    for (let length = 2; length <= n; length *= 2) {
      const half = length / 2;
      const step = n / length;
      for (let start = 0; start < n; start += length)
        for (let k = 0; k < half; k++) {
          const wr = this.#cos[k * step]!;
          const wi = sign * this.#sin[k * step]!;
          const a = start + k;
          const b = a + half;
          const xr = re[b]! * wr - im[b]! * wi;
          const xi = re[b]! * wi + im[b]! * wr;
          re[b] = re[a]! - xr;
          im[b] = im[a]! - xi;
          re[a]! += xr;
          im[a]! += xi;
        }
    }
  }
}

/**
 * A DFT of any even size by Bluestein's chirp-z algorithm: the transform as a convolution with a
 * chirp, computed with power-of-two FFTs at least twice as long. It lets ONNX models trained with
 * FFT sizes such as 6144 or 7680 (MDX-Net) run; about four times slower than a power-of-two size.
 */
export class BluesteinDft implements RealDft {
  readonly size: number;
  readonly bins: number;
  readonly #fft: ComplexFft;
  readonly #padded: number;
  // The chirp e^(iπ n² / size) and the FFT of its padded, mirrored copy.
  readonly #chirpRe: Float64Array;
  readonly #chirpIm: Float64Array;
  readonly #kernelRe: Float64Array;
  readonly #kernelIm: Float64Array;
  readonly #re: Float64Array;
  readonly #im: Float64Array;
  readonly #spectrumRe: Float64Array;
  readonly #spectrumIm: Float64Array;

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 4 || size % 2 !== 0)
      throw new RangeError('size must be an even whole number of at least 4');
    this.size = size;
    this.bins = size / 2 + 1;
    let padded = 1;
    while (padded < 2 * size - 1) padded *= 2;
    this.#padded = padded;
    this.#fft = new ComplexFft(padded);
    this.#chirpRe = new Float64Array(size);
    this.#chirpIm = new Float64Array(size);
    for (let n = 0; n < size; n++) {
      // n² mod 2·size keeps the angle exact for long transforms.
      const angle = (Math.PI * ((n * n) % (2 * size))) / size;
      this.#chirpRe[n] = Math.cos(angle);
      this.#chirpIm[n] = Math.sin(angle);
    }
    this.#kernelRe = new Float64Array(padded);
    this.#kernelIm = new Float64Array(padded);
    for (let n = 0; n < size; n++) {
      this.#kernelRe[n] = this.#chirpRe[n]!;
      this.#kernelIm[n] = this.#chirpIm[n]!;
      if (n > 0) {
        this.#kernelRe[padded - n] = this.#chirpRe[n]!;
        this.#kernelIm[padded - n] = this.#chirpIm[n]!;
      }
    }
    this.#fft.transform(this.#kernelRe, this.#kernelIm, false);
    this.#re = new Float64Array(padded);
    this.#im = new Float64Array(padded);
    this.#spectrumRe = new Float64Array(size);
    this.#spectrumIm = new Float64Array(size);
  }

  // The forward DFT of #spectrumRe/#spectrumIm (complex, `size` values), in place.
  #transform(): void {
    const {size} = this;
    const padded = this.#padded;
    const re = this.#re;
    const im = this.#im;
    const cr = this.#chirpRe;
    const ci = this.#chirpIm;
    const xr = this.#spectrumRe;
    const xi = this.#spectrumIm;
    re.fill(0);
    im.fill(0);
    // a[n] = x[n] · conj(chirp[n])
    for (let n = 0; n < size; n++) {
      re[n] = xr[n]! * cr[n]! + xi[n]! * ci[n]!;
      im[n] = xi[n]! * cr[n]! - xr[n]! * ci[n]!;
    }
    this.#fft.transform(re, im, false);
    const kr = this.#kernelRe;
    const ki = this.#kernelIm;
    for (let i = 0; i < padded; i++) {
      const r = re[i]! * kr[i]! - im[i]! * ki[i]!;
      im[i] = re[i]! * ki[i]! + im[i]! * kr[i]!;
      re[i] = r;
    }
    this.#fft.transform(re, im, true);
    // X[k] = conj(chirp[k]) · c[k] / padded (the inverse FFT above is unnormalised).
    const scale = 1 / padded;
    for (let k = 0; k < size; k++) {
      const r = re[k]! * scale;
      const i = im[k]! * scale;
      xr[k] = r * cr[k]! + i * ci[k]!;
      xi[k] = i * cr[k]! - r * ci[k]!;
    }
  }

  forward(
    input: ArrayLike<number>,
    outRe: Float32Array | Float64Array,
    outIm: Float32Array | Float64Array,
  ): void {
    for (let n = 0; n < this.size; n++) {
      this.#spectrumRe[n] = input[n]!;
      this.#spectrumIm[n] = 0;
    }
    this.#transform();
    for (let k = 0; k < this.bins; k++) {
      outRe[k] = this.#spectrumRe[k]!;
      outIm[k] = this.#spectrumIm[k]!;
    }
  }

  inverse(inRe: ArrayLike<number>, inIm: ArrayLike<number>, output: Float32Array | Float64Array): void {
    const {size, bins} = this;
    // x = conj(DFT(conj(X))) / size over the Hermitian full spectrum; the real part drops the
    // imaginary parts of DC and Nyquist, as RealFft.inverse does.
    for (let k = 0; k < bins; k++) {
      this.#spectrumRe[k] = inRe[k]!;
      this.#spectrumIm[k] = -inIm[k]!;
    }
    for (let k = bins; k < size; k++) {
      this.#spectrumRe[k] = inRe[size - k]!;
      this.#spectrumIm[k] = inIm[size - k]!;
    }
    this.#transform();
    const scale = 1 / size;
    for (let n = 0; n < size; n++) output[n] = this.#spectrumRe[n]! * scale;
  }
}

const dfts = new Map<number, RealDft>();
/** A cached real DFT of `size` for this thread: radix-2 for powers of two, Bluestein for other even sizes. */
export function realDftOfSize(size: number): RealDft {
  if (Number.isInteger(size) && size >= 4 && (size & (size - 1)) === 0) return fftOfSize(size);
  let dft = dfts.get(size);
  if (!dft) {
    dft = new BluesteinDft(size);
    dfts.set(size, dft);
  }
  return dft;
}
