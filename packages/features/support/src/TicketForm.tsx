import {useBotCheck} from '@nada/auth-forms';
import type {GetChallenge} from '@nada/auth-forms';
import {Button, Field, FileDrop, Input, Select, Textarea, formatFileSize, envelopeIcon} from '@nada/ui';
import {useState} from 'react';
import type {FormEvent} from 'react';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import {SUPPORT_CATEGORY_LIST, categoryMessage} from './categories';
import type {SupportCategory, TicketDraft} from './types';
import './support.css';

/** The largest attachment the API takes, in bytes (2 MB). */
export const MAX_ATTACHMENT_BYTES = 2_000_000;

/** The attachment types the API takes, by MIME type and extension. */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
  'text/plain',
  '.txt',
  '.log',
];

/** Where the form stands. */
export type TicketFormStatus = 'idle' | 'sending' | 'sent' | 'error';

/** Props of {@link TicketForm}. */
export interface TicketFormProps {
  /** Fetches a bot-check challenge (`POST /api/bot-check/challenge`); solved while the user types. */
  getChallenge: GetChallenge;
  /** Sends the ticket (`POST /api/support/tickets`); a rejection is shown with {@link TicketFormProps.errorText}. */
  onSubmit: (draft: TicketDraft) => Promise<void>;
  /** Turns a rejection of `onSubmit` into text in the user's language (the app knows the API's codes). */
  errorText: (error: unknown) => string;
  /** The topic chosen first. @default 'other' */
  defaultCategory?: SupportCategory;
}

interface FieldErrors {
  subject?: string;
  message?: string;
}

/**
 * The contact form: topic, subject, message and an optional attachment, checked before sending;
 * a proof-of-work bot check is solved in the background and sent with the ticket.
 */
export function TicketForm({getChallenge, onSubmit, errorText, defaultCategory = 'other'}: TicketFormProps) {
  const intl = useIntl();
  const bot = useBotCheck(getChallenge);
  const [category, setCategory] = useState<SupportCategory>(defaultCategory);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [status, setStatus] = useState<TicketFormStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const sizeLabel = formatFileSize(intl, MAX_ATTACHMENT_BYTES);

  const validate = (): FieldErrors => ({
    ...(subject.trim().length === 0
      ? {subject: intl.formatMessage(messages.errorRequired)}
      : subject.trim().length < 3
        ? {subject: intl.formatMessage(messages.errorSubjectShort)}
        : {}),
    ...(message.trim().length === 0 ? {message: intl.formatMessage(messages.errorRequired)} : {}),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setStatus('sending');
    setFailure(null);
    let solution;
    try {
      solution = await bot.solution();
    } catch {
      setStatus('error');
      setFailure(intl.formatMessage(messages.errorBotCheck));
      bot.renew();
      return;
    }
    try {
      await onSubmit({
        category,
        subject: subject.trim(),
        message: message.trim(),
        attachment: files[0] ?? null,
        botCheck: solution ?? {id: '', nonce: '0'},
      });
      setStatus('sent');
      setSubject('');
      setMessage('');
      setFiles([]);
    } catch (error) {
      setStatus('error');
      setFailure(errorText(error));
    } finally {
      // A challenge answers one request, whatever its outcome.
      bot.renew();
    }
  };

  return (
    <form
      className="nada-support-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      data-status={status}
    >
      <Field label={intl.formatMessage(messages.formCategory)} required>
        <Select
          value={category}
          onValueChange={(value) => setCategory(value as SupportCategory)}
          options={SUPPORT_CATEGORY_LIST.map((value) => ({
            value,
            label: intl.formatMessage(categoryMessage[value]),
          }))}
        />
      </Field>
      <Field
        label={intl.formatMessage(messages.formSubject)}
        hint={intl.formatMessage(messages.formSubjectHint)}
        error={fieldErrors.subject}
        required
      >
        <Input value={subject} maxLength={120} onChange={(event) => setSubject(event.target.value)} />
      </Field>
      <Field
        label={intl.formatMessage(messages.formMessage)}
        hint={intl.formatMessage(messages.formMessageHint)}
        error={fieldErrors.message}
        required
      >
        <Textarea
          value={message}
          rows={6}
          maxLength={5000}
          autosize
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      <Field
        label={intl.formatMessage(messages.formAttachment)}
        hint={intl.formatMessage(messages.formAttachmentHint, {size: sizeLabel})}
        optional
      >
        <FileDrop
          accept={ATTACHMENT_TYPES}
          acceptLabel="PNG, JPEG, WebP, PDF, TXT"
          maxSize={MAX_ATTACHMENT_BYTES}
          maxSizeLabel={sizeLabel}
          value={files}
          onValueChange={setFiles}
        />
      </Field>
      {status === 'error' && failure && (
        <p role="alert" className="nada-support-form__error">
          {failure}
        </p>
      )}
      {status === 'sent' && (
        <p role="status" className="nada-support-form__sent">
          {intl.formatMessage(messages.formSent)}
        </p>
      )}
      <div className="nada-support-form__actions">
        <Button type="submit" iconStart={envelopeIcon} loading={status === 'sending'}>
          {intl.formatMessage(status === 'sending' ? messages.formSending : messages.formSubmit)}
        </Button>
        {bot.status === 'checking' && status === 'sending' && (
          <span className="nada-support-muted" role="status">
            {intl.formatMessage(messages.formChecking)}
          </span>
        )}
      </div>
    </form>
  );
}
