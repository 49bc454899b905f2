import {Button, Checkbox, Field, Input, Select, Textarea, sparkleIcon, useFormState} from '@nada/ui';
import {useEffect} from 'react';
import {useIntl} from 'react-intl';
import {genreMessages, instrumentMessages, labelOf, moodMessages} from './labels';
import {messages} from './messages';
import type {GenerationChoices, GenerationDraft} from './types';
import './generateAi.css';

/** The limits the API applies to a request. */
export const GENERATION_LIMITS = {
  maxPromptLength: 500,
  minTempo: 60,
  maxTempo: 180,
  minSeconds: 15,
  maxSeconds: 300,
  maxInstruments: 8,
} as const;

const AUTOMATIC = 'auto';
const TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

/** The form's values, as typed (numbers as text until they are sent). */
export interface PromptFormValues {
  prompt: string;
  genre: string;
  mood: string;
  tempo: string;
  key: string;
  length: string;
  instruments: string[];
}

type Problem = string;

/** Props of {@link PromptForm}. */
export interface PromptFormProps extends GenerationChoices {
  /** Starts the generation (`POST /api/jobs` with kind `generate`); a rejection is shown with `errorText`. */
  onSubmit: (draft: GenerationDraft) => Promise<void>;
  /** Turns a rejection of `onSubmit` into text in the user's language (the app knows the API's codes). */
  errorText: (error: unknown) => string;
  /** Called with the request as it stands whenever a value changes, so the page can show what it is understood as. */
  onDraftChange?: (draft: GenerationDraft) => void;
  /** The values to start with (a regeneration, a story). */
  defaultValues?: Partial<PromptFormValues>;
  /** Shows the form with its checks already run, for stories of the refusals. @default false */
  validateOnMount?: boolean;
}

/** The request the values make: the prompt trimmed, and only the fields that were set. */
export function draftOf(values: PromptFormValues): GenerationDraft {
  const draft: GenerationDraft = {prompt: values.prompt.trim()};
  if (values.genre !== AUTOMATIC) draft.genre = values.genre;
  if (values.mood !== AUTOMATIC) draft.mood = values.mood;
  if (values.key !== AUTOMATIC) draft.key = values.key;
  const tempo = Number(values.tempo);
  if (values.tempo.trim() && Number.isInteger(tempo)) draft.tempo = tempo;
  const length = Number(values.length);
  if (values.length.trim() && Number.isInteger(length)) draft.durationSeconds = length;
  if (values.instruments.length) draft.instruments = [...values.instruments];
  return draft;
}

const blank: PromptFormValues = {
  prompt: '',
  genre: AUTOMATIC,
  mood: AUTOMATIC,
  tempo: '',
  key: AUTOMATIC,
  length: '',
  instruments: [],
};

/**
 * The prompt box with example prompts in the page's language and the optional fields (genre, mood,
 * tempo, key, length, instruments) that override what the prompt says; checked before sending.
 */
