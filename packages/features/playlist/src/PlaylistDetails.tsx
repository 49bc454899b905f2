import {
  Button,
  Field,
  IconButton,
  Input,
  Textarea,
  useFormState,
  useInlineEditor,
  type FormProblems,
  editIcon,
} from '@nada/ui';
import {useEffect, useRef} from 'react';
import {useIntl} from 'react-intl';
import {playlistErrorCode, usePlaylistErrorText} from './errors';
import {DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, titleProblem} from './format';
import {messages} from './messages';
import type {PlaylistEditorPlaylist, PlaylistPatch} from './types';

type DetailsValues = {title: string; description: string};
type DetailsProblem = 'required' | 'tooLong';

function detailsProblems({title, description}: DetailsValues): FormProblems<DetailsValues, DetailsProblem> {
  const problems: FormProblems<DetailsValues, DetailsProblem> = {};
  const problem = titleProblem(title);
  if (problem) problems.title = problem;
  if (description.trim().length > DESCRIPTION_MAX_LENGTH) problems.description = 'tooLong';
  return problems;
}

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
  // Saving or cancelling gives the focus back to the edit button.
  const {editing, open, close, openerRef} = useInlineEditor();

  if (editing) {
    return (
      <DetailsForm playlist={playlist} titleId={titleId} titleAs={Title} onSave={onSave} onClose={close} />
    );
  }
  return (
    <>
      <div className="nada-playlist-editor__title-row">
        <Title id={titleId} className="nada-playlist-editor__title">
          {playlist.title}
        </Title>
        {editable && (
          <IconButton
            ref={openerRef}
            icon={editIcon}
            size="sm"
            label={intl.formatMessage(messages.editDetails)}
            onClick={open}
          />
        )}
      </div>
      {playlist.description && <p className="nada-playlist-editor__description">{playlist.description}</p>}
    </>
  );
}

/** The edit form of the name and description; it starts from the playlist's values each time it opens. */
function DetailsForm({
  playlist,
  titleId,
  titleAs: Title,
  onSave,
  onClose,
}: {
  playlist: PlaylistEditorPlaylist;
  titleId: string;
  titleAs: 'h1' | 'h2' | 'h3';
  onSave: (patch: PlaylistPatch) => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  const titleRef = useRef<HTMLInputElement>(null);
  const form = useFormState<DetailsValues, DetailsProblem>({
    defaultValues: {title: playlist.title, description: playlist.description ?? ''},
    validate: detailsProblems,
    onSubmit: ({title, description}) => onSave({title: title.trim(), description: description.trim()}),
    onSuccess: onClose,
    onInvalid: (problems) => {
      if (problems.title) titleRef.current?.focus();
    },
    // The failure is explained by the playlist's own texts, which read it from the code.
    errorCode: playlistErrorCode,
  });
  const busy = form.status === 'submitting';

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const titleError =
    form.fieldErrors.title === 'required'
      ? intl.formatMessage(messages.titleRequired)
      : form.fieldErrors.title === 'tooLong'
        ? intl.formatMessage(messages.titleTooLong, {max: TITLE_MAX_LENGTH})
        : undefined;
  const descriptionError = form.fieldErrors.description
    ? intl.formatMessage(messages.descriptionTooLong, {max: DESCRIPTION_MAX_LENGTH})
    : undefined;

  return (
    <form
      className="nada-playlist-editor__form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {/* The heading stays for the page outline and the section's name while its text is edited. */}
      <Title id={titleId} className="nada-visually-hidden">
        {playlist.title}
      </Title>
      <Field label={intl.formatMessage(messages.titleLabel)} error={titleError} required>
        <Input
          ref={titleRef}
          value={form.values.title}
          autoComplete="off"
          onChange={(event) => form.setValue('title', event.target.value)}
        />
      </Field>
      <Field label={intl.formatMessage(messages.descriptionLabel)} error={descriptionError} optional>
        <Textarea
          value={form.values.description}
          autosize
          maxRows={6}
          onChange={(event) => form.setValue('description', event.target.value)}
        />
      </Field>
      {form.error !== null && (
        <p role="alert" className="nada-playlist-error">
          {errorText(form.error)}
        </p>
      )}
      <div className="nada-playlist-editor__form-actions">
        <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" loading={busy}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}
