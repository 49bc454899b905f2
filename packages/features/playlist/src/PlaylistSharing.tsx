import {Button, Field, Input, Switch, copyIcon, linkIcon, shareIcon} from '@nada/ui';
import {useRef, useState} from 'react';
import {useIntl} from 'react-intl';
import {usePlaylistErrorText} from './errors';
import {messages} from './messages';
import {ShareDialog} from './ShareDialog';
import {shareMessages} from './shareMessages';
import type {EmbedCode} from './types';
import type {PlaylistEditor as EditorState} from './usePlaylistEditor';

/**
 * The public/private switch (owner) and, while public, the share link with a copy button and, with
 * `embedCode`, the share dialog with the code to embed the player on another site.
 */
export function PlaylistSharing({
  editor,
  editable,
  shareUrl,
  embedCode,
  title,
}: {
  editor: EditorState;
  title: string;
  editable: boolean;
  shareUrl: string | undefined;
  embedCode: EmbedCode | undefined;
}) {
  const [shareOpen, setShareOpen] = useState(false);
  const intl = useIntl();
  const errorText = usePlaylistErrorText();
  const [visibilityError, setVisibilityError] = useState<string | null>(null);
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const linkRef = useRef<HTMLInputElement>(null);
  const isPublic = editor.visibility === 'public';

  async function copy() {
    if (shareUrl === undefined) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
      linkRef.current?.select();
    }
  }

  return (
    <div className="nada-playlist-editor__sharing">
      {editable && (
        <Switch
          checked={isPublic}
          description={intl.formatMessage(messages.publicHint)}
          onCheckedChange={(checked) => {
            setVisibilityError(null);
            setCopyStatus('idle');
            editor.setVisibility(checked ? 'public' : 'private').catch((reason: unknown) => {
              setVisibilityError(errorText(reason));
            });
          }}
        >
          {intl.formatMessage(messages.publicLabel)}
        </Switch>
      )}
      {visibilityError !== null && (
        <p role="alert" className="nada-playlist-error">
          {visibilityError}
        </p>
      )}
      {isPublic && shareUrl !== undefined && (
        <div className="nada-playlist-editor__share">
          <Field
            label={intl.formatMessage(messages.shareLinkLabel)}
            className="nada-playlist-editor__share-field"
          >
            <Input
              ref={linkRef}
              value={shareUrl}
              readOnly
              iconStart={linkIcon}
              onFocus={(event) => event.target.select()}
            />
          </Field>
          <Button variant="secondary" iconStart={copyIcon} onClick={() => void copy()}>
            {intl.formatMessage(messages.copyLink)}
          </Button>
          {embedCode && (
            <>
              <Button variant="secondary" iconStart={shareIcon} onClick={() => setShareOpen(true)}>
                {intl.formatMessage(shareMessages.open)}
              </Button>
              <ShareDialog
                open={shareOpen}
                onOpenChange={setShareOpen}
                title={title}
                link={shareUrl}
                iframeCode={embedCode.iframe}
                elementCode={embedCode.element}
              />
            </>
          )}
        </div>
      )}
      <p role="status" className={copyStatus === 'failed' ? 'nada-playlist-error' : 'nada-playlist-success'}>
        {copyStatus === 'copied' && intl.formatMessage(messages.linkCopied)}
        {copyStatus === 'failed' && intl.formatMessage(messages.copyFailed)}
      </p>
    </div>
  );
}
