import type {Meta, StoryObj} from '@storybook/react-vite';
import {GoogleReauthDialog} from './GoogleReauthDialog';

const meta = {
  title: 'Features/Profile/GoogleReauthDialog',
  component: GoogleReauthDialog,
  parameters: {layout: 'fullscreen'},
  // The dialog renders in a portal; the wrapper stands for the page that opened it.
  decorators: [
    (Story) => (
      <div style={{minHeight: '100vh'}}>
        <Story />
      </div>
    ),
  ],
  args: {open: true, onOpenChange: () => {}, reauthenticate: async () => {}, onSuccess: () => {}},
} satisfies Meta<typeof GoogleReauthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
