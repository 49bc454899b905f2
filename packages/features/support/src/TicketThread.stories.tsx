import type {Meta, StoryObj} from '@storybook/react-vite';
import {answeredTicket, closedTicket, longAttachmentTicket, openTicket} from './storybook/fixtures';
import {TicketThread} from './TicketThread';

const meta = {
  title: 'Features/Support/TicketThread',
  component: TicketThread,
  args: {
    ticket: answeredTicket,
    status: 'ready',
    onReply: () => Promise.resolve(),
    onClose: () => Promise.resolve(),
    onDownload: () => {},
    onBack: () => {},
    onRetry: () => {},
    errorText: () => 'Tiket bantuan ini tidak ditemukan.',
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 720}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReplies: Story = {};
export const WaitingForSupport: Story = {args: {ticket: openTicket}};
export const Closed: Story = {args: {ticket: closedTicket}};
export const Loading: Story = {args: {status: 'loading', ticket: null}};
export const LoadError: Story = {args: {status: 'error', ticket: null}};
export const AsStaff: Story = {args: {asStaff: true}};
/** A phone (390 px less the page's margins): a long attachment name wraps inside its button. */
export const LongAttachmentNameOnAPhone: Story = {
  args: {ticket: longAttachmentTicket},
  decorators: [
    (Story) => (
      <div style={{width: 358}}>
        <Story />
      </div>
    ),
  ],
};
