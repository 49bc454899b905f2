import {Link} from 'react-router';
import {FormattedMessage, useIntl} from 'react-intl';
import {Button, EmptyState} from '@nada/ui';
import {localePath} from '../routing/paths';
import {errorMessages} from './errorMessages';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** HTTP status of the error. */
  status: number;
  /** A status message to show when one was given (e.g. `Page Not Found: /x`). */
  statusText?: string;
}

/** The error page: "Page Not Found" for 404, "Internal Server Error" for anything else, with a way home. */
export function ErrorView({status, statusText}: ErrorViewProps) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const notFound = status === 404;
  const title = notFound ? errorMessages.notFoundTitle : errorMessages.serverErrorTitle;
  return (
    <main className="error-page" data-status={status}>
      <title>{`${intl.formatMessage(title)} · Nada`}</title>
      <EmptyState
        icon={notFound ? 'search' : 'warning'}
        title={
          <>
            <span className="error-page__status">{status}</span> <FormattedMessage {...title} />
          </>
        }
        description={
          <>
            <FormattedMessage {...(notFound ? errorMessages.notFoundLead : errorMessages.serverErrorLead)} />
            {statusText && <code className="error-page__detail">{statusText}</code>}
          </>
        }
        action={
          <Button asChild iconStart="home">
            <Link to={localePath('index', locale)}>
              <FormattedMessage {...errorMessages.home} />
            </Link>
          </Button>
        }
      />
    </main>
  );
}
