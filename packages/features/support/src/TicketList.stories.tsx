import type {Meta, StoryObj} from '@storybook/react-vite';
import {adminSummaries, ticketSummaries} from './storybook/fixtures';
import {TicketList} from './TicketList';

const meta = {
  title: 'Features/Support/TicketList',
  component: TicketList,
  args: {tickets: ticketSummaries, status: 'ready', onOpen: () => {}, onRetry: () => {}},
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const Loading: Story = {args: {status: 'loading', tickets: []}};
export const Empty: Story = {args: {tickets: []}};
export const LoadError: Story = {
  args: {status: 'error', tickets: [], errorText: 'Tidak ada koneksi. Periksa internetmu lalu coba lagi.'},
};
export const Admin: Story = {args: {tickets: adminSummaries, admin: true}};
