import {
  Badge,
  Button,
  Icon,
  formatClock,
  arrowRightIcon,
  clockIcon,
  globeIcon,
  playIcon,
  userIcon,
  videoIcon,
  warningIcon,
} from '@nada/ui';
import {isoDuration} from '@nada/jobs';
import {forwardRef, useId} from 'react';
import {useIntl, type IntlShape} from 'react-intl';
import {messages} from './messages';
import type {LinkProbe} from './types';
import './generationWizard.css';

/** Props of {@link SourceCard}. */
export interface SourceCardProps {
  /** What the link holds, as the probe answered. */
  source: LinkProbe;
  /** Goes on with this source; the Continue button shows only with it, and only when the source is allowed. */
  onContinue?: (source: LinkProbe) => void;
  /** The Continue button's text. @default "Continue" in the user's language */
  continueLabel?: string;
  /** Checks a playlist's first video on its own; the button shows only with it, for a playlist whose first video has its own link. */
  onUseFirstItem?: (url: string) => void;
  /** The link that was checked, to tell whether a playlist's first video has a link of its own. */
  checkedUrl?: string;
  /** The heading level of the title. @default 'h2' */
  titleAs?: 'h2' | 'h3';
  /** Class of the outer element. */
  className?: string;
}

/** The site a source is on, as people write it: the link's host without `www.` or `m.` ("youtube.com"). */
export function sourceSite(url: string): string {
  if (!URL.canParse(url)) return '';
  return new URL(url).host.replace(/^(www|m)\./, '');
}

function limitText(intl: IntlShape, maxSeconds: number): string {
  return intl.formatMessage(messages.sourceLimit, {minutes: Math.floor(maxSeconds / 60)});
}

/** Why a source cannot be used, in plain words, or null when it can. */
function refusalText(intl: IntlShape, source: LinkProbe): string | null {
  if (source.allowed) return null;
  switch (source.reason) {
    case 'TOO_LONG':
      return intl.formatMessage(messages.sourceTooLong, {
        duration: formatClock(source.durationSeconds ?? 0),
        limit: limitText(intl, source.maxDurationSeconds),
      });
    case 'LIVE':
      return intl.formatMessage(messages.sourceLiveReason);
    case 'PLAYLIST':
      return source.playlist?.title
        ? intl.formatMessage(messages.sourcePlaylistNamedReason, {playlist: source.playlist.title})
        : intl.formatMessage(messages.sourcePlaylistReason);
    default:
      return intl.formatMessage(messages.sourceDurationUnknownReason);
  }
}

/**
 * What a link holds, before anything is downloaded: thumbnail, title, channel, length and site;
 * Continue when it can be used, and otherwise why not (too long for the plan, with its limit; a
 * live stream; a playlist, of which only the first video can be used; a length that cannot be read).
 * Its ref is the title, which can take focus once the card appears.
 */
export const SourceCard = forwardRef<HTMLHeadingElement, SourceCardProps>(function SourceCard(
  {source, onContinue, continueLabel, onUseFirstItem, checkedUrl, titleAs: Title = 'h2', className},
  titleRef,
) {
  const intl = useIntl();
  const titleId = useId();
  const refusal = refusalText(intl, source);
  const site = sourceSite(source.url);
  const firstItemHasOwnLink = checkedUrl === undefined || checkedUrl !== source.url;
  const classes = ['nada-source-card', className].filter(Boolean).join(' ');
  return (
    <article
      className={classes}
      aria-labelledby={titleId}
      data-allowed={source.allowed}
      data-reason={source.reason ?? undefined}
    >
      <div className="nada-source-card__media">
        {source.thumbnail ? (
          <img
            className="nada-source-card__thumbnail"
            src={source.thumbnail.url}
            alt={intl.formatMessage(messages.sourceThumbnail, {title: source.title})}
            width={320}
            height={180}
            decoding="async"
          />
        ) : (
          <span className="nada-source-card__placeholder" aria-hidden>
            <Icon icon={videoIcon} />
          </span>
        )}
        {source.durationSeconds !== null && (
          <span className="nada-source-card__clock" aria-hidden>
            {formatClock(source.durationSeconds)}
          </span>
        )}
      </div>
      <div className="nada-source-card__body">
        {(source.isLive || source.playlist) && (
          <p className="nada-source-card__badges">
            {source.isLive && (
              <Badge tone="danger" size="sm">
                {intl.formatMessage(messages.sourceLive)}
              </Badge>
            )}
            {source.playlist && (
              <Badge tone="accent" size="sm">
                {intl.formatMessage(messages.sourcePlaylist)}
              </Badge>
            )}
          </p>
        )}
        <Title id={titleId} ref={titleRef} tabIndex={-1} className="nada-source-card__title">
          {source.title}
        </Title>
        <dl className="nada-source-card__facts">
          {source.uploader && (
            <div>
              <dt>
                <Icon icon={userIcon} label={intl.formatMessage(messages.sourceUploader)} />
              </dt>
              <dd>{source.uploader}</dd>
            </div>
          )}
          <div>
            <dt>
              <Icon icon={clockIcon} label={intl.formatMessage(messages.sourceDuration)} />
            </dt>
            <dd>
              {source.durationSeconds === null ? (
                intl.formatMessage(messages.sourceDurationUnknown)
              ) : (
                <time dateTime={isoDuration(source.durationSeconds)}>
                  {formatClock(source.durationSeconds)}
                </time>
              )}
            </dd>
          </div>
          {site && (
            <div>
              <dt>
                <Icon icon={globeIcon} label={intl.formatMessage(messages.sourceSite)} />
              </dt>
              <dd>{site}</dd>
            </div>
          )}
        </dl>
        {refusal && (
          <div className="nada-source-card__refusal" data-reason={source.reason ?? undefined}>
            <Icon icon={warningIcon} className="nada-source-card__refusal-icon" />
            <p>{refusal}</p>
          </div>
        )}
        <div className="nada-source-card__actions">
          {source.allowed && onContinue && (
            <Button iconEnd={arrowRightIcon} onClick={() => onContinue(source)}>
              {continueLabel ?? intl.formatMessage(messages.sourceContinue)}
            </Button>
          )}
          {source.reason === 'PLAYLIST' && onUseFirstItem && firstItemHasOwnLink && (
            <Button variant="secondary" iconStart={playIcon} onClick={() => onUseFirstItem(source.url)}>
              {intl.formatMessage(messages.sourceUseFirst)}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
});
