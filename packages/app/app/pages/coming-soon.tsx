import {Link, useMatches} from 'react-router';
import {FormattedMessage, useIntl} from 'react-intl';
import {Badge, Button, EmptyState, arrowRightIcon, sparkleIcon} from '@nada/ui';
import {shellMessages} from '../components/shellMessages';
import {pageMeta} from '../routing/pageMeta';
import {localePath, parseRouteId} from '../routing/paths';
import {pageMessages} from '../pageMessages';
import type {Route} from './+types/coming-soon';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

/** A page whose feature is still being built: its real title and purpose, and a way onwards. */
export default function ComingSoon() {
  const intl = useIntl();
  const matches = useMatches();
  const page = parseRouteId(matches[matches.length - 1]?.id ?? '');
  const locale = intl.locale === 'en' ? 'en' : 'id';
  if (!page) throw new Error('coming-soon rendered outside a named page');
  return (
    <section className="page-coming-soon" data-route={page.name}>
      <EmptyState
        icon={sparkleIcon}
        titleAs="h1"
        title={<FormattedMessage {...pageMessages[page.name].title} />}
        description={
          <>
            <Badge tone="accent" className="page-coming-soon__badge">
              <FormattedMessage {...shellMessages.comingSoonBadge} />
            </Badge>
            <span className="page-coming-soon__purpose">
              <FormattedMessage {...pageMessages[page.name].description} />
            </span>
            <span>
              <FormattedMessage {...shellMessages.comingSoonLead} />
            </span>
          </>
        }
        action={
          <Button asChild variant="secondary" iconEnd={arrowRightIcon}>
            <Link to={localePath('landing', locale)}>
              <FormattedMessage {...shellMessages.comingSoonBack} />
            </Link>
          </Button>
        }
      />
    </section>
  );
}
