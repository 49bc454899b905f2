import {useEffect, useId, useRef} from 'react';
import {FormattedMessage} from 'react-intl';
import {Button, Link} from '@nada/ui';
import type {ConsentBannerMode} from './consentFlow';
import {consentMessages as m, consentTextMessage} from './messages';
import type {ConsentLinkOptions} from './types';
import './consentBanner.css';

/** Props of {@link ConsentBanner}. */
export interface ConsentBannerProps extends ConsentLinkOptions {
  mode: ConsentBannerMode;
  /** Moves focus into the banner when it appears or changes mode (it was opened on request). @default false */
  takeFocus?: boolean;
  /** The visitor allows analytics. */
  onAccept: () => void;
  /** The visitor refuses, or withdraws, analytics. */
  onDecline: () => void;
  /** Closes a reopened banner without changing the decision (also on Escape). */
  onClose: () => void;
  /** Reloads the page, which completes a withdrawal. */
  onReload: () => void;
}

/**
 * The analytics consent banner: a labelled region at the bottom of the page, not a modal; the
 * page stays usable and the two answers carry the same weight.
 */
export function ConsentBanner({
  mode,
  takeFocus = false,
  onAccept,
  onDecline,
  onClose,
  onReload,
  privacyPolicyHref,
  linkComponent: LinkComponent,
}: ConsentBannerProps) {
  const titleId = useId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    // The banner is sticky, so always in view: moving focus must not scroll the page.
    if (takeFocus) region.current?.focus({preventScroll: true});
  }, [takeFocus, mode]);

  return (
    <section
      ref={region}
      className="consent-banner"
      aria-labelledby={titleId}
      data-mode={mode}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mode !== 'ask') onClose();
      }}
    >
      <div className="consent-banner__inner">
        {mode === 'withdrawn' ? (
          <>
            <div className="consent-banner__body" role="status">
              <h2 id={titleId} className="consent-banner__title">
                <FormattedMessage {...m.withdrawnTitle} />
              </h2>
              <p className="consent-banner__text">
                <FormattedMessage {...m.withdrawnText} />
              </p>
            </div>
            <div className="consent-banner__actions">
              <Button variant="secondary" onClick={onClose} data-consent-action="close">
                <FormattedMessage {...m.close} />
              </Button>
              <Button variant="secondary" onClick={onReload} data-consent-action="reload">
                <FormattedMessage {...m.reload} />
              </Button>
            </div>
          </>
        ) : (
          <>
            <div className="consent-banner__body">
              <h2 id={titleId} className="consent-banner__title">
                <FormattedMessage {...m.title} />
              </h2>
              <p className="consent-banner__text">
                <FormattedMessage
                  {...consentTextMessage}
                  values={{
                    link: (chunks) => (
                      <Link asChild>
                        {LinkComponent ? (
                          <LinkComponent href={privacyPolicyHref}>{chunks}</LinkComponent>
                        ) : (
                          <a href={privacyPolicyHref}>{chunks}</a>
                        )}
                      </Link>
                    ),
                  }}
                />
              </p>
              {mode === 'review-granted' && (
                <p className="consent-banner__text consent-banner__current">
                  <FormattedMessage {...m.currentGranted} />
                </p>
              )}
              {mode === 'review-denied' && (
                <p className="consent-banner__text consent-banner__current">
                  <FormattedMessage {...m.currentDenied} />
                </p>
              )}
            </div>
            <div className="consent-banner__actions">
              <Button variant="secondary" onClick={onAccept} data-consent-action="accept">
                <FormattedMessage {...m.accept} />
              </Button>
              <Button variant="secondary" onClick={onDecline} data-consent-action="decline">
                <FormattedMessage {...m.decline} />
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
