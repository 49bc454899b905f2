import {
  Button,
  FileDrop,
  Icon,
  Progress,
  formatFileSize,
  type FileRejection,
  checkIcon,
  closeIcon,
  errorIcon,
  fileAudioIcon,
  pauseIcon,
  playIcon,
  repeatIcon,
  uploadIcon,
  videoIcon,
} from '@nada/ui';
import {useEffect, useId, useRef, useState} from 'react';
import type {ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {formatSpeed, formatTimeLeft} from './format';
import {messages} from './messages';
import type {UploadStatus} from './types';
import './generationWizard.css';

/** The audio and video files a song can come from: MIME wildcards, and extensions for the types browsers leave empty. */
export const AUDIO_VIDEO_ACCEPT: readonly string[] = [
  'audio/*',
  'video/*',
  '.mp3',
  '.wav',
  '.flac',
  '.m4a',
  '.aac',
  '.ogg',
  '.opus',
  '.webm',
  '.mp4',
  '.mov',
  '.mkv',
];

/** Props of {@link UploadSource}. */
export interface UploadSourceProps {
  /** What the upload is doing; the app runs the upload and reports it here ('checking' once every byte is sent and the server has not answered yet). @default 'idle' */
  status?: UploadStatus;
  /** Called with a picked or dropped file that passed the type and size checks; the app starts the upload. */
  onFile: (file: File) => void;
  /** Called with a file turned down for its type or size (the drop zone already says why). */
  onReject?: (rejection: FileRejection) => void;
  /** Accepted MIME types and extensions. @default AUDIO_VIDEO_ACCEPT */
  accept?: readonly string[];
  /** The accepted types in words. @default "MP3, WAV, FLAC, M4A, OGG or a video" in the user's language */
  acceptLabel?: string;
  /** Largest accepted file in bytes, shown in MB (1 MB = 1,000,000 bytes). */
  maxSizeBytes: number;
  /** The largest size in words, when the app counts it otherwise (a plan's MiB shown as "50 MB"). @default maxSizeBytes in MB */
  maxSizeLabel?: string;
  /** Name of the file being uploaded. @default the name of the last file picked here */
  fileName?: string;
  /** Bytes uploaded so far. @default 0 */
  bytesSent?: number;
  /** Size of the file in bytes. @default the size of the last file picked here */
  bytesTotal?: number;
  /** How far the upload has come, 0..1, for uploaders that report no byte counts. */
  progress?: number;
  /** Current upload speed; with it the time left is shown too. */
  bytesPerSecond?: number;
  /** Why the upload failed, in the user's language; a generic hint shows without it. */
  error?: ReactNode;
  /** Pauses the upload; the Pause button shows only with it. */
  onPause?: () => void;
  /** Resumes a paused upload. */
  onResume?: () => void;
  /** Stops and discards the upload; the Cancel button shows only with it. */
  onCancel?: () => void;
  /** Retries a failed upload; the Try again button shows only with it. */
  onRetry?: () => void;
  /** Goes back to the drop zone to use another file (after an upload finished or failed). */
  onReplace?: () => void;
  /** Switches the drop zone off. @default false */
  disabled?: boolean;
  /** Shows the drop zone's drag-over or rejected look without a real drag: for stories and visual tests only. */
  dropState?: 'drag-over' | 'rejected';
  /** Class of the outer element. */
  className?: string;
}

/** Picks an audio or video file (drop or choose), then shows its upload: bytes, percent, speed, pause, cancel, retry. */
export function UploadSource({
  status = 'idle',
  onFile,
  onReject,
  accept = AUDIO_VIDEO_ACCEPT,
  acceptLabel,
  maxSizeBytes,
  maxSizeLabel,
  fileName,
  bytesSent = 0,
  bytesTotal,
  progress,
  bytesPerSecond,
  error,
  onPause,
  onResume,
  onCancel,
  onRetry,
  onReplace,
  disabled = false,
  dropState,
  className,
}: UploadSourceProps) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const fileId = useId();
  const [picked, setPicked] = useState<File | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    // The control that had focus (the drop zone's button, Try again…) is gone after a change of
    // status; focus goes to what replaced it rather than to the top of the page.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target =
      status === 'idle'
        ? root.current?.querySelector<HTMLElement>('.nada-file-drop button')
        : root.current?.querySelector<HTMLElement>('[data-upload-file]');
    target?.focus();
  }, [status]);

  function handleAccepted(files: File[]) {
    const [file] = files;
    if (!file) return;
    setPicked(file);
    onFile(file);
  }

  const classes = ['nada-upload', className].filter(Boolean).join(' ');
  if (status === 'idle') {
    return (
      <div ref={root} className={classes} data-status={status}>
        <FileDrop
          accept={accept}
          acceptLabel={acceptLabel ?? intl.formatMessage(messages.acceptLabel)}
          maxSize={maxSizeBytes}
          maxSizeLabel={maxSizeLabel}
          disabled={disabled}
          forceState={dropState}
          value={[]}
          onFilesAccepted={handleAccepted}
          onFilesRejected={(rejections) => rejections[0] && onReject?.(rejections[0])}
        />
      </div>
    );
  }

  const name = fileName ?? picked?.name ?? '';
  const total = bytesTotal ?? picked?.size ?? 0;
  const sent = status === 'done' || status === 'checking' ? total : Math.min(bytesSent, total);
  // Rounded down, so 100 % shows only once the upload is done.
  const fraction = total > 0 ? sent / total : Math.min(Math.max(progress ?? 0, 0), 1);
  const percent = status === 'done' ? 100 : Math.floor(fraction * 100);
  const isVideo = (picked?.type ?? '').startsWith('video/') || /\.(mp4|mov|mkv|avi)$/i.test(name);
  const checking = status === 'checking';
  const statusText = {
    uploading: messages.uploadUploading,
    checking: messages.uploadChecking,
    paused: messages.uploadPaused,
    done: messages.uploadDone,
    error: messages.uploadFailed,
  }[status];
  const announcement = {
    uploading: messages.uploadAnnounceUploading,
    checking: messages.uploadAnnounceChecking,
    paused: messages.uploadAnnouncePaused,
    done: messages.uploadAnnounceDone,
    error: null,
  }[status];
  const showSpeed = status === 'uploading' && bytesPerSecond !== undefined && bytesPerSecond > 0 && total > 0;
  const active = status === 'uploading' || status === 'paused';
  const details = [
    ...(total > 0
      ? [
          intl.formatMessage(messages.uploadBytes, {
            sent: formatFileSize(intl, sent, total),
            total: formatFileSize(intl, total),
          }),
        ]
      : []),
    ...(showSpeed
      ? [
          formatSpeed(intl, bytesPerSecond),
          intl.formatMessage(messages.uploadRemaining, {
            time: formatTimeLeft(intl, (total - sent) / bytesPerSecond),
          }),
        ]
      : []),
  ];

  return (
    <div ref={root} className={classes} data-status={status}>
      <div className="nada-upload__card">
        <div className="nada-upload__file">
          <span className="nada-upload__icon" aria-hidden>
            <Icon icon={status === 'done' ? checkIcon : isVideo ? videoIcon : fileAudioIcon} />
          </span>
          <div className="nada-upload__text">
            <p id={fileId} className="nada-upload__name" tabIndex={-1} data-upload-file="">
              {name}
            </p>
            <p className="nada-upload__status">{intl.formatMessage(statusText)}</p>
          </div>
          {!checking && (
            <span className="nada-upload__percent" aria-hidden>
              {intl.formatNumber(percent / 100, {style: 'percent'})}
            </span>
          )}
        </div>
        <Progress
          label={intl.formatMessage(messages.uploadProgressLabel, {name})}
          hideLabel
          size="sm"
          // The server's check has no progress to report: the bar runs with no known end.
          value={checking ? null : percent}
          tone={status === 'error' ? 'danger' : status === 'done' ? 'success' : 'primary'}
        />
        {details.length > 0 && <p className="nada-upload__details">{details.join(' · ')}</p>}
        <div className="nada-upload__error" role="alert">
          {status === 'error' && (
            <>
              <Icon icon={errorIcon} className="nada-upload__error-icon" />
              <span>{error ?? intl.formatMessage(messages.uploadFailedHint)}</span>
            </>
          )}
        </div>
        <div className="nada-upload__actions">
          {active && (status === 'paused' ? onResume : onPause) && (
            // One button that flips between Pause and Resume keeps keyboard focus where it was.
            <Button
              variant="secondary"
              size="sm"
              iconStart={status === 'paused' ? playIcon : pauseIcon}
              onClick={status === 'paused' ? onResume : onPause}
              aria-describedby={fileId}
            >
              {intl.formatMessage(status === 'paused' ? messages.uploadResume : messages.uploadPause)}
            </Button>
          )}
          {status === 'error' && onRetry && (
            <Button
              variant="primary"
              size="sm"
              iconStart={repeatIcon}
              onClick={onRetry}
              aria-describedby={fileId}
            >
              {intl.formatMessage(messages.uploadRetry)}
            </Button>
          )}
          {(active || checking) && onCancel && (
            <Button
              variant="ghost"
              size="sm"
              iconStart={closeIcon}
              onClick={onCancel}
              aria-describedby={fileId}
            >
              {intl.formatMessage(messages.uploadCancel)}
            </Button>
          )}
          {(status === 'done' || status === 'error') && onReplace && (
            <Button variant="ghost" size="sm" iconStart={uploadIcon} onClick={onReplace}>
              {intl.formatMessage(messages.uploadReplace)}
            </Button>
          )}
        </div>
      </div>
      <span className="nada-visually-hidden" role="status">
        {announcement && intl.formatMessage(announcement, {name})}
      </span>
    </div>
  );
}
