import {FileDrop, IconButton, Progress, closeIcon, formatFileSize, repeatIcon} from '@nada/ui';
import {useIntl} from 'react-intl';
import {formatKey} from './format';
import {messages} from './messages';
import type {SoundUpload} from './useSoundUploads';
import './soundLibrary.css';

/** The audio types the library takes. */
export const SOUND_ACCEPT = ['audio/*', '.wav', '.mp3', '.flac', '.ogg', '.m4a', '.aiff'] as const;

/** Props of {@link SoundUploadArea}. */
export interface SoundUploadAreaProps {
  /** The files being added, newest first (from {@link useSoundUploads}). @default [] */
  uploads?: readonly SoundUpload[];
  /** Called with the files dropped or picked that passed the type and size checks. */
  onFiles?: (files: File[]) => void;
  /** Sends a failed file again. */
  onRetry?: (id: string) => void;
  /** Takes a file off the list. */
  onDismiss?: (id: string) => void;
  /** Largest file in bytes. */
  maxSize?: number;
  /** The accepted types in words. @default 'WAV, MP3, FLAC, OGG, M4A' */
  acceptLabel?: string;
  /** Takes no files. @default false */
  disabled?: boolean;
}

/**
 * Where the admin adds sounds: a drop zone taking many audio files at once, then each file with its
 * upload progress, its analysis, the tempo and key found, or why it failed (to retry or dismiss).
 */
export function SoundUploadArea({
  uploads = [],
  onFiles,
  onRetry,
  onDismiss,
  maxSize,
  acceptLabel = 'WAV, MP3, FLAC, OGG, M4A',
  disabled = false,
}: SoundUploadAreaProps) {
  const intl = useIntl();
  return (
    <section className="nada-sound-upload" aria-labelledby="nada-sound-upload-title">
      <h2 id="nada-sound-upload-title">{intl.formatMessage(messages.uploadTitle)}</h2>
      <p className="nada-sound-muted">{intl.formatMessage(messages.uploadHint)}</p>
      <FileDrop
        multiple
        accept={SOUND_ACCEPT}
        acceptLabel={acceptLabel}
        maxSize={maxSize}
        disabled={disabled}
        value={[]}
        onFilesAccepted={(files) => onFiles?.(files)}
      />
      {uploads.length > 0 && (
        <ul className="nada-sound-upload__list" aria-label={intl.formatMessage(messages.uploadListLabel)}>
          {uploads.map((upload) => (
            <li key={upload.id} className="nada-sound-upload__item" data-status={upload.status}>
              <p className="nada-sound-upload__name">{upload.name}</p>
              <div className="nada-sound-upload__buttons">
                {upload.status === 'failed' && (
                  <IconButton
                    icon={repeatIcon}
                    size="sm"
                    variant="ghost"
                    label={intl.formatMessage(messages.uploadRetry, {name: upload.name})}
                    onClick={() => onRetry?.(upload.id)}
                  />
                )}
                <IconButton
                  icon={closeIcon}
                  size="sm"
                  variant="ghost"
                  label={intl.formatMessage(messages.uploadDismiss, {name: upload.name})}
                  onClick={() => onDismiss?.(upload.id)}
                />
              </div>
              <UploadState upload={upload} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function UploadState({upload}: {upload: SoundUpload}) {
  const intl = useIntl();
  const size = formatFileSize(intl, upload.sizeBytes);
  switch (upload.status) {
    case 'queued':
    case 'uploading':
      return (
        <Progress
          size="sm"
          value={Math.round(upload.progress * 100)}
          label={intl.formatMessage(messages.uploadUploading, {size})}
        />
      );
    case 'analysing':
      return (
        <p className="nada-sound-muted" role="status">
          {intl.formatMessage(messages.uploadAnalysing)}
        </p>
      );
    case 'done': {
      const sound = upload.sound;
      const facts = [
        sound?.bpm == null ? null : intl.formatMessage(messages.bpmValue, {bpm: Math.round(sound.bpm)}),
        sound?.key == null ? null : formatKey(intl, sound.key),
      ].filter((fact): fact is string => fact !== null);
      return (
        <p className="nada-sound-muted" role="status">
          {[intl.formatMessage(messages.uploadDone), ...facts].join(' · ')}
        </p>
      );
    }
    case 'failed':
      return (
        <p className="nada-sound-error" role="alert">
          {intl.formatMessage(messages.uploadFailed, {reason: upload.errorText ?? ''})}
        </p>
      );
  }
}
