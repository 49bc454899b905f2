import {FormattedMessage} from 'react-intl';
import {useAnalyticsConsent} from './AnalyticsConsent';
import {consentMessages} from './messages';

/** Props of {@link PrivacySettingsItem}. */
export interface PrivacySettingsItemProps {
  /** The class of the button, so it looks like the links beside it. */
  className?: string;
}

/** A footer list item that reopens the analytics choice; nothing when analytics is not configured. */
export function PrivacySettingsItem({className}: PrivacySettingsItemProps) {
  const {configured, openSettings} = useAnalyticsConsent();
  if (!configured) return null;
  return (
    <li>
      <button
        type="button"
        className={className}
        data-consent-settings=""
        onClick={(event) => openSettings(event.currentTarget)}
      >
        <FormattedMessage {...consentMessages.settings} />
      </button>
    </li>
  );
}
