import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '@nada/ui';
import {AppPageFrame} from './AppPageFrame';
import {Localized} from './storybook/fixtures';

const meta = {
  title: 'Features/Site/AppPageFrame',
  component: AppPageFrame,
  parameters: {layout: 'fullscreen'},
  args: {
    title: <Localized id="Riwayat" en="History" />,
    titleId: 'story-page-title',
    lead: <Localized id="Semua pekerjaan Anda, yang terbaru dulu." en="All your jobs, newest first." />,
    children: (
      <Button variant="secondary">
        <Localized id="Muat lagi" en="Load more" />
      </Button>
    ),
  },
} satisfies Meta<typeof AppPageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tool page: its heading and lead over its content, in one centred column. */
export const Default: Story = {};
