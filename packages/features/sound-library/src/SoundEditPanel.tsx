import {
  AlertDialog,
  Button,
  Field,
  Input,
  Select,
  Switch,
  checkIcon,
  trashIcon,
  useFormState,
} from '@nada/ui';
import {useIntl} from 'react-intl';
import {KEYS, categoryLabel, formatKey, formatLength, kindLabel, titleIn} from './format';
import {messages} from './messages';
import {SOUND_CATEGORIES, SOUND_KINDS} from './types';
import type {SoundCategory, SoundKind, SoundSummary, SoundTitle} from './types';
import './soundLibrary.css';

/** The tempo range the editor accepts. */
export const EDIT_BPM_RANGE = {min: 20, max: 300} as const;

/** What the admin changed in the editor (only the fields that differ from the sound). */
export interface SoundChange {
  title?: SoundTitle;
  category?: SoundCategory;
  genre?: string | null;
  tags?: string[];
  mood?: string | null;
  bpm?: number | null;
  key?: string | null;
  kind?: SoundKind;
  published?: boolean;
}

/** Props of {@link SoundEditPanel}. */
export interface SoundEditPanelProps {
  /** The sound being edited, as stored (with the analysis' tempo, key, length and loudness). */
  sound: SoundSummary;
  /** Saves the changed fields; a rejection keeps the form with `errorText`'s explanation. */
  onSave?: (change: SoundChange) => Promise<void>;
  /** Deletes the sound, after the admin confirmed. */
  onDelete?: () => Promise<void>;
  /** Closes the editor. */
  onClose?: () => void;
  /** Turns a failure (`{code}`, the code of what a callback rejected with) into text in the user's language. */
  errorText?: (error: {code: string}) => string;
}

interface Draft {
  titleId: string;
  titleEn: string;
  category: SoundCategory;
  genre: string;
  tags: string;
  mood: string;
  bpm: string;
  key: string;
  kind: SoundKind;
  published: boolean;
}

/** The value of the key select for "no key" (a Select value may not be empty). */
const NO_KEY = '-';

function draftOf(sound: SoundSummary): Draft {
  return {
    titleId: sound.title.id,
    titleEn: sound.title.en,
    category: sound.category,
    genre: sound.genre ?? '',
    tags: sound.tags.join(', '),
    mood: sound.mood ?? '',
    bpm: sound.bpm === null ? '' : String(Math.round(sound.bpm * 10) / 10),
    key: sound.key ?? NO_KEY,
    kind: sound.kind,
    published: sound.published,
  };
}

