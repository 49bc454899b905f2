import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Field,
  Input,
  Textarea,
  copyIcon,
  linkIcon,
} from '@nada/ui';
import {useRef, useState} from 'react';
import {useIntl} from 'react-intl';
import {shareMessages as messages} from './shareMessages';
import './playlist.css';

/** Props of {@link ShareDialog}. */
export interface ShareDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Name of what is shared (a playlist or a track), shown in the title. */
  title: string;
  /** The share link anyone can open. */
  link: string;
  /** The iframe HTML of the embed page. */
  iframeCode: string;
  /** The `<script>` and `<nada-player>` HTML of the web component. */
  elementCode: string;
}

type FieldName = 'link' | 'iframe' | 'element';

/**
 * Shares a public playlist or track: its link, the iframe code and the web component code, each
 * with a copy button; a copy that the browser refuses selects the text to copy by hand.
 */
export function ShareDialog({open, onOpenChange, title, link, iframeCode, elementCode}: ShareDialogProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<{field: FieldName; ok: boolean} | null>(null);
  const fields = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const labels: Record<FieldName, string> = {
    link: intl.formatMessage(messages.link),
    iframe: intl.formatMessage(messages.iframe),
    element: intl.formatMessage(messages.element),
  };

  async function copy(field: FieldName, text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus({field, ok: true});
    } catch {
      setStatus({field, ok: false});
      fields.current[field]?.select();
    }
  }

  const copyButton = (field: FieldName, text: string) => (
    <Button
      variant="secondary"
      size="sm"
      iconStart={copyIcon}
      aria-label={intl.formatMessage(messages.copyNamed, {what: labels[field]})}
      onClick={() => void copy(field, text)}
    >
      {intl.formatMessage(messages.copy)}
    </Button>
  );

  const code = (field: 'iframe' | 'element', value: string, hint: string) => (
    <div className="nada-share__row">
      <Field label={labels[field]} hint={hint} className="nada-share__field">
        <Textarea
          ref={(node) => {
            fields.current[field] = node;
          }}
          value={value}
          readOnly
          rows={field === 'iframe' ? 3 : 2}
          spellCheck={false}
          className="nada-share__code"
          onFocus={(event) => event.target.select()}
        />
      </Field>
      {copyButton(field, value)}
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setStatus(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={intl.formatMessage(messages.title, {title})}
        description={intl.formatMessage(messages.description)}
        size="md"
      >
        <div className="nada-share">
          <div className="nada-share__row">
            <Field label={labels.link} className="nada-share__field">
              <Input
                ref={(node) => {
                  fields.current.link = node;
                }}
                value={link}
                readOnly
                iconStart={linkIcon}
                onFocus={(event) => event.target.select()}
              />
            </Field>
            {copyButton('link', link)}
          </div>
          {code('iframe', iframeCode, intl.formatMessage(messages.iframeHint))}
          {code('element', elementCode, intl.formatMessage(messages.elementHint))}
          <p role="status" className={status?.ok === false ? 'nada-playlist-error' : 'nada-playlist-success'}>
            {status?.ok && intl.formatMessage(messages.copied, {what: labels[status.field]})}
            {status?.ok === false && intl.formatMessage(messages.copyFailed)}
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{intl.formatMessage(messages.done)}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
