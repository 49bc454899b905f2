import {useState} from 'react';
import {useIntl} from 'react-intl';
import {Toast, ToastProvider} from '@nada/ui';
import {versionMessages} from './messages';

/**
 * The "new version" notice, with its own toast area: loaded only once a new build is found, so
 * the toast code is not part of every page's first load.
 */
export default function NewVersionToast() {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  return (
    <ToastProvider>
      <Toast
        open={open}
        onOpenChange={setOpen}
        duration={Infinity}
        title={intl.formatMessage(versionMessages.title)}
        description={intl.formatMessage(versionMessages.description)}
        action={{label: intl.formatMessage(versionMessages.reload), onAction: () => window.location.reload()}}
      />
    </ToastProvider>
  );
}
