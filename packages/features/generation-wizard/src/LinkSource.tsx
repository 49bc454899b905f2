import {
  Button,
  Field,
  Icon,
  Input,
  Skeleton,
  SkeletonGroup,
  closeIcon,
  copyIcon,
  errorIcon,
  linkIcon,
  searchIcon,
} from '@nada/ui';
import {useEffect, useRef} from 'react';
import type {ReactNode} from 'react';
import {useIntl} from 'react-intl';
import type {LinkUrlProblem} from './linkUrl';
import {messages} from './messages';
import {SourceCard} from './SourceCard';
import type {LinkProbe} from './types';
import {useLinkSource, type LinkProbeTransport, type LinkSourceInitialState} from './useLinkSource';
import './generationWizard.css';

/** Props of {@link LinkSource}. */
export interface LinkSourceProps {
  /** Asks the server what a link holds; the app passes its call to `POST /api/imports/probe`. */
  probe: LinkProbeTransport;
  /** Explains a failed probe's code in the user's language (the app's API error texts); a generic text shows without it. */
  errorText?: (code: string) => ReactNode;
  /** Goes on with the source once it is allowed; the card's Continue button shows only with it. */
  onContinue?: (source: LinkProbe) => void;
  /** The Continue button's text. @default "Continue" in the user's language */
  continueLabel?: string;
  /** Called with what a link holds once the server has answered. */
  onProbed?: (source: LinkProbe) => void;
  /** Reads the clipboard for the Paste button. @default the browser's clipboard, where it can be read */
  readClipboard?: () => Promise<string>;
  /** The link the field starts with. @default '' */
  defaultUrl?: string;
  /** The state to start in: for stories and visual tests, or a page that shows a known outcome. @default idle */
  initialState?: LinkSourceInitialState;
  /** The heading level of the source card's title. @default 'h2' */
  titleAs?: 'h2' | 'h3';
  /** Class of the outer element. */
  className?: string;
}

const PROBLEM_MESSAGES = {
  required: messages.linkRequired,
  invalid: messages.linkInvalid,
  protocol: messages.linkProtocol,
} as const satisfies Record<LinkUrlProblem, unknown>;

/**
 * The link source step: a field for a video link with Paste and Check, the obviously wrong input
 * refused before sending, a placeholder card while the server reads the link (cancelable), the
 * failure in the user's language, then the {@link SourceCard} of what the link holds.
 */
export function LinkSource({
  probe,
  errorText,
  onContinue,
  continueLabel,
  onProbed,
  readClipboard,
  defaultUrl,
  initialState,
  titleAs = 'h2',
  className,
}: LinkSourceProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const cardTitleRef = useRef<HTMLHeadingElement>(null);
  const {
    url,
    status,
    problem,
    result,
    errorCode,
    checkedUrl,
    canPaste,
    pasteDenied,
    setUrl,
    submit,
    paste,
    probeUrl,
    cancel,
    failureRef,
  } = useLinkSource({probe, defaultUrl, initialState, onProbed, readClipboard});
  const probing = status === 'probing';

  // A refused link puts the user back in the field; a read one moves them to its card.
  useEffect(() => {
    if (problem) inputRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (result && document.activeElement && document.activeElement !== document.body) {
      cardTitleRef.current?.focus();
    }
  }, [result]);

  const classes = ['nada-link-source', className].filter(Boolean).join(' ');
  return (
    <div className={classes} data-status={status}>
      <form className="nada-link-source__form" noValidate onSubmit={submit}>
        <Field
          label={intl.formatMessage(messages.linkLabel)}
          hint={intl.formatMessage(messages.linkHint)}
          error={problem ? intl.formatMessage(PROBLEM_MESSAGES[problem]) : undefined}
        >
          <Input
            ref={inputRef}
            type="url"
            inputMode="url"
            iconStart={linkIcon}
            size="lg"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={intl.formatMessage(messages.linkPlaceholder)}
            value={url}
            readOnly={probing}
            onChange={(event) => setUrl(event.target.value)}
          />
        </Field>
        <div className="nada-link-source__actions">
          {canPaste && (
            <Button
              type="button"
              variant="secondary"
              iconStart={copyIcon}
              disabled={probing}
              onClick={() => void paste()}
            >
              {intl.formatMessage(messages.linkPaste)}
            </Button>
          )}
          <Button type="submit" iconStart={searchIcon} loading={probing}>
            {intl.formatMessage(messages.linkCheck)}
          </Button>
          {probing && (
            <Button type="button" variant="ghost" iconStart={closeIcon} onClick={cancel}>
              {intl.formatMessage(messages.linkCancel)}
            </Button>
          )}
        </div>
        {pasteDenied && (
          <p className="nada-link-source__note">{intl.formatMessage(messages.linkPasteDenied)}</p>
        )}
      </form>
      <div ref={failureRef} className="nada-link-source__error" role="alert" tabIndex={-1}>
        {status === 'error' && (
          <>
            <Icon icon={errorIcon} className="nada-upload__error-icon" />
            <span>{errorText?.(errorCode ?? 'unknown') ?? intl.formatMessage(messages.linkFailed)}</span>
          </>
        )}
      </div>
      <p className="nada-visually-hidden" role="status">
        {result ? intl.formatMessage(messages.linkFound, {title: result.title}) : ''}
      </p>
      {probing && (
        <div className="nada-link-source__probing">
          <SkeletonGroup className="nada-source-card" label={intl.formatMessage(messages.linkProbing)}>
            <div className="nada-source-card__media">
              <Skeleton shape="rect" height="100%" />
            </div>
            <div className="nada-source-card__body">
              <Skeleton lines={2} />
              <Skeleton width="60%" />
            </div>
          </SkeletonGroup>
          <p className="nada-link-source__note" aria-hidden>
            {intl.formatMessage(messages.linkProbing)}
          </p>
        </div>
      )}
      {result && (
        <SourceCard
          ref={cardTitleRef}
          source={result}
          onContinue={onContinue}
          continueLabel={continueLabel}
          onUseFirstItem={probeUrl}
          checkedUrl={checkedUrl ?? undefined}
          titleAs={titleAs}
        />
      )}
    </div>
  );
}
