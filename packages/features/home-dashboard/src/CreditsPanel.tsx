import {Progress} from '@nada/ui';
import {FormattedMessage, useIntl} from 'react-intl';
import {formatMinutes} from '@nada/jobs';
import {HomeLink} from './HomeLink';
import {LoadStatus} from './LoadStatus';
import {messages} from './messages';
import type {HomeCredits, HomeData, HomeLinkOptions} from './types';
import './homeDashboard.css';

/** Props of {@link CreditsPanel}. */
export interface CreditsPanelProps extends HomeLinkOptions {
  /** The caller's balance as read from `GET /api/credits`. */
  credits: HomeData<HomeCredits>;
  /** Reads the balance again after a failure. */
  onRetry: () => void;
  /** The name of a plan (by id) in the page's language. */
  planName: (id: string) => string;
  /** Where the plans are (the pricing page). */
  plansHref: string;
}

/** The processing time left this period, how much is used, and when it renews. */
export function CreditsPanel({credits, onRetry, planName, plansHref, linkComponent}: CreditsPanelProps) {
  const intl = useIntl();
  return (
    <section className="home__section home__panel" aria-labelledby="home-credits-title">
      <div className="home__section-header">
        <h2 id="home-credits-title" className="home__heading">
          <FormattedMessage {...messages.credits} />
        </h2>
        <HomeLink className="home__more" href={plansHref} linkComponent={linkComponent}>
          <FormattedMessage {...messages.seePlans} />
        </HomeLink>
      </div>
      {credits.status !== 'ready' ? (
        <LoadStatus
          status={credits.status}
          loading={messages.creditsLoading}
          failed={messages.creditsFailed}
          onRetry={onRetry}
        />
      ) : (
        <>
          <p className="home__credits-left" data-available-seconds={credits.data.availableSeconds}>
            <FormattedMessage
              {...messages.creditsLeft}
              values={{
                left: formatMinutes(intl, credits.data.availableSeconds),
                total: formatMinutes(intl, credits.data.monthlySeconds),
              }}
            />
          </p>
          <Progress
            size="sm"
            hideLabel
            label={intl.formatMessage(messages.creditsMeter)}
            value={credits.data.usedSeconds + credits.data.reservedSeconds}
            max={Math.max(credits.data.monthlySeconds, 1)}
          />
          <p className="home__facts">
            <FormattedMessage
              {...messages.creditsReset}
              values={{
                date: (
                  <time dateTime={credits.data.periodEnd}>
                    {/* periodEnd is exclusive and a UTC month boundary: shown as that day, in UTC. */}
                    {intl.formatDate(credits.data.periodEnd, {
                      day: 'numeric',
                      month: 'long',
                      year: 'numeric',
                      timeZone: 'UTC',
                    })}
                  </time>
                ),
              }}
            />
          </p>
          <p className="home__facts">
            <FormattedMessage {...messages.creditsPlan} values={{plan: planName(credits.data.plan)}} />
          </p>
        </>
      )}
    </section>
  );
}
