import type {Meta, StoryObj} from '@storybook/react-vite';
import {SoundAuditList} from './SoundAuditList';
import {auditEntries} from './storybook/fixtures';

const meta = {
  title: 'Features/SoundLibrary/SoundAuditList',
  component: SoundAuditList,
  args: {entries: auditEntries},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 560}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SoundAuditList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {};
export const MoreEntries: Story = {args: {hasMore: true}};
export const Loading: Story = {args: {status: 'loading'}};
export const Empty: Story = {args: {entries: []}};
export const Failed: Story = {
  args: {status: 'error', errorText: 'Nada tidak bisa dihubungi. Periksa koneksimu, lalu coba lagi.'},
};
