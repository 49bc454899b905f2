import {forwardRef, useEffect, useId, useRef, useState} from 'react';
import type {ChangeEvent, ComponentPropsWithoutRef, CSSProperties, DragEvent} from 'react';
import {useIntl} from 'react-intl';
import {Button} from '../button';
import {formatFileSize} from '../format';
import {Icon, closeIcon, errorIcon, fileAudioIcon, uploadIcon, videoIcon} from '../icon';
import {IconButton} from '../icon-button';
import {messages} from '../messages';

/** What the drop zone is doing, exposed as `data-state`. */
export type FileDropState = 'idle' | 'drag-over' | 'rejected' | 'disabled' | 'selected';

/** Why a file was turned down. */
export type FileRejectionCode = 'file-invalid-type' | 'file-too-large';

/** A file the drop zone turned down, and why. */
export interface FileRejection {
  /** The file as the browser gave it. */
  file: File;
  /** Why it was turned down. */
  code: FileRejectionCode;
}

/** Props of {@link FileDrop}. */
export interface FileDropProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'defaultValue' | 'onChange' | 'onDrop' | 'children'
> {
  /** Accepted MIME types (`audio/*`, `video/mp4`) and extensions (`.flac`); empty accepts any file. @default [] */
  accept?: readonly string[];
  /** The accepted types in words for people, such as "MP3, WAV, FLAC, M4A, OGG, video". */
  acceptLabel?: string;
  /** Largest accepted file in bytes; sizes are shown in decimal units (1 MB = 1,000,000 bytes). */
  maxSize?: number;
  /** The largest size in words, when the app counts it otherwise (a limit in MiB shown as "50 MB"). @default maxSize in decimal units */
  maxSizeLabel?: string;
  /** Accepts several files at once and keeps adding to the list. @default false */
  multiple?: boolean;
  /** Ignores drops and clicks and dims the zone. @default false */
  disabled?: boolean;
  /** Called with the files that passed the type and size checks. */
  onFilesAccepted?: (files: File[]) => void;
  /** Called with the files that failed a check, each with its reason. */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** The picked files when controlled; each is shown with its name, size and a remove button. */
  value?: readonly File[];
  /** The picked files to start with when uncontrolled. @default [] */
  defaultValue?: readonly File[];
  /** Called with the new list when a file is picked or removed. */
  onValueChange?: (files: File[]) => void;
  /** Shows a state without a real drag or drop: for stories and visual tests only. */
  forceState?: 'drag-over' | 'rejected';
}

