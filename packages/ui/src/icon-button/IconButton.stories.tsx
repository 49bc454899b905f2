import type {Meta, StoryObj} from '@storybook/react-vite';
import {useStoryText} from '../storybook/StoryText';
import {IconButton} from './IconButton';
import {
  type IconName,
  closeIcon,
  moreIcon,
  playIcon,
  repeatIcon,
  shareIcon,
  shuffleIcon,
  sparkleIcon,
  trashIcon,
  uploadIcon,
} from '../icon';

/** Story labels in both languages, by icon: `label` must be a string, so <T/> cannot be used. */
const labels: Partial<Record<IconName, [id: string, en: string]>> = {
  play: ['Putar', 'Play'],
  share: ['Bagikan', 'Share'],
  more: ['Opsi lainnya', 'More options'],
  trash: ['Hapus lagu', 'Delete song'],
  sparkle: ['Buat minus one', 'Make a minus one'],
  close: ['Tutup', 'Close'],
  shuffle: ['Acak', 'Shuffle'],
  repeat: ['Ulangi', 'Repeat'],
  upload: ['Unggah', 'Upload'],
};

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: {icon: playIcon, label: 'Putar'},
  argTypes: {
    variant: {control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'accent']},
    size: {control: 'inline-radio', options: ['sm', 'md', 'lg']},
  },
  render: function Render(args) {
    const t = useStoryText();
    const label = labels[args.icon.name];
    return <IconButton {...args} label={label ? t(...label) : args.label} />;
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {args: {variant: 'primary'}};
export const Secondary: Story = {args: {variant: 'secondary', icon: shareIcon}};
export const Ghost: Story = {args: {variant: 'ghost', icon: moreIcon}};
export const Danger: Story = {args: {variant: 'danger', icon: trashIcon}};
export const Accent: Story = {args: {variant: 'accent', icon: sparkleIcon}};
export const Small: Story = {args: {variant: 'secondary', size: 'sm', icon: closeIcon}};
export const Medium: Story = {args: {variant: 'secondary', size: 'md', icon: closeIcon}};
export const Large: Story = {args: {variant: 'primary', size: 'lg'}};
export const Pressed: Story = {args: {variant: 'ghost', icon: shuffleIcon, pressed: true}};
export const NotPressed: Story = {args: {variant: 'ghost', icon: shuffleIcon, pressed: false}};
export const PressedPrimary: Story = {args: {variant: 'primary', icon: repeatIcon, pressed: true}};
export const Disabled: Story = {args: {variant: 'primary', disabled: true}};
export const Loading: Story = {args: {variant: 'primary', icon: uploadIcon, loading: true}};
