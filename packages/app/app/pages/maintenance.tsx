import {data} from 'react-router';
import {FormattedMessage} from 'react-intl';
import {EmptyState, settingsIcon} from '@nada/ui';
import {shellMessages} from '../components/shellMessages';
import {env} from '../env.server';
import {pageMessages} from '../pageMessages';
import {pageMeta} from '../routing/pageMeta';

export const meta = pageMeta;

// While maintenance is on, the page answers 503 with Retry-After so crawlers come back later.
export function loader() {
  return data(null, env.maintenance ? {status: 503, headers: {'Retry-After': '600'}} : undefined);
}

export default function Maintenance() {
  return (
    <EmptyState
      icon={settingsIcon}
      titleAs="h1"
      title={<FormattedMessage {...pageMessages.maintenance.title} />}
      description={<FormattedMessage {...shellMessages.maintenanceLead} />}
    />
  );
}
