import {
  ActionBar,
  AlertDialog,
  Badge,
  Button,
  IconButton,
  Input,
  Progress,
  Switch,
  downloadIcon,
  editIcon,
  globeIcon,
  lockIcon,
  pauseIcon,
  playIcon,
  playlistIcon,
  shareIcon,
  trashIcon,
  useInlineEditor,
} from '@nada/ui';
import {useEffect, useRef, useState} from 'react';
import type {FormEvent} from 'react';
import type {ActionBarAction} from '@nada/ui';
import {useIntl} from 'react-intl';
import {formatLength} from './format';
import {messages} from './messages';
import type {GeneratedTrackSummary, TrackItemStatus, TrackVisibility} from './types';
import './generateAi.css';

/** Props of {@link GeneratedTrackItem}. */
export interface GeneratedTrackItemProps {
  /** The track (or the job still making it). */
  track: GeneratedTrackSummary;
  /** Finished, still being made, or failed. @default 'ready' */
  status?: TrackItemStatus;
  /** How far a running job has come, 0..100. */
  percent?: number;
  /** Why a failed job failed, in the user's language. */
  failureText?: string;
  /** Whether this track is the one playing. @default false */
  playing?: boolean;
  /** Plays the track (or pauses it when it is playing). */
  onTogglePlay?: () => void;
  /** Saves a new title; a rejection keeps the editor open with `errorText`'s explanation. */
  onRename?: (title: string) => Promise<void>;
  /** Makes the track public or private; a rejection puts the switch back. */
  onVisibilityChange?: (visibility: TrackVisibility) => Promise<void>;
  /** Downloads the mix. */
  onDownload?: () => void;
  /** Opens "add to playlist" for the track. */
  onAddToPlaylist?: () => void;
  /** Opens the share dialog (link and embed code); offered while the track is public. */
  onShare?: () => void;
  /** Deletes the track and its files, after the user confirmed. */
  onDelete?: () => Promise<void>;
  /** Turns a rejected callback into text in the user's language. */
  errorText?: (error: unknown) => string;
  /** Starts in the rename editor (stories). @default false */
  defaultRenaming?: boolean;
  /** Heading level of the title, to fit the page outline. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/**
 * One generated track in the user's list: play or pause, rename, download, add to playlist, make
 * public or private, delete (confirmed); a running job shows its progress, a failed one why.
 */
export function GeneratedTrackItem({
  track,
  status = 'ready',
  percent = 0,
  failureText,
  playing = false,
  onTogglePlay,
  onRename,
  onVisibilityChange,
  onDownload,
  onAddToPlaylist,
  onShare,
  onDelete,
  errorText = () => '',
  defaultRenaming = false,
  titleAs: Title = 'h3',
}: GeneratedTrackItemProps) {
  const intl = useIntl();
  // Saving, cancelling or Escape gives the focus back to Rename, or to "More" when Rename is in it.
  const {
    editing: renaming,
    open: startRenaming,
    close: stopRenaming,
    openerRef: renameRef,
  } = useInlineEditor<HTMLElement>(defaultRenaming);
  const barRef = useRef<HTMLDivElement>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [draft, setDraft] = useState(track.title);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [visibility, setVisibility] = useState<TrackVisibility>(track.visibility);
  const [changingVisibility, setChangingVisibility] = useState(false);
  const ready = status === 'ready';
  const title = track.title;

  const handleRename = async (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next) {
      setProblem(intl.formatMessage(messages.itemTitleEmpty));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await onRename?.(next);
      stopRenaming();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  // Every rename starts from the title as it is now (it may have changed since the last one).
  const rename = () => {
    setDraft(title);
    startRenaming();
  };

  const cancelRename = () => {
    stopRenaming();
    setProblem(null);
  };

  const handleVisibility = async (checked: boolean) => {
    const previous = visibility;
    const next: TrackVisibility = checked ? 'public' : 'private';
    setVisibility(next);
    setChangingVisibility(true);
    setProblem(null);
    try {
      await onVisibilityChange?.(next);
    } catch (error) {
      setVisibility(previous);
      setProblem(errorText(error));
    } finally {
      setChangingVisibility(false);
    }
  };

  // The editor is open from the bar's Rename or from the "More" menu, whichever the bar's width shows.
  useEffect(() => {
    if (!renaming) return;
    const bar = barRef.current;
    const onBar = bar?.querySelector<HTMLElement>('[data-action="rename"]');
    renameRef.current =
      onBar && getComputedStyle(onBar).display !== 'none'
        ? onBar
        : (bar?.querySelector<HTMLElement>('[aria-haspopup="menu"]') ?? null);
  }, [renaming, renameRef]);

  const actions: ActionBarAction[] = [
    {
      id: 'download',
      label: intl.formatMessage(messages.itemDownload),
      icon: downloadIcon,
      priority: 'primary',
      onSelect: onDownload,
    },
    {id: 'rename', label: intl.formatMessage(messages.itemRename), icon: editIcon, onSelect: rename},
    {
      id: 'playlist',
      label: intl.formatMessage(messages.itemAddToPlaylist),
      icon: playlistIcon,
      haspopup: 'dialog',
      onSelect: onAddToPlaylist,
    },
    ...(onShare && visibility === 'public'
      ? [
          {
            id: 'share',
            label: intl.formatMessage(messages.itemShare),
            icon: shareIcon,
            haspopup: 'dialog',
            onSelect: onShare,
          } satisfies ActionBarAction,
        ]
      : []),
    {
      id: 'delete',
      label: intl.formatMessage(messages.itemDelete),
      icon: trashIcon,
      tone: 'danger',
      haspopup: 'dialog',
      onSelect: () => setConfirmingDelete(true),
    },
  ];

  const meta = intl.formatMessage(messages.itemMeta, {
    duration: track.durationSeconds === null ? '–' : formatLength(track.durationSeconds),
    date: intl.formatDate(track.createdAt, {dateStyle: 'medium'}),
  });

  return (
    <article
      className="nada-generate-item"
      data-status={status}
      data-playing={playing || undefined}
      data-visibility={visibility}
      aria-label={title}
    >
      <div className="nada-generate-item__main">
        {ready && (
          <IconButton
            icon={playing ? pauseIcon : playIcon}
            variant={playing ? 'primary' : 'secondary'}
            label={intl.formatMessage(playing ? messages.itemPause : messages.itemPlay, {title})}
            pressed={playing}
            onClick={onTogglePlay}
          />
        )}
        <div className="nada-generate-item__body">
          {renaming ? (
            <form
              className="nada-generate-item__rename"
              onSubmit={(event) => void handleRename(event)}
              noValidate
            >
              <Input
                aria-label={intl.formatMessage(messages.itemTitleLabel)}
                value={draft}
                maxLength={120}
                autoFocus
                invalid={problem !== null}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') cancelRename();
                }}
              />
              <Button type="submit" size="sm" loading={saving}>
                {intl.formatMessage(messages.itemSave)}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={cancelRename}>
                {intl.formatMessage(messages.itemCancel)}
              </Button>
            </form>
          ) : (
            <Title className="nada-generate-item__title">{title}</Title>
          )}
          <p className="nada-generate-muted">{meta}</p>
        </div>
        {ready && (
          <Badge
            size="sm"
            tone={visibility === 'public' ? 'primary' : 'neutral'}
            icon={visibility === 'public' ? globeIcon : lockIcon}
          >
            {intl.formatMessage(visibility === 'public' ? messages.itemPublic : messages.itemPrivate)}
          </Badge>
        )}
      </div>
      {status === 'running' && (
        <Progress
          value={percent}
          label={intl.formatMessage(messages.itemRunning, {percent: percent / 100})}
          size="sm"
        />
      )}
      {status === 'failed' && (
        <p className="nada-generate-error">
          {intl.formatMessage(messages.itemFailed, {reason: failureText ?? ''})}
        </p>
      )}
      {problem && (
        <p role="alert" className="nada-generate-error">
          {problem}
        </p>
      )}
      {ready && (
        // One row of controls as on the result and the history: download on the bar, the rest in
        // "More" (a phone's card has room for one), the switch after them.
        <div className="nada-generate-item__actions">
          <ActionBar
            ref={barRef}
            aria-label={intl.formatMessage(messages.itemActions, {title})}
            size="sm"
            collapse="lg"
            actions={actions}
          />
          <Switch
            className="nada-generate-item__visibility"
            checked={visibility === 'public'}
            disabled={changingVisibility}
            onCheckedChange={(checked) => void handleVisibility(checked)}
          >
            {intl.formatMessage(messages.itemMakePublic)}
          </Switch>
        </div>
      )}
      {!ready && onDelete && (
        <div className="nada-generate-item__actions">
          <Button
            size="sm"
            variant="secondary"
            iconStart={trashIcon}
            onClick={() => setConfirmingDelete(true)}
          >
            {intl.formatMessage(messages.itemDelete)}
          </Button>
        </div>
      )}
      <AlertDialog
        tone="danger"
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={intl.formatMessage(messages.itemDeleteTitle, {title})}
        description={intl.formatMessage(messages.itemDeleteDescription)}
        confirmLabel={intl.formatMessage(messages.itemDelete)}
        cancelLabel={intl.formatMessage(messages.itemCancel)}
        onConfirm={async () => {
          try {
            await onDelete?.();
          } catch (error) {
            setProblem(errorText(error));
          }
        }}
      />
    </article>
  );
}
