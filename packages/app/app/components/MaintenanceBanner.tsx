import {useAtomValue} from 'jotai';
import {FormattedMessage} from 'react-intl';
import {Icon, warningIcon} from '@nada/ui';
import {isAdminAtom} from '../state/session';
import {maintenanceMessages} from './maintenanceMessages';

/**
 * Tells an admin that maintenance mode is on, above every page they open while it lasts. Shown
 * when the server's session says admin, or, after signing in on this page, the browser's.
 */
export function MaintenanceBanner({adminBySession}: {adminBySession: boolean}) {
  const adminHere = useAtomValue(isAdminAtom);
  if (!adminBySession && !adminHere) return null;
  return (
    <p className="maintenance-banner" role="status" data-maintenance="on">
      <Icon icon={warningIcon} size={18} />
      <FormattedMessage {...maintenanceMessages.banner} />
    </p>
  );
}
