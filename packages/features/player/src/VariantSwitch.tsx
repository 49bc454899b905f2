import {useIntl} from 'react-intl';
import {messages} from './messages';
import type {PlayerTrackVariant} from './types';

/** Props of {@link VariantSwitch}. */
export interface VariantSwitchProps {
  /** The versions to switch between. */
  variants: PlayerTrackVariant[];
  /** Id of the version playing. */
  value: string | null;
  /** Called with the id of the version chosen. */
  onValueChange: (id: string) => void;
  /** Disables every button (while nothing can play). @default false */
  disabled?: boolean;
}

/** The A/B switch: a segmented group of toggle buttons, one per version, the playing one pressed. */
export function VariantSwitch({variants, value, onValueChange, disabled = false}: VariantSwitchProps) {
  const intl = useIntl();
  return (
    <div className="nada-player__variants" role="group" aria-label={intl.formatMessage(messages.versions)}>
      {variants.map((variant) => (
        <button
          key={variant.id}
          type="button"
          className="nada-player__variant"
          aria-pressed={variant.id === value}
          data-pressed={variant.id === value || undefined}
          disabled={disabled}
          onClick={() => onValueChange(variant.id)}
        >
          {variant.label}
        </button>
      ))}
    </div>
  );
}