export function PromptForm({
  genres,
  moods,
  instruments,
  onSubmit,
  errorText,
  onDraftChange,
  defaultValues,
  validateOnMount = false,
}: PromptFormProps) {
  const intl = useIntl();
  const limits = GENERATION_LIMITS;
  const inRange = (text: string, min: number, max: number) => {
    if (!text.trim()) return true;
    const value = Number(text);
    return Number.isInteger(value) && value >= min && value <= max;
  };
  const validate = (values: PromptFormValues) => {
    const problems: Partial<Record<keyof PromptFormValues, Problem>> = {};
    const prompt = values.prompt.trim();
    if (!prompt) problems.prompt = intl.formatMessage(messages.errorPromptEmpty);
    else if (prompt.length > limits.maxPromptLength)
      problems.prompt = intl.formatMessage(messages.errorPromptLong, {max: limits.maxPromptLength});
    if (!inRange(values.tempo, limits.minTempo, limits.maxTempo))
      problems.tempo = intl.formatMessage(messages.errorTempo, {min: limits.minTempo, max: limits.maxTempo});
    if (!inRange(values.length, limits.minSeconds, limits.maxSeconds))
      problems.length = intl.formatMessage(messages.errorLength, {
        min: limits.minSeconds,
        max: limits.maxSeconds,
      });
    if (values.instruments.length > limits.maxInstruments)
      problems.instruments = intl.formatMessage(messages.errorInstruments, {max: limits.maxInstruments});
    return problems;
  };
  const startValues = {...blank, ...defaultValues};
  const {values, setValue, fieldErrors, status, error, failureRef, handleSubmit} = useFormState<
    PromptFormValues,
    Problem
  >({
    defaultValues: startValues,
    validate,
    onSubmit: (values) => onSubmit(draftOf(values)),
    initialState: validateOnMount ? {status: 'error', fieldErrors: validate(startValues)} : undefined,
  });

  useEffect(() => {
    onDraftChange?.(draftOf(values));
  }, [values, onDraftChange]);

  const examples = [messages.example1, messages.example2, messages.example3, messages.example4].map(
    (message) => intl.formatMessage(message),
  );
  const automatic = {value: AUTOMATIC, label: intl.formatMessage(messages.automatic)};
  const keyOptions = TONICS.flatMap((tonic) =>
    (['major', 'minor'] as const).map((mode) => ({
      value: `${tonic} ${mode}`,
      label: intl.formatMessage(messages.keyName, {tonic, mode}),
    })),
  );
  const toggleInstrument = (id: string, on: boolean) =>
    setValue(
      'instruments',
      on ? [...values.instruments, id] : values.instruments.filter((item) => item !== id),
    );

  return (
    <form
      className="nada-generate-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      data-status={status}
    >
      <Field
        label={intl.formatMessage(messages.promptLabel)}
        hint={intl.formatMessage(messages.promptHint)}
        error={fieldErrors.prompt}
        required
      >
        <Textarea
          value={values.prompt}
          rows={3}
          autosize
          maxLength={limits.maxPromptLength + 100}
          placeholder={intl.formatMessage(messages.promptPlaceholder)}
          onChange={(event) => setValue('prompt', event.target.value)}
        />
      </Field>
      <div
        className="nada-generate-form__examples"
        role="group"
        aria-label={intl.formatMessage(messages.examplesLabel)}
      >
        <span className="nada-generate-muted">{intl.formatMessage(messages.examplesLabel)}</span>
        {examples.map((example) => (
          <Button
            key={example}
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => setValue('prompt', example)}
          >
            {example}
          </Button>
        ))}
      </div>
      <fieldset className="nada-generate-form__options">
        <legend>{intl.formatMessage(messages.moreOptions)}</legend>
        <p className="nada-generate-muted">{intl.formatMessage(messages.moreOptionsHint)}</p>
        <div className="nada-generate-form__grid">
          <Field label={intl.formatMessage(messages.genre)} optional>
            <Select
              value={values.genre}
              onValueChange={(value) => setValue('genre', value)}
              options={[
                automatic,
                ...genres.map((id) => ({value: id, label: labelOf(intl, genreMessages, id)})),
              ]}
            />
          </Field>
          <Field label={intl.formatMessage(messages.mood)} optional>
            <Select
              value={values.mood}
              onValueChange={(value) => setValue('mood', value)}
              options={[
                automatic,
                ...moods.map((id) => ({value: id, label: labelOf(intl, moodMessages, id)})),
              ]}
            />
          </Field>
          <Field label={intl.formatMessage(messages.key)} optional>
            <Select
              value={values.key}
              onValueChange={(value) => setValue('key', value)}
              options={[automatic, ...keyOptions]}
            />
          </Field>
          <Field
            label={intl.formatMessage(messages.tempo)}
            hint={intl.formatMessage(messages.tempoHint, {min: limits.minTempo, max: limits.maxTempo})}
            error={fieldErrors.tempo}
            optional
          >
            <Input
              inputMode="numeric"
              value={values.tempo}
              onChange={(event) => setValue('tempo', event.target.value)}
            />
          </Field>
          <Field
            label={intl.formatMessage(messages.length)}
            hint={intl.formatMessage(messages.lengthHint, {min: limits.minSeconds, max: limits.maxSeconds})}
            error={fieldErrors.length}
            optional
          >
            <Input
              inputMode="numeric"
              value={values.length}
              onChange={(event) => setValue('length', event.target.value)}
            />
          </Field>
        </div>
        <fieldset
          className="nada-generate-form__instruments"
          aria-describedby={fieldErrors.instruments ? 'nada-generate-instruments-error' : undefined}
        >
          <legend>{intl.formatMessage(messages.instruments)}</legend>
          <div className="nada-generate-form__checks">
            {instruments.map((id) => (
              <Checkbox
                key={id}
                checked={values.instruments.includes(id)}
                onCheckedChange={(checked) => toggleInstrument(id, checked === true)}
              >
                {labelOf(intl, instrumentMessages, id)}
              </Checkbox>
            ))}
          </div>
          {fieldErrors.instruments && (
            <p id="nada-generate-instruments-error" className="nada-generate-error">
              {fieldErrors.instruments}
            </p>
          )}
        </fieldset>
      </fieldset>
      <div ref={failureRef} tabIndex={-1}>
        {error && (
          <p role="alert" className="nada-generate-error">
            {errorText(error)}
          </p>
        )}
      </div>
      <div className="nada-generate-form__actions">
        <Button type="submit" iconStart={sparkleIcon} loading={status === 'submitting'}>
          {intl.formatMessage(status === 'submitting' ? messages.submitting : messages.submit)}
        </Button>
      </div>
    </form>
  );
}
