import {FormattedMessage} from 'react-intl';
import {useAnalyticsConsent} from './AnalyticsConsent';
import {consentMessages} from './consentMessages';

/** A footer list item that reopens the analytics choice; nothing when analytics is not configured. */
export function PrivacySettingsItem() {
  const {configured, openSettings} = useAnalyticsConsent();
  if (!configured) return null;
  return (
    <li>
      <button
        type="button"
        className="site-footer__button"
        data-consent-settings=""
        onClick={(event) => openSettings(event.currentTarget)}
      >
        <FormattedMessage {...consentMessages.settings} />
      </button>
    </li>
  );
}
