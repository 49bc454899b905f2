import type {Meta, StoryObj} from '@storybook/react-vite';
import {TicketForm} from './TicketForm';

// Difficulty 0: any nonce solves it, so the form is ready at once.
const getChallenge = () => Promise.resolve({id: 'story', salt: 'story', difficulty: 0});

const meta = {
  title: 'Features/Support/TicketForm',
  component: TicketForm,
  args: {
    getChallenge,
    onSubmit: () => Promise.resolve(),
    errorText: () => 'Lampirannya terlalu besar: maksimal 2 MB.',
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 640}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};
export const BillingTopic: Story = {args: {defaultCategory: 'billing'}};
