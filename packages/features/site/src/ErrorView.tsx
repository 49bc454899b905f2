import {FormattedMessage, useIntl} from 'react-intl';
import {Button, EmptyState, homeIcon, searchIcon, warningIcon} from '@nada/ui';
import {errorMessages} from './errorMessages';
import {SiteAnchor} from './SiteAnchor';
import type {SiteLinkOptions} from './types';
import './site.css';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps extends SiteLinkOptions {
  /** HTTP status of the error. */
  status: number;
  /** For a 404, the path that was asked for, without locale prefix (`/x`), named in the page's language. */
  path?: string;
  /** For any other status, a status message to show when one was given. */
  statusText?: string;
  /** The home page's address in the page's language: the way out. */
  homeHref: string;
}

/**
 * The error page's content: "Page Not Found" for 404, "Internal Server Error" for anything else, with
 * a way home. It goes inside a `<main>` (the app shell's, or one of its own when the shell failed).
 */
export function ErrorView({status, path, statusText, homeHref, linkComponent}: ErrorViewProps) {
  const intl = useIntl();
  const notFound = status === 404;
  const title = notFound ? errorMessages.notFoundTitle : errorMessages.serverErrorTitle;
  const detail = notFound
    ? path !== undefined && intl.formatMessage(errorMessages.notFoundDetail, {path})
    : statusText;
  return (
    <div className="error-page" data-status={status}>
      <title>{`${intl.formatMessage(title)} · Nada`}</title>
      <EmptyState
        icon={notFound ? searchIcon : warningIcon}
        titleAs="h1"
        title={
          <>
            <span className="error-page__status">{status}</span> <FormattedMessage {...title} />
          </>
        }
        description={
          <>
            <FormattedMessage {...(notFound ? errorMessages.notFoundLead : errorMessages.serverErrorLead)} />
            {detail && <code className="error-page__detail">{detail}</code>}
          </>
        }
        action={
          <Button asChild iconStart={homeIcon}>
            <SiteAnchor href={homeHref} linkComponent={linkComponent}>
              <FormattedMessage {...errorMessages.home} />
            </SiteAnchor>
          </Button>
        }
      />
    </div>
  );
}
