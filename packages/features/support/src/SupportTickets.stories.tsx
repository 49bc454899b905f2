import type {Meta, StoryObj} from '@storybook/react-vite';
import {adminSummaries} from './storybook/fixtures';
import {fakeSupportClient, getStoryChallenge} from './storybook/client';
import {SupportTickets} from './SupportTickets';

const meta = {
  title: 'Features/Support/SupportTickets',
  component: SupportTickets,
  args: {
    client: fakeSupportClient(),
    ticketId: null,
    onOpen: () => {},
    getChallenge: getStoryChallenge,
    errorText: () => 'Tiket tidak ditemukan.',
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 768}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportTickets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form above the user's tickets. */
export const Tickets: Story = {};
/** An admin: everyone's tickets, with who opened each. */
export const Admin: Story = {args: {admin: true, client: fakeSupportClient({tickets: adminSummaries})}};
/** One ticket's thread in place of the form and the list. */
export const Thread: Story = {args: {ticketId: 't1'}};
/** The ticket could not be read. */
export const ThreadFailed: Story = {args: {ticketId: 't1', client: fakeSupportClient({ticket: 'error'})}};
