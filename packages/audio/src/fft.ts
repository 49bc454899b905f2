/**
 * A radix-2 FFT of real signals of size `n` (a power of two), computed as a complex FFT of size
 * n/2 with a split step. Tables and scratch buffers are allocated once per instance, so reuse one
 * instance per size and thread: calls are synchronous and instances are not shared between threads.
 */
export class RealFft {
  /** The transform size. */
  readonly size: number;
  /** The number of bins of the half spectrum: size / 2 + 1. */
  readonly bins: number;
  readonly #half: number;
  readonly #cos: Float64Array;
  readonly #sin: Float64Array;
  readonly #splitCos: Float64Array;
  readonly #splitSin: Float64Array;
  readonly #reverse: Uint32Array;
  readonly #re: Float64Array;
  readonly #im: Float64Array;

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 4 || (size & (size - 1)) !== 0)
      throw new RangeError('fftSize must be a power of two of at least 4');
    this.size = size;
    this.bins = size / 2 + 1;
    const half = size / 2;
    this.#half = half;
    this.#cos = new Float64Array(half / 2);
    this.#sin = new Float64Array(half / 2);
    for (let i = 0; i < half / 2; i++) {
      this.#cos[i] = Math.cos((2 * Math.PI * i) / half);
      this.#sin[i] = -Math.sin((2 * Math.PI * i) / half);
    }
    this.#splitCos = new Float64Array(half + 1);
    this.#splitSin = new Float64Array(half + 1);
    for (let k = 0; k <= half; k++) {
      this.#splitCos[k] = Math.cos((2 * Math.PI * k) / size);
      this.#splitSin[k] = -Math.sin((2 * Math.PI * k) / size);
    }
    this.#reverse = new Uint32Array(half);
    const bits = Math.log2(half);
    for (let i = 0; i < half; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.#reverse[i] = r;
    }
    this.#re = new Float64Array(half);
    this.#im = new Float64Array(half);
  }

  // In-place iterative complex FFT of size n/2 on #re/#im; `inverse` conjugates the twiddles.
  #complex(inverse: boolean): void {
    const n = this.#half;
    const re = this.#re;
    const im = this.#im;
    const rev = this.#reverse;
    for (let i = 0; i < n; i++) {
      const j = rev[i]!;
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
    const cos = this.#cos;
    const sin = this.#sin;
    let size = 1;
    if (Math.log2(n) % 2 === 1) {
      // An odd number of radix-2 stages: the first one alone (its only twiddle is 1).
      for (let a = 0; a < n; a += 2) {
        const br = re[a + 1]!;
        const bi = im[a + 1]!;
        re[a + 1] = re[a]! - br;
        im[a + 1] = im[a]! - bi;
        re[a]! += br;
        im[a]! += bi;
      }
      size = 2;
    }
    // Two radix-2 stages per pass (radix 2^2): sub-transforms of `size` become `4 * size`, with
    // half the loads and stores of separate stages. W(m) is exp(∓2πi/m); W(4h)^h is ∓i.
    for (; size < n; size *= 4) {
      const h = size;
      const step = n / (4 * h);
      for (let k = 0; k < h; k++) {
        const w1r = cos[k * step]!;
        const w1i = sign * sin[k * step]!;
        const w2r = cos[2 * k * step]!;
        const w2i = sign * sin[2 * k * step]!;
        for (let a = k; a < n; a += 4 * h) {
          const b = a + h;
          const c = b + h;
          const d = c + h;
          // First stage: pairs (a, b) and (c, d) with W(2h)^k = W(4h)^2k.
          const x1r = re[b]! * w2r - im[b]! * w2i;
          const x1i = re[b]! * w2i + im[b]! * w2r;
          const x3r = re[d]! * w2r - im[d]! * w2i;
          const x3i = re[d]! * w2i + im[d]! * w2r;
          const y0r = re[a]! + x1r;
          const y0i = im[a]! + x1i;
          const y1r = re[a]! - x1r;
          const y1i = im[a]! - x1i;
          const y2r = re[c]! + x3r;
          const y2i = im[c]! + x3i;
          const y3r = re[c]! - x3r;
          const y3i = im[c]! - x3i;
          // Second stage: pairs (a, c) with W(4h)^k and (b, d) with W(4h)^(k+h) = W(4h)^k · ∓i.
          const ur = y2r * w1r - y2i * w1i;
          const ui = y2r * w1i + y2i * w1r;
          const tr = y3r * w1r - y3i * w1i;
          const ti = y3r * w1i + y3i * w1r;
          // (tr + i·ti) · (∓i) = ±ti ∓ i·tr.
          const vr = sign * ti;
          const vi = -sign * tr;
          re[a] = y0r + ur;
          im[a] = y0i + ui;
          re[c] = y0r - ur;
          im[c] = y0i - ui;
          re[b] = y1r + vr;
          im[b] = y1i + vi;
          re[d] = y1r - vr;
          im[d] = y1i - vi;
        }
      }
    }
  }

  /** The half spectrum of `input` (length `size`) into `outRe`/`outIm` (length `bins`); unnormalised. */
  forward(
    input: ArrayLike<number>,
    outRe: Float32Array | Float64Array,
    outIm: Float32Array | Float64Array,
  ): void {
    const n = this.#half;
    const re = this.#re;
    const im = this.#im;
    for (let i = 0; i < n; i++) {
      re[i] = input[2 * i]!;
      im[i] = input[2 * i + 1]!;
    }
    this.#complex(false);
    for (let k = 0; k <= n; k++) {
      const a = k === n ? 0 : k;
      const b = k === 0 ? 0 : n - k;
      const zr = re[a]!;
      const zi = im[a]!;
      const cr = re[b]!;
      const ci = -im[b]!;
      // Even part (Z[k] + conj Z[n-k]) / 2 and odd part (Z[k] - conj Z[n-k]) / 2i.
      const er = 0.5 * (zr + cr);
      const ei = 0.5 * (zi + ci);
      const or = 0.5 * (zi - ci);
      const oi = -0.5 * (zr - cr);
      const wr = this.#splitCos[k]!;
      const wi = this.#splitSin[k]!;
      outRe[k] = er + wr * or - wi * oi;
      outIm[k] = ei + wr * oi + wi * or;
    }
  }

  /** The real signal (length `size`) whose half spectrum is `inRe`/`inIm`; the inverse of `forward`. */
  inverse(inRe: ArrayLike<number>, inIm: ArrayLike<number>, output: Float32Array | Float64Array): void {
    const n = this.#half;
    const re = this.#re;
    const im = this.#im;
    for (let k = 0; k < n; k++) {
      const xr = inRe[k]!;
      const xi = inIm[k]!;
      const yr = inRe[n - k]!;
      const yi = -inIm[n - k]!;
      const er = 0.5 * (xr + yr);
      const ei = 0.5 * (xi + yi);
      const dr = 0.5 * (xr - yr);
      const di = 0.5 * (xi - yi);
      // Odd part = d / W^k, i.e. d * conj(W^k).
      const wr = this.#splitCos[k]!;
      const wi = -this.#splitSin[k]!;
      const or = dr * wr - di * wi;
      const oi = dr * wi + di * wr;
      re[k] = er - oi;
      im[k] = ei + or;
    }
    this.#complex(true);
    const scale = 1 / n;
    for (let i = 0; i < n; i++) {
      output[2 * i] = re[i]! * scale;
      output[2 * i + 1] = im[i]! * scale;
    }
  }
}
