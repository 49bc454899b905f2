export {
  KEY_SHIFT_RANGE,
  decibelsToGain,
  gainToDecibels,
  hertzToMidi,
  midiToHertz,
  ratioToSemitones,
  semitonesToRatio,
} from './units.ts';
export type {Decibels, Hertz, Semitones} from './units.ts';

export {AUDIO_ERROR_CODES, AUDIO_ERROR_MESSAGES, AudioError, isAudioError} from './errors.ts';
export type {AudioErrorCode} from './errors.ts';

export {
  SAMPLE_RATE,
  applyGain,
  audioDuration,
  audioLength,
  createStereo,
  fitLength,
  mixAudio,
  monoToStereo,
  sliceAudio,
  subtractAudio,
  toMono,
} from './stereo.ts';
export type {Samples, Seconds, StereoAudio} from './stereo.ts';

export {FFMPEG_DEFAULTS, FORMAT_EXTENSIONS, decodeAudio, encodeAudio} from './ffmpeg.ts';
export type {DecodeOptions, EncodeFormat, EncodeOptions, EncodeResult} from './ffmpeg.ts';
export {ToolMissingError, runTool} from './process.ts';
export type {RunToolOptions, ToolResult} from './process.ts';
export {floatWavBytes, parseFloatWav, readFloatWav, writeFloatWav} from './wav.ts';

export {RealFft} from './fft.ts';
export {
  FrameProcessor,
  STFT_DEFAULTS,
  fftOfSize,
  frameCount,
  istft,
  magnitude,
  makeWindow,
  stft,
} from './stft.ts';
export type {Spectrogram, StftOptions, WindowName} from './stft.ts';

export {WorkerTaskError, createWorkerPool, runInWorkers} from './workers.ts';
export {THREAD_SAFE_NODE_FLAGS} from './workerProtocol.ts';
export type {WorkerPool, WorkerPoolOptions, WorkerTask} from './workers.ts';
export {errorReply, runWorkerTask} from './workerProtocol.ts';
export type {WorkerErrorReply, WorkerFunction, WorkerReply, WorkerTools} from './workerProtocol.ts';

export {LOUDNESS_DEFAULTS, integratedLoudness, normalizeLoudness, samplePeak, truePeak} from './loudness.ts';
export type {Lufs, NormalizedAudio} from './loudness.ts';
export {TEMPO_DEFAULTS, estimateTempo, onsetEnvelope} from './tempo.ts';
export type {TempoEstimate} from './tempo.ts';
export {KEY_DEFAULTS, KEY_PROFILES, PITCH_CLASSES, chromagram, estimateKey, estimateTuning} from './key.ts';
export type {KeyEstimate, KeyProfileName, PitchClass} from './key.ts';
export {PITCH_DEFAULTS, estimatePitch, medianPitch, trackPitch} from './pitch.ts';
export type {PitchEstimate, PitchOptions} from './pitch.ts';
export {PEAKS_DEFAULTS, waveformPeaks} from './peaks.ts';
export type {WaveformLevel, WaveformPeaks} from './peaks.ts';
export {signalToDistortion} from './metrics.ts';

export {KEY_TEMPO_DEFAULTS, TEMPO_RANGE, changeKeyAndTempo} from './rubberband.ts';
export type {KeyTempoOptions} from './rubberband.ts';

export {STEM_SETS, assertStemSet, assertStems, throwIfAborted, yieldToEventLoop} from './separation.ts';
export type {SeparateOptions, SeparationEngine, StemName, StemNameOf, StemSet, Stems} from './separation.ts';
export {
  REPET_SIM_DEFAULTS,
  createRepetSimEngine,
  repetSim,
  repetSimChannelTask,
  repetSimEngine,
} from './repetSim.ts';
export type {RepeatingFrames, RepetSimEngineOptions, RepetSimOptions} from './repetSim.ts';
export {createDspEngine, dspEngine} from './dspEngine.ts';
export type {DspEngineOptions} from './dspEngine.ts';
export {dspSegmentTask} from './dspSegment.ts';
export type {DspSegmentInput, DspSegmentResult} from './dspSegment.ts';
export {DSP_DEFAULTS} from './dspSettings.ts';
export type {DspOptions} from './dspSettings.ts';