/** The fields of a draft that differ from the sound, or the problems that stop it being saved. */
export function changeOf(
  sound: SoundSummary,
  draft: Draft,
): {change: SoundChange; problems: Partial<Record<'titleId' | 'titleEn' | 'bpm', true>>} {
  const problems: Partial<Record<'titleId' | 'titleEn' | 'bpm', true>> = {};
  const title = {id: draft.titleId.trim(), en: draft.titleEn.trim()};
  if (!title.id) problems.titleId = true;
  if (!title.en) problems.titleEn = true;
  const bpmText = draft.bpm.trim().replace(',', '.');
  const bpm = bpmText === '' ? null : Number(bpmText);
  if (bpm !== null && !(Number.isFinite(bpm) && bpm >= EDIT_BPM_RANGE.min && bpm <= EDIT_BPM_RANGE.max))
    problems.bpm = true;
  const tags = [
    ...new Set(
      draft.tags
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const text = (value: string) => value.trim() || null;
  const change: SoundChange = {};
  if (title.id !== sound.title.id || title.en !== sound.title.en) change.title = title;
  if (draft.category !== sound.category) change.category = draft.category;
  if (text(draft.genre) !== sound.genre) change.genre = text(draft.genre);
  if (tags.join(',') !== sound.tags.join(',')) change.tags = tags;
  if (text(draft.mood) !== sound.mood) change.mood = text(draft.mood);
  if (!problems.bpm && bpm !== (sound.bpm === null ? null : Math.round(sound.bpm * 10) / 10))
    change.bpm = bpm;
  const key = draft.key === NO_KEY ? null : draft.key;
  if (key !== sound.key) change.key = key;
  if (draft.kind !== sound.kind) change.kind = draft.kind;
  if (draft.published !== sound.published) change.published = draft.published;
  return {change, problems};
}

/**
 * The editor of one sound: titles in Indonesian and English, category, genre, tags, mood, the tempo
 * and key the analysis found (to correct), type, published, and delete (confirmed).
 */
export function SoundEditPanel(props: SoundEditPanelProps) {
  // Another sound starts the form afresh from what is stored.
  return <EditForm key={props.sound.id} {...props} />;
}

type Problem = 'missing' | 'range';

function EditForm({sound, onSave, onDelete, onClose, errorText = () => ''}: SoundEditPanelProps) {
  const intl = useIntl();
  const form = useFormState<Draft, Problem, 'delete'>({
    defaultValues: draftOf(sound),
    validate: (values) => {
      const {problems} = changeOf(sound, values);
      return {
        ...(problems.titleId ? {titleId: 'missing' as const} : {}),
        ...(problems.titleEn ? {titleEn: 'missing' as const} : {}),
        ...(problems.bpm ? {bpm: 'range' as const} : {}),
      };
    },
    onSubmit: async (values) => onSave?.(changeOf(sound, values).change),
    successEndsOnChange: true,
  });
  const {values: draft, setValue: set, fieldErrors} = form;
  const title = titleIn(sound.title, intl.locale);

  const unknown = intl.formatMessage(messages.unknown);
  const analysis = intl.formatMessage(messages.analysed, {
    bpm: sound.bpm === null ? unknown : intl.formatMessage(messages.bpmValue, {bpm: Math.round(sound.bpm)}),
    key: sound.key === null ? unknown : formatKey(intl, sound.key),
    length: formatLength(sound.durationSeconds),
    loudness:
      sound.loudnessLufs == null
        ? unknown
        : intl.formatMessage(messages.loudnessValue, {lufs: sound.loudnessLufs}),
  });
  const keyOptions = [
    {value: NO_KEY, label: intl.formatMessage(messages.none)},
    ...(sound.key && !KEYS.includes(sound.key) ? [sound.key] : []).concat(KEYS).map((key) => ({
      value: key,
      label: formatKey(intl, key),
    })),
  ];
  const titleError = intl.formatMessage(messages.titleMissing);

  return (
    <form
      className="nada-sound-edit"
      aria-labelledby="nada-sound-edit-title"
      aria-busy={form.status === 'submitting'}
      data-sound-id={sound.id}
      data-status={form.status}
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
    >
      <h2 id="nada-sound-edit-title">
        {intl.formatMessage(messages.editHeading)}: {title}
      </h2>
      <p className="nada-sound-muted">{analysis}</p>
      <div className="nada-sound-edit__grid">
        <Field
          label={intl.formatMessage(messages.titleId)}
          error={fieldErrors.titleId ? titleError : undefined}
          required
        >
          <Input
            lang="id"
            value={draft.titleId}
            maxLength={120}
            onChange={(event) => set('titleId', event.target.value)}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.titleEn)}
          error={fieldErrors.titleEn ? titleError : undefined}
          required
        >
          <Input
            lang="en"
            value={draft.titleEn}
            maxLength={120}
            onChange={(event) => set('titleEn', event.target.value)}
          />
        </Field>
        <Field label={intl.formatMessage(messages.category)}>
          <Select
            value={draft.category}
            onValueChange={(value) => set('category', value as SoundCategory)}
            options={SOUND_CATEGORIES.map((category) => ({
              value: category,
              label: categoryLabel(intl, category),
            }))}
          />
        </Field>
        <Field label={intl.formatMessage(messages.kind)}>
          <Select
            value={draft.kind}
            onValueChange={(value) => set('kind', value as SoundKind)}
            options={SOUND_KINDS.map((kind) => ({value: kind, label: kindLabel(intl, kind)}))}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.bpm)}
          error={fieldErrors.bpm ? intl.formatMessage(messages.bpmInvalid, EDIT_BPM_RANGE) : undefined}
          optional
        >
          <Input inputMode="decimal" value={draft.bpm} onChange={(event) => set('bpm', event.target.value)} />
        </Field>
        <Field label={intl.formatMessage(messages.key)} optional>
          <Select value={draft.key} onValueChange={(value) => set('key', value)} options={keyOptions} />
        </Field>
        <Field label={intl.formatMessage(messages.genre)} optional>
          <Input value={draft.genre} maxLength={40} onChange={(event) => set('genre', event.target.value)} />
        </Field>
        <Field label={intl.formatMessage(messages.mood)} optional>
          <Input value={draft.mood} maxLength={40} onChange={(event) => set('mood', event.target.value)} />
        </Field>
        <Field
          label={intl.formatMessage(messages.tags)}
          hint={intl.formatMessage(messages.tagsHint)}
          optional
        >
          <Input value={draft.tags} maxLength={300} onChange={(event) => set('tags', event.target.value)} />
        </Field>
      </div>
      <Switch checked={draft.published} onCheckedChange={(checked) => set('published', checked)}>
        {intl.formatMessage(messages.publishedSwitch)}
      </Switch>
      {form.status === 'success' && (
        <p role="status" className="nada-sound-muted">
          {intl.formatMessage(messages.saved)}
        </p>
      )}
      {form.status === 'error' && form.error && (
        <p role="alert" className="nada-sound-error">
          {errorText(form.error)}
        </p>
      )}
      <div className="nada-sound-edit__actions">
        <Button type="submit" iconStart={checkIcon} loading={form.pending === 'submit'}>
          {intl.formatMessage(messages.save)}
        </Button>
        {onClose && (
          <Button type="button" variant="ghost" onClick={onClose}>
            {intl.formatMessage(messages.close)}
          </Button>
        )}
        <AlertDialog
          tone="danger"
          title={intl.formatMessage(messages.deleteTitle, {title})}
          description={intl.formatMessage(messages.bulkDeleteDescription)}
          confirmLabel={intl.formatMessage(messages.delete)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={() => form.run(async () => onDelete?.(), 'delete')}
          trigger={
            <Button type="button" variant="ghost" iconStart={trashIcon}>
              {intl.formatMessage(messages.delete)}
            </Button>
          }
        />
      </div>
    </form>
  );
}
