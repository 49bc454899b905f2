import type {PlayAttributes} from '@nada/player';
import {Button, Icon, playIcon} from '@nada/ui';
import type {IconData} from '@nada/ui';
import type {MouseEvent, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {publicMessages} from './publicMessages';
import './playlist.css';

/** One card of a public profile's list: a playlist or a track. */
export interface PublicCard {
  id: string;
  title: string;
  /** Facts under the title (item count, length), each its own span. */
  facts: ReactNode[];
  /** The address its title links to; without one the title is plain text. */
  href?: string;
  /** Whether there is nothing to play. @default false */
  empty?: boolean;
  /** What its play button plays on a page sent without React (@nada/player's play attributes). */
  play?: PlayAttributes;
}

/** Props of {@link PublicCards}. */
export interface PublicCardsProps {
  cards: readonly PublicCard[];
  /** The accessible name of the list. */
  label: string;
  /** The picture of every card. */
  icon: IconData;
  /** Plays a card. */
  onPlay: (id: string) => void;
  /** Follows a card's link inside the app (client navigation) instead of loading the page anew. */
  onOpen?: (id: string) => void;
  /** The card whose songs are being fetched to play: its button shows busy. */
  startingId?: string | null;
  /** Heading level of each card's title. */
  titleAs: 'h2' | 'h3' | 'h4';
  /** The list's attributes for a page sent without React (@nada/player's `queueAttributes`). */
  listAttributes?: PlayAttributes;
}

/**
 * The cards a public profile lists (its playlists, its tracks): art, a title that may link, facts,
 * and a play button. What PublicPlaylists and PublicTracks share.
 */
export function PublicCards({
  cards,
  label,
  icon,
  onPlay,
  onOpen,
  startingId = null,
  titleAs: Title,
  listAttributes,
}: PublicCardsProps) {
  const intl = useIntl();
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <ul className="nada-playlist-list__grid" aria-label={label} {...listAttributes}>
      {cards.map((card) => (
        <li key={card.id} className="nada-playlist-card nada-public-playlist">
          <span className="nada-playlist-card__art" aria-hidden="true">
            <Icon icon={icon} />
          </span>
          <div className="nada-playlist-card__body">
            <Title className="nada-playlist-card__title">
              {card.href ? (
                <a
                  href={card.href}
                  className="nada-playlist-card__open"
                  onClick={(event) => follow(event, card.id)}
                >
                  {card.title}
                </a>
              ) : (
                card.title
              )}
            </Title>
            <p className="nada-playlist-card__meta">
              {card.facts.map((fact, index) => (
                <span key={index}>{fact}</span>
              ))}
            </p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            iconStart={playIcon}
            className="nada-public-playlist__play"
            disabled={card.empty}
            loading={startingId === card.id}
            aria-label={intl.formatMessage(publicMessages.play, {title: card.title})}
            onClick={() => onPlay(card.id)}
            {...card.play}
          >
            {intl.formatMessage(publicMessages.playShort)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
