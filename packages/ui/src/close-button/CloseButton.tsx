import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef} from 'react';
import {useIntl} from 'react-intl';
import {Icon, closeIcon} from '../icon';
import {messages} from '../messages';

/** Props of {@link CloseButton}; `className` places it in its container. */
export type CloseButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children'>;

/** The round × in the corner of a dialog, popover or toast, named "Tutup"/"Close"; wrap it in the primitive's `Close asChild`. */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(
  {className, ...props},
  ref,
) {
  const intl = useIntl();
  return (
    <button
      ref={ref}
      type="button"
      className={['nada-close-button', className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage(messages.close)}
      {...props}
    >
      <Icon icon={closeIcon} />
    </button>
  );
});
