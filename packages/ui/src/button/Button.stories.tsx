import type {Meta, StoryObj} from '@storybook/react-vite';
import {T} from '../storybook/StoryText';
import {Button} from './Button';
import {arrowRightIcon, microphoneIcon, sparkleIcon, trashIcon} from '../icon';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: {children: <T id="Buat minus one" en="Make a minus one" />},
  argTypes: {
    variant: {control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'accent']},
    size: {control: 'inline-radio', options: ['sm', 'md', 'lg']},
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {args: {iconStart: microphoneIcon}};
export const Secondary: Story = {args: {variant: 'secondary'}};
export const Ghost: Story = {args: {variant: 'ghost'}};
export const Danger: Story = {
  args: {variant: 'danger', iconStart: trashIcon, children: <T id="Hapus" en="Delete" />},
};
export const Accent: Story = {
  args: {variant: 'accent', iconStart: sparkleIcon, children: <T id="Coba gratis" en="Try it free" />},
};
export const Small: Story = {args: {size: 'sm'}};
export const Large: Story = {args: {size: 'lg', iconEnd: arrowRightIcon}};
export const Loading: Story = {args: {loading: true, children: <T id="Mengunggah" en="Uploading" />}};
export const Disabled: Story = {args: {disabled: true}};
export const FullWidth: Story = {args: {fullWidth: true}};
export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'secondary',
    children: (
      <a href="#pricing">
        <T id="Lihat harga" en="See pricing" />
      </a>
    ),
  },
};