/** Whether a file matches one of the accepted MIME types, wildcards or extensions. */
export function matchesAccept(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Bar heights of the decorative waveform beside the upload icon, mirrored on both sides. */
const WAVE = [0.35, 0.6, 0.45, 0.85, 0.55, 1, 0.7];

function Wave({side}: {side: 'start' | 'end'}) {
  const bars = side === 'start' ? WAVE : [...WAVE].reverse();
  return (
    <span className="nada-file-drop__wave" data-side={side} aria-hidden>
      {bars.map((height, index) => (
        <span
          key={index}
          className="nada-file-drop__bar"
          style={{'--_h': height, '--_i': index} as CSSProperties}
        />
      ))}
    </span>
  );
}

/** A zone to drop or pick audio and video files, by mouse, touch or keyboard, with type and size checks. */
export const FileDrop = forwardRef<HTMLDivElement, FileDropProps>(function FileDrop(
  {
    accept = [],
    acceptLabel,
    maxSize,
    maxSizeLabel,
    multiple = false,
    disabled = false,
    onFilesAccepted,
    onFilesRejected,
    value,
    defaultValue = [],
    onValueChange,
    forceState,
    className,
    onDragEnter,
    onDragOver,
    onDragLeave,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  const ids = useId();
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const browseRef = useRef<HTMLButtonElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<FileRejectionCode | null>(null);
  const [uncontrolledFiles, setUncontrolledFiles] = useState<readonly File[]>(defaultValue);
  const focusBrowseAfterRender = useRef(false);
  const files = value ?? uncontrolledFiles;

  useEffect(() => {
    if (!focusBrowseAfterRender.current) return;
    // The remove button is gone after a removal; keyboard focus goes back to the way to pick a file.
    focusBrowseAfterRender.current = false;
    browseRef.current?.focus();
  });

  const state: FileDropState = disabled
    ? 'disabled'
    : dragging || forceState === 'drag-over'
      ? 'drag-over'
      : rejection || forceState === 'rejected'
        ? 'rejected'
        : files.length > 0
          ? 'selected'
          : 'idle';
  const shownRejection = rejection ?? (forceState === 'rejected' ? 'file-invalid-type' : null);
  const maxLabel = maxSizeLabel ?? (maxSize === undefined ? undefined : formatFileSize(intl, maxSize));

  function commit(next: File[]) {
    if (value === undefined) setUncontrolledFiles(next);
    onValueChange?.(next);
  }

  function handleFiles(picked: readonly File[]) {
    const candidates = multiple ? picked : picked.slice(0, 1);
    if (candidates.length === 0) return;
    const accepted: File[] = [];
    const rejected: FileRejection[] = [];
    for (const file of candidates) {
      if (!matchesAccept(file, accept)) rejected.push({file, code: 'file-invalid-type'});
      else if (maxSize !== undefined && file.size > maxSize) rejected.push({file, code: 'file-too-large'});
      else accepted.push(file);
    }
    setRejection(rejected[0]?.code ?? null);
    if (rejected.length > 0) onFilesRejected?.(rejected);
    if (accepted.length > 0) {
      onFilesAccepted?.(accepted);
      commit(multiple ? [...files, ...accepted] : accepted);
    }
  }

  function openPicker() {
    if (!disabled) inputRef.current?.click();
  }

  function handleInputChange(event: ChangeEvent<HTMLInputElement>) {
    handleFiles(Array.from(event.target.files ?? []));
    // Clearing lets the same file be picked again after it was removed.
    event.target.value = '';
  }

  function carriesFiles(event: DragEvent) {
    return Array.from(event.dataTransfer?.types ?? []).includes('Files');
  }

  function handleDragEnter(event: DragEvent<HTMLDivElement>) {
    onDragEnter?.(event);
    if (!carriesFiles(event)) return;
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    setDragging(true);
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    onDragOver?.(event);
    if (!carriesFiles(event)) return;
    // Without preventDefault the browser would open the file instead of dropping it here.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    onDragLeave?.(event);
    if (disabled || dragDepth.current === 0) return;
    // dragleave also fires when moving between children; only leaving the last one ends the drag.
    dragDepth.current -= 1;
    if (dragDepth.current === 0) setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (disabled) return;
    handleFiles(Array.from(event.dataTransfer?.files ?? []));
  }

  function handleRemove(file: File) {
    setRejection(null);
    commit(files.filter((item) => item !== file));
    focusBrowseAfterRender.current = true;
  }

  const showZone = multiple || files.length === 0 || state === 'drag-over';
  const limits =
    acceptLabel !== undefined && maxLabel !== undefined
      ? intl.formatMessage(messages.fileDropLimits, {types: acceptLabel, max: maxLabel})
      : acceptLabel;
  const errorText =
    shownRejection === 'file-too-large'
      ? intl.formatMessage(messages.fileDropTooLarge, {max: maxLabel ?? ''})
      : shownRejection === 'file-invalid-type'
        ? intl.formatMessage(messages.fileDropRejected)
        : null;

  return (
    <div
      ref={ref}
      className={['nada-file-drop', className].filter(Boolean).join(' ')}
      data-state={state}
      data-multiple={multiple ? '' : undefined}
      onDragEnter={handleDragEnter}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      {...props}
    >
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept.length > 0 ? accept.join(',') : undefined}
        multiple={multiple}
        disabled={disabled}
        onChange={handleInputChange}
      />
      {showZone && (
        // The zone is a large pointer target; keyboard and screen-reader users get the real button inside.
        <div className="nada-file-drop__zone" onClick={openPicker}>
          <span className="nada-file-drop__art" aria-hidden>
            <Wave side="start" />
            <span className="nada-file-drop__badge">
              <Icon icon={uploadIcon} />
            </span>
            <Wave side="end" />
          </span>
          <span id={hintId} className="nada-file-drop__text">
            <span className="nada-file-drop__title">
              {intl.formatMessage(state === 'drag-over' ? messages.fileDropActive : messages.fileDropTitle)}
            </span>
            {limits && <span className="nada-file-drop__limits">{limits}</span>}
          </span>
          <Button
            ref={browseRef}
            variant="secondary"
            size="sm"
            iconStart={fileAudioIcon}
            disabled={disabled}
            aria-describedby={[hintId, errorText ? errorId : ''].filter(Boolean).join(' ')}
            className="nada-file-drop__browse"
          >
            {intl.formatMessage(messages.fileDropBrowse)}
          </Button>
        </div>
      )}
      {files.length > 0 && !(state === 'drag-over' && !multiple) && (
        <ul className="nada-file-drop__files">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="nada-file-drop__file">
              <span className="nada-file-drop__file-icon" aria-hidden>
                <Icon icon={file.type.startsWith('video/') ? videoIcon : fileAudioIcon} />
              </span>
              <span className="nada-file-drop__file-text">
                <span className="nada-file-drop__file-name">{file.name}</span>
                <span className="nada-file-drop__file-size">{formatFileSize(intl, file.size)}</span>
              </span>
              <Wave side="end" />
              <IconButton
                icon={closeIcon}
                size="sm"
                label={intl.formatMessage(messages.fileDropRemove, {name: file.name})}
                disabled={disabled}
                onClick={() => handleRemove(file)}
              />
            </li>
          ))}
        </ul>
      )}
      <p id={errorId} className="nada-file-drop__error" role="alert">
        {errorText && (
          <>
            <Icon icon={errorIcon} />
            {errorText}
          </>
        )}
      </p>
      <span className="nada-visually-hidden" role="status">
        {files.length > 0 &&
          intl.formatMessage(messages.fileDropSelected, {name: files.map((file) => file.name).join(', ')})}
      </span>
    </div>
  );
});