export {combineEngines} from './combinedEngine.ts';
export {averageEngines} from './ensembleEngine.ts';
export {DEFAULT_ENGINE, listEngines, loadEngine} from './engines.ts';
export type {EngineDescription, EngineOptions} from './engines.ts';
export {
  LOUDNESS_TARGET_RANGE,
  SEPARATE_SONG_DEFAULTS,
  SEPARATION_STAGES,
  SONG_FORMATS,
  separateSong,
} from './separateSong.ts';
export type {
  SeparateSongOptions,
  SeparatedSong,
  SeparatedStem,
  SeparationStage,
  SongFormat,
} from './separateSong.ts';
export {analyseSong, analyseSongTask} from './songAnalysis.ts';
export type {SongAnalysis} from './songAnalysis.ts';
export {chunkLayout, createOnnxEngine, runSpectrogramModel} from './onnxEngine.ts';
export type {SpectrogramModel} from './onnxEngine.ts';
export {MODEL_NAME_PATTERN, listOnnxModels, parseOnnxManifest, readOnnxModel} from './onnxManifest.ts';
export type {OnnxModel, OnnxModelManifest} from './onnxManifest.ts';
export {tinyMaskModelBytes, writeTinyOnnxModel} from './tinyOnnxModel.ts';
export type {TinyOnnxModelOptions} from './tinyOnnxModel.ts';
export {SEPARATE_USAGE, runSeparateCommand} from './cli/separateCommand.ts';
export type {CommandIo} from './cli/commandLine.ts';
export {BluesteinDft, realDftOfSize} from './bluestein.ts';
export type {RealDft} from './bluestein.ts';

export {
  DEFAULT_DURATION_SECONDS,
  GENERATION_LIMITS,
  GENRES,
  GENRE_PROFILES,
  INSTRUMENTS,
  INSTRUMENT_NAMES,
  MOODS,
  instrumentName,
} from './generation/vocabulary.ts';
export type {Genre, GenreProfile, Instrument, Mood} from './generation/vocabulary.ts';
export {assertGenerationRequest, keyName, parseKey, understandPrompt} from './generation/understandPrompt.ts';
export type {
  GenerationRequest,
  MusicalKey,
  UnderstoodPrompt,
  UnderstoodSource,
} from './generation/understandPrompt.ts';
export {GENERATION_STAGES, generateTrack} from './generation/generateTrack.ts';
export type {GenerateTrackOptions, GeneratedTrack, GenerationStage} from './generation/generateTrack.ts';
export {SOUNDFONT_CANDIDATES, findSoundfont} from './generation/render.ts';
export {STARTER_SOUNDS, renderStarterSound} from './generation/starterSounds.ts';
export type {
  RenderStarterOptions,
  RenderedStarterSound,
  StarterCategory,
  StarterSoundSpec,
} from './generation/starterSounds.ts';
export {TICKS_PER_BEAT, writeMidiFile} from './generation/midiFile.ts';
export type {MidiNote, MidiTrack} from './generation/midiFile.ts';
export {GENERATE_USAGE, runGenerateCommand} from './cli/generateCommand.ts';
export {
  CUT_END_TOLERANCE_SECONDS,
  TRANSFORM_FORMATS,
  TRANSFORM_STAGES,
  cutAudio,
  transformFile,
} from './transform.ts';
export type {
  CutRange,
  TransformFormat,
  TransformOperation,
  TransformOptions,
  TransformOutput,
  TransformStage,
} from './transform.ts';
export {addPanned, mixStems, renderMix, stemGains} from './mixdown.ts';
export type {RenderMixOptions, StemMixLevel} from './mixdown.ts';
export {MIX_FORMATS, MIX_STAGES, renderMixFile} from './mixFile.ts';
export type {
  MixFileOptions,
  MixFileOutput,
  MixFileSettings,
  MixFileStem,
  MixFormat,
  MixStage,
} from './mixFile.ts';
