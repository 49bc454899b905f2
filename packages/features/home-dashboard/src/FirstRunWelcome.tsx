import {Button, EmptyState, microphoneIcon} from '@nada/ui';
import {FormattedMessage} from 'react-intl';
import {HomeLink} from './HomeLink';
import {messages} from './messages';
import type {HomeLinkOptions} from './types';
import './homeDashboard.css';

/** Props of {@link FirstRunWelcome}. */
export interface FirstRunWelcomeProps extends HomeLinkOptions {
  /** Where the first minus one is made. */
  minusOneHref: string;
}

/** The welcome of a user with no jobs yet, leading them to their first minus one. */
export function FirstRunWelcome({minusOneHref, linkComponent}: FirstRunWelcomeProps) {
  return (
    <div className="home__welcome">
      <EmptyState
        icon={microphoneIcon}
        titleAs="h2"
        title={<FormattedMessage {...messages.welcomeTitle} />}
        description={<FormattedMessage {...messages.welcomeText} />}
        action={
          <Button asChild>
            <HomeLink href={minusOneHref} linkComponent={linkComponent}>
              <FormattedMessage {...messages.welcomeAction} />
            </HomeLink>
          </Button>
        }
      />
    </div>
  );
}
