import {
  Button,
  formatClock,
  IconButton,
  Skeleton,
  closeIcon,
  repeatIcon,
  zoomInIcon,
  zoomOutIcon,
} from '@nada/ui';
import {useId} from 'react';
import type {CSSProperties, ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {messages} from './messages';
import {useSpokenTime} from './time';
import {useWaveform, type UseWaveformOptions} from './useWaveform';
import './waveform.css';

/** Props of {@link Waveform}. */
export interface WaveformProps extends UseWaveformOptions {
  /** Accessible name of the waveform slider, such as the song's title. */
  label: string;
  /** Called by the retry button shown with the `error` status; without it there is no button. */
  onRetry?: () => void;
  /** Shows the zoom buttons. @default true */
  zoomControls?: boolean;
  /** Shown at the start of the row under the waveform, such as the player's time. */
  footer?: ReactNode;
  /** Class name of the outer element. */
  className?: string;
}

const fraction = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * A song's waveform on a canvas: the played part in the accent colour, a cursor, a loop region, zoom,
 * and a slider for the keyboard and screen readers; a skeleton while loading, a message on error.
 */
export function Waveform({
  label,
  onRetry,
  zoomControls = true,
  footer,
  className,
  ...options
}: WaveformProps) {
  const intl = useIntl();
  const spoken = useSpokenTime();
  const hintId = useId();
  const {
    status,
    duration,
    position,
    view,
    zoom,
    regions,
    loop,
    height,
    canZoomIn,
    canZoomOut,
    zoomIn,
    zoomOut,
    removeLoop,
    viewportRef,
    canvasRef,
    playedCanvasRef,
    handleKeyDown,
    handlePointerDown,
    handlePointerMove,
    handlePointerUp,
    handleScroll,
  } = useWaveform(options);
  const span = view.end - view.start;
  const at = (time: number) => fraction((time - view.start) / span);
  const cursor = at(position);
  const style = {
    '--_height': `${height}px`,
    '--_zoom': zoom,
    '--_cursor': Math.min(1, Math.max(0, cursor)),
  } as CSSProperties;

  return (
    <div
      className={['nada-waveform', className].filter(Boolean).join(' ')}
      style={style}
      data-status={status}
      data-zoomed={zoom > 1 || undefined}
    >
      <div
        ref={viewportRef}
        className="nada-waveform__viewport"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.min(Math.round(position), Math.round(duration))}
        aria-valuetext={intl.formatMessage(messages.position, {
          position: spoken(position),
          duration: spoken(duration),
        })}
        aria-disabled={duration <= 0 || undefined}
        aria-describedby={hintId}
        aria-busy={status === 'loading' || undefined}
        onKeyDown={handleKeyDown}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onScroll={handleScroll}
      >
        <div className="nada-waveform__track">
          <div className="nada-waveform__stage">
            {status === 'loading' && (
              <Skeleton shape="rect" height="100%" className="nada-waveform__skeleton" />
            )}
            {status === 'ready' && (
              <>
                <canvas ref={canvasRef} className="nada-waveform__canvas" aria-hidden />
                <canvas
                  ref={playedCanvasRef}
                  className="nada-waveform__canvas"
                  data-part="played"
                  aria-hidden
                />
              </>
            )}
            {(status === 'error' || status === 'empty') && (
              <div className="nada-waveform__line" aria-hidden />
            )}
            {regions.map((region) => (
              <div
                key={region.id}
                className="nada-waveform__region"
                data-region={region.id}
                aria-hidden
                style={{
                  left: `${at(region.start) * 100}%`,
                  width: `${at(region.end) * 100 - at(region.start) * 100}%`,
                }}
              />
            ))}
            {duration > 0 && cursor >= 0 && cursor <= 1 && (
              <div className="nada-waveform__cursor" data-testid="waveform-cursor" aria-hidden />
            )}
          </div>
        </div>
      </div>
      <span id={hintId} className="nada-visually-hidden">
        {intl.formatMessage(messages.keyboardHint)}
        {loop &&
          ` ${intl.formatMessage(messages.loopDescription, {start: formatClock(loop.start), end: formatClock(loop.end)})}`}
      </span>
      {status === 'loading' && (
        <span className="nada-visually-hidden" role="status">
          <FormattedMessage {...messages.loading} />
        </span>
      )}
      {(footer ||
        status === 'error' ||
        status === 'empty' ||
        loop ||
        (zoomControls && status === 'ready')) && (
        <div className="nada-waveform__footer">
          {footer}
          {status === 'error' && (
            <p className="nada-waveform__message" role="status">
              <FormattedMessage {...messages.error} />
              {onRetry && (
                <Button variant="ghost" size="sm" iconStart={repeatIcon} onClick={onRetry}>
                  <FormattedMessage {...messages.retry} />
                </Button>
              )}
            </p>
          )}
          {status === 'empty' && (
            <p className="nada-waveform__message">
              <FormattedMessage {...messages.empty} />
            </p>
          )}
          {loop && (
            <span className="nada-waveform__loop">
              <span className="nada-waveform__loop-label">
                <FormattedMessage
                  {...messages.loopLabel}
                  values={{start: formatClock(loop.start), end: formatClock(loop.end)}}
                />
              </span>
              <IconButton
                icon={closeIcon}
                size="sm"
                label={intl.formatMessage(messages.removeLoop)}
                onClick={removeLoop}
              />
            </span>
          )}
          {zoomControls && status === 'ready' && (
            <span className="nada-waveform__zoom">
              <IconButton
                icon={zoomOutIcon}
                size="sm"
                variant="secondary"
                label={intl.formatMessage(messages.zoomOut)}
                disabled={!canZoomOut}
                onClick={zoomOut}
              />
              <span className="nada-waveform__zoom-value" aria-live="polite">
                <FormattedMessage {...messages.zoomValue} values={{zoom: intl.formatNumber(zoom)}} />
              </span>
              <IconButton
                icon={zoomInIcon}
                size="sm"
                variant="secondary"
                label={intl.formatMessage(messages.zoomIn)}
                disabled={!canZoomIn}
                onClick={zoomIn}
              />
            </span>
          )}
        </div>
      )}
    </div>
  );
}
