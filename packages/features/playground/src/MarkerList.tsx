import {Button, IconButton, Input, formatClock, plusIcon, trashIcon, playIcon} from '@nada/ui';
import {FormattedMessage, useIntl} from 'react-intl';
import {messages} from './messages';
import type {MixMarker} from './types';

/** Props of {@link MarkerList}. */
export interface MarkerListProps {
  markers: MixMarker[];
  /** Adds a marker at the current time. */
  onAdd: () => void;
  onJump: (marker: MixMarker) => void;
  onRename: (id: string, name: string) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

/** The mix's markers: add one here, name it, jump to it, remove it. */
export function MarkerList({markers, onAdd, onJump, onRename, onRemove, disabled = false}: MarkerListProps) {
  const intl = useIntl();
  return (
    <section className="nada-playground__markers" aria-labelledby="nada-playground-markers">
      <div className="nada-playground__markers-head">
        <h3 id="nada-playground-markers">
          <FormattedMessage {...messages.markers} />
        </h3>
        <Button variant="secondary" size="sm" iconStart={plusIcon} onClick={onAdd} disabled={disabled}>
          <FormattedMessage {...messages.addMarker} />
        </Button>
      </div>
      {markers.length === 0 ? (
        <p className="nada-playground__hint">
          <FormattedMessage {...messages.noMarkers} />
        </p>
      ) : (
        <ul>
          {markers.map((marker) => (
            <li key={marker.id} data-marker={marker.id}>
              <IconButton
                icon={playIcon}
                size="sm"
                variant="ghost"
                label={intl.formatMessage(messages.jumpTo, {name: marker.name || formatClock(marker.time)})}
                onClick={() => onJump(marker)}
              />
              <span className="nada-playground__marker-time">{formatClock(marker.time)}</span>
              <Input
                maxLength={60}
                aria-label={intl.formatMessage(messages.markerName, {time: formatClock(marker.time)})}
                value={marker.name}
                onChange={(event) => onRename(marker.id, event.target.value)}
              />
              <IconButton
                icon={trashIcon}
                size="sm"
                variant="ghost"
                label={intl.formatMessage(messages.removeMarker, {
                  name: marker.name || formatClock(marker.time),
                })}
                onClick={() => onRemove(marker.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
