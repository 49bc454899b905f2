import type {Meta, StoryObj} from '@storybook/react-vite';
import {useEffect, useRef, type CSSProperties} from 'react';
import {FakeMedia} from '../testing/FakeMedia';
import {defineNadaPlayer} from './define';
import {EmbedLoadError, type EmbedPlaylist, type EmbedPlaylistLoader} from './embedSource';
import type {NadaPlayerElement} from './NadaPlayerElement';

const playlist: EmbedPlaylist = {
  id: 'story-playlist',
  title: 'Latihan Paduan Suara',
  ownerName: 'Sari Penyanyi',
  pageUrl: 'https://nada.example/v3/playlist?id=story-playlist',
  tracks: [
    {id: 'a', title: 'Bengawan Solo (minus one)', src: 'story:a', durationSeconds: 214},
    {id: 'b', title: 'Rayuan Pulau Kelapa', src: 'story:b', durationSeconds: 187},
    {id: 'c', title: 'Indonesia Pusaka (vokal)', src: 'story:c', durationSeconds: 242},
  ],
};

/** What a story does once the playlist is shown: play, move on, pause, fail. */
type Script = (player: NadaPlayerElement, media: FakeMedia) => void;

interface DemoProps {
  /** Answers the playlist, or fails, or never answers (loading). */
  loader: EmbedPlaylistLoader;
  /** The player's language (the story's locale). */
  lang: string;
  /** The player's colour mode (the story's, unless the story forces one). */
  theme: 'light' | 'dark';
  script?: Script;
  /** Custom properties a partner site sets. */
  style?: CSSProperties;
}

const press = (player: NadaPlayerElement, selector: string) =>
  player.shadowRoot?.querySelector<HTMLButtonElement>(selector)?.click();

/** `<nada-player>` with a fake network and media element, mounted anew for each locale and mode. */
function EmbedDemo({loader, lang, theme, script, style}: DemoProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    defineNadaPlayer();
    const media = new FakeMedia({durations: {'story:a': 214, 'story:b': 187, 'story:c': 242}});
    const player = document.createElement('nada-player') as NadaPlayerElement;
    player.loader = loader;
    player.createMedia = () => media;
    player.setAttribute('playlist', 'story-playlist');
    player.setAttribute('lang', lang);
    player.setAttribute('theme', theme);
    const observer = new MutationObserver(() => {
      if (player.dataset.status === 'loading') return;
      observer.disconnect();
      script?.(player, media);
    });
    observer.observe(player, {attributes: true, attributeFilter: ['data-status']});
    host.current?.append(player);
    return () => {
      observer.disconnect();
      player.remove();
    };
  }, [loader, lang, theme, script]);
  return <div ref={host} style={{maxWidth: 480, ...style}} />;
}

const answer: EmbedPlaylistLoader = async () => playlist;

const meta = {
  title: 'Features/Player/Embed (nada-player)',
  component: EmbedDemo,
  args: {loader: answer, lang: 'id', theme: 'light'},
  render: (args, {globals}) => (
    <EmbedDemo
      {...args}
      lang={globals.locale === 'en' ? 'en' : 'id'}
      theme={args.theme === 'dark' || globals.colorMode === 'dark' ? 'dark' : 'light'}
    />
  ),
} satisfies Meta<typeof EmbedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {args: {loader: () => new Promise<EmbedPlaylist>(() => {})}};
export const Playing: Story = {
  args: {
    script: (player, media) => {
      press(player, '.toggle');
      media.advance(42);
    },
  },
};
export const Paused: Story = {
  args: {
    script: (player, media) => {
      press(player, '.track[data-index="1"]');
      media.advance(95);
      press(player, '.toggle');
    },
  },
};
export const PlaybackError: Story = {
  args: {
    script: (player, media) => {
      press(player, '.toggle');
      media.fail(2);
    },
  },
};
export const Unavailable: Story = {
  args: {
    loader: async () => {
      throw new EmbedLoadError('unavailable');
    },
  },
};
export const LoadFailed: Story = {
  args: {
    loader: async () => {
      throw new EmbedLoadError('failed');
    },
  },
};
export const EmptyPlaylist: Story = {args: {loader: async () => ({...playlist, tracks: []})}};
export const Dark: Story = {
  args: {
    theme: 'dark',
    script: (player, media) => {
      press(player, '.toggle');
      media.advance(42);
    },
  },
};
export const Themed: Story = {
  args: {
    style: {
      // A partner's own palette, the same in both modes.
      '--nada-player-background': '#fbf8f1',
      '--nada-player-foreground': '#1f2a24',
      '--nada-player-muted': '#46534c',
      '--nada-player-accent': '#0b6e4f',
      '--nada-player-radius': '4px',
      '--nada-player-border': '#0b6e4f',
      '--nada-player-font-family': 'Georgia, serif',
    } as CSSProperties,
  },
};
export const Narrow: Story = {
  args: {style: {maxWidth: 300}},
};
