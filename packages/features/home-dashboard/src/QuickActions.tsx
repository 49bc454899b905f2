import {Card, Icon, linkIcon, metronomeIcon, microphoneIcon, sparkleIcon, type IconData} from '@nada/ui';
import type {MessageDescriptor} from 'react-intl';
import {FormattedMessage} from 'react-intl';
import {HomeLink} from './HomeLink';
import {messages} from './messages';
import type {HomeLinkOptions} from './types';
import './homeDashboard.css';

/** The home's ways to start. */
export type QuickActionName = 'minusOne' | 'fromLink' | 'generate' | 'tools';

/** Props of {@link QuickActions}. */
export interface QuickActionsProps extends HomeLinkOptions {
  /** Where each action leads. */
  hrefs: Record<QuickActionName, string>;
}

const actions: readonly {
  name: QuickActionName;
  icon: IconData;
  title: MessageDescriptor;
  hint: MessageDescriptor;
}[] = [
  {name: 'minusOne', icon: microphoneIcon, title: messages.actionMinusOne, hint: messages.actionMinusOneHint},
  {name: 'fromLink', icon: linkIcon, title: messages.actionFromLink, hint: messages.actionFromLinkHint},
  {name: 'generate', icon: sparkleIcon, title: messages.actionGenerate, hint: messages.actionGenerateHint},
  {name: 'tools', icon: metronomeIcon, title: messages.actionTools, hint: messages.actionToolsHint},
];

/** The home's ways to start: minus one, from a link, generate, and the practice tools. */
export function QuickActions({hrefs, linkComponent}: QuickActionsProps) {
  return (
    <section className="home__section" aria-labelledby="home-actions-title">
      <h2 id="home-actions-title" className="home__heading">
        <FormattedMessage {...messages.quickActions} />
      </h2>
      <ul className="home__actions">
        {actions.map((action) => (
          <li key={action.name}>
            <Card asChild interactive padding="md" className="home__action">
              <HomeLink href={hrefs[action.name]} data-action={action.name} linkComponent={linkComponent}>
                <Icon icon={action.icon} className="home__action-icon" />
                <span className="home__action-title">
                  <FormattedMessage {...action.title} />
                </span>
                <span className="home__action-hint">
                  <FormattedMessage {...action.hint} />
                </span>
              </HomeLink>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
