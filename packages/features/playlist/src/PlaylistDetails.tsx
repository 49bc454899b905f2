import {Button, Field, IconButton, Input, Textarea} from '@nada/ui';
import {useEffect, useRef, useState, type FormEvent} from 'react';
import {useIntl} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, titleProblem} from './format';
import {messages} from './messages';
import type {PlaylistEditorPlaylist, PlaylistPatch} from './types';

/** The name and description, turned into a form by the owner's edit button. */
export function PlaylistDetails({
  playlist,
  titleId,
  editable,
  titleAs: Title,
  onSave,
}: {
  playlist: PlaylistEditorPlaylist;
  titleId: string;
  editable: boolean;
  titleAs: 'h1' | 'h2' | 'h3';
  onSave: (patch: PlaylistPatch) => Promise<void>;
}) {
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(playlist.title);
  const [description, setDescription] = useState(playlist.description ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) titleRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  function start() {
    setTitle(playlist.title);
    setDescription(playlist.description ?? '');
    setTitleError(null);
    setDescriptionError(null);
    setSaveError(null);
    setEditing(true);
  }

  function stop() {
    returnFocus.current = true;
    setEditing(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = titleProblem(title);
    const nextTitleError =
      problem === 'required'
        ? intl.formatMessage(messages.titleRequired)
        : problem === 'tooLong'
          ? intl.formatMessage(messages.titleTooLong, {max: TITLE_MAX_LENGTH})
          : null;
    const nextDescriptionError =
      description.trim().length > DESCRIPTION_MAX_LENGTH
        ? intl.formatMessage(messages.descriptionTooLong, {max: DESCRIPTION_MAX_LENGTH})
        : null;
    setTitleError(nextTitleError);
    setDescriptionError(nextDescriptionError);
    if (nextTitleError !== null) return titleRef.current?.focus();
    if (nextDescriptionError !== null) return;
    setBusy(true);
    setSaveError(null);
    try {
      await onSave({title: title.trim(), description: description.trim()});
      stop();
    } catch (reason) {
      setSaveError(errorText(reason));
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    return (
      <>
        <div className="nada-playlist-editor__title-row">
          <Title id={titleId} className="nada-playlist-editor__title">
            {playlist.title}
          </Title>
          {editable && (
            <IconButton
              ref={editRef}
              icon="edit"
              size="sm"
              label={intl.formatMessage(messages.editDetails)}
              onClick={start}
            />
          )}
        </div>
        {playlist.description && <p className="nada-playlist-editor__description">{playlist.description}</p>}
      </>
    );
  }

  return (
    <form
      className="nada-playlist-editor__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.preventDefault();
          stop();
        }
      }}
    >
      {/* The heading stays for the page outline and the section's name while its text is edited. */}
      <Title id={titleId} className="nada-visually-hidden">
        {playlist.title}
      </Title>
      <Field label={intl.formatMessage(messages.titleLabel)} error={titleError ?? undefined} required>
        <Input
          ref={titleRef}
          value={title}
          autoComplete="off"
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleError(null);
          }}
        />
      </Field>
      <Field
        label={intl.formatMessage(messages.descriptionLabel)}
        error={descriptionError ?? undefined}
        optional
      >
        <Textarea
          value={description}
          autosize
          maxRows={6}
          onChange={(event) => {
            setDescription(event.target.value);
            setDescriptionError(null);
          }}
        />
      </Field>
      {saveError !== null && (
        <p role="alert" className="nada-playlist-error">
          {saveError}
        </p>
      )}
      <div className="nada-playlist-editor__form-actions">
        <Button type="button" variant="ghost" onClick={stop} disabled={busy}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" loading={busy}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}
