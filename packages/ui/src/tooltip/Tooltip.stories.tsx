import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '../button';
import {T} from '../storybook/StoryText';
import {Tooltip, TooltipProvider} from './Tooltip';
import {downloadIcon, playIcon} from '../icon';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  parameters: {layout: 'centered'},
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div style={{padding: 'var(--nada-space-16)'}}>
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
  args: {
    defaultOpen: true,
    content: <T id="Unduh minus one" en="Download the minus one" />,
    children: (
      <Button variant="secondary" iconStart={downloadIcon}>
        <T id="Unduh" en="Download" />
      </Button>
    ),
  },
  argTypes: {side: {control: 'inline-radio', options: ['top', 'right', 'bottom', 'left']}},
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenTop: Story = {args: {side: 'top'}};

export const OpenBottom: Story = {args: {side: 'bottom'}};

export const WithShortcut: Story = {
  args: {
    content: <T id="Putar atau jeda" en="Play or pause" />,
    shortcut: 'Space',
    children: (
      <Button iconStart={playIcon}>
        <T id="Putar" en="Play" />
      </Button>
    ),
  },
};
