import {Link} from 'react-router';
import {FormattedMessage, useIntl} from 'react-intl';
import {Button, EmptyState, homeIcon, searchIcon, warningIcon} from '@nada/ui';
import {localePath} from '../routing/paths';
import {errorMessages} from './errorMessages';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** HTTP status of the error. */
  status: number;
  /** For a 404, the path that was asked for, without locale prefix (`/x`), named in the page's language. */
  path?: string;
  /** For any other status, a status message to show when one was given. */
  statusText?: string;
}

/**
 * The error page's content: "Page Not Found" for 404, "Internal Server Error" for anything else, with
 * a way home. It goes inside a `<main>` (the app shell's, or one of its own when the shell failed).
 */
export function ErrorView({status, path, statusText}: ErrorViewProps) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
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
            <Link to={localePath('index', locale)}>
              <FormattedMessage {...errorMessages.home} />
            </Link>
          </Button>
        }
      />
    </div>
  );
}
