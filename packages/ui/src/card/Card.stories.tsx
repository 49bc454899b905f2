import type {Meta, StoryObj} from '@storybook/react-vite';
import {Badge} from '../badge';
import {Button} from '../button';
import {Icon, downloadIcon, heartIcon, microphoneIcon, playIcon, playlistIcon, vinylIcon} from '../icon';
import {IconButton} from '../icon-button';
import {T, useStoryText} from '../storybook/StoryText';
import {Card, CardContent, CardDescription, CardFooter, CardHeader, CardMedia, CardTitle} from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  argTypes: {
    variant: {control: 'inline-radio', options: ['elevated', 'outlined', 'sunken']},
    padding: {control: 'inline-radio', options: ['sm', 'md', 'lg']},
  },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          <T id="Latihan harian" en="Daily practice" />
        </CardTitle>
        <CardDescription>
          <T
            id="Sepuluh menit pemanasan vokal dengan minus one pilihanmu."
            en="Ten minutes of vocal warm-up over a minus one you choose."
          />
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button size="sm" iconStart={playIcon}>
          <T id="Mulai" en="Start" />
        </Button>
      </CardFooter>
    </Card>
  ),
  decorators: [
    (Story) => (
      <div style={{maxWidth: '22rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Elevated: Story = {args: {variant: 'elevated'}};
export const Outlined: Story = {args: {variant: 'outlined'}};
export const Sunken: Story = {args: {variant: 'sunken'}};
export const SmallPadding: Story = {args: {variant: 'outlined', padding: 'sm'}};
export const LargePadding: Story = {args: {variant: 'elevated', padding: 'lg'}};

/** The whole card is one link: hover lifts it, focus rings it. */
export const Interactive: Story = {
  args: {interactive: true, asChild: true},
  render: (args) => (
    <Card {...args}>
      <a href="#playlist-keroncong">
        <CardHeader>
          <CardTitle>
            <T id="Keroncong malam minggu" en="Saturday night keroncong" />
          </CardTitle>
          <CardDescription>
            <T id="12 lagu · diperbarui kemarin" en="12 songs · updated yesterday" />
          </CardDescription>
        </CardHeader>
        <CardContent style={{display: 'flex', alignItems: 'center', gap: 'var(--nada-space-2)'}}>
          <Icon icon={playlistIcon} />
          <T id="Playlist" en="Playlist" />
        </CardContent>
      </a>
    </Card>
  ),
};

/** A song card: cover art, badges, and its actions. */
export const TrackWithMedia: Story = {
  args: {variant: 'elevated'},
  render: function Render(args) {
    const t = useStoryText();
    return (
      <Card {...args}>
        <CardMedia
          style={{
            background:
              'repeating-radial-gradient(circle at 50% 50%, transparent 0 6px, color-mix(in srgb, var(--nada-color-on-primary) 12%, transparent) 6px 7px), linear-gradient(135deg, var(--nada-color-primary) 20%, var(--nada-color-accent))',
            color: 'var(--nada-color-on-primary)',
          }}
        >
          <Icon icon={vinylIcon} size={64} />
        </CardMedia>
        <CardHeader>
          <div style={{display: 'flex', gap: 'var(--nada-space-2)', flexWrap: 'wrap'}}>
            <Badge tone="primary" size="sm" icon={microphoneIcon}>
              <T id="Minus one" en="Minus one" />
            </Badge>
            <Badge tone="success" size="sm" dot>
              <T id="Siap" en="Ready" />
            </Badge>
          </div>
          <CardTitle>Bengawan Solo</CardTitle>
          <CardDescription>
            Gesang · <T id="Nada dasar" en="Key" /> C · 3:12
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button size="sm" iconStart={playIcon}>
            <T id="Putar" en="Play" />
          </Button>
          <Button size="sm" variant="secondary" iconStart={downloadIcon}>
            <T id="Unduh" en="Download" />
          </Button>
          <IconButton
            icon={heartIcon}
            size="sm"
            label={t('Simpan ke favorit', 'Save to favourites')}
            defaultPressed={false}
            style={{marginInlineStart: 'auto'}}
          />
        </CardFooter>
      </Card>
    );
  },
};
