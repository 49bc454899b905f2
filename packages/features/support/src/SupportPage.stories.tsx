import type {Meta, StoryObj} from '@storybook/react-vite';
import {faqPlans} from './storybook/fixtures';
import {fakeSupportClient, getStoryChallenge} from './storybook/client';
import {SupportPage} from './SupportPage';
import {SupportTickets} from './SupportTickets';

const meta = {
  title: 'Features/Support/SupportPage',
  component: SupportPage,
  args: {
    header: <h1>Bantuan</h1>,
    plans: faqPlans,
    session: 'signed-out',
    tickets: (
      <SupportTickets
        client={fakeSupportClient()}
        ticketId={null}
        onOpen={() => {}}
        getChallenge={getStoryChallenge}
        errorText={() => 'Tiket tidak ditemukan.'}
      />
    ),
    signInLink: (text) => <a href="#masuk">{text}</a>,
  },
  decorators: [
    (Story) => (
      <div style={{display: 'grid', gap: '2rem', maxWidth: 768}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the FAQ, and a link to sign in to contact support. */
export const Guest: Story = {};
/** Signed in: the FAQ, the contact form and the user's tickets. */
export const SignedIn: Story = {args: {session: 'signed-in'}};
/** Before the plans' figures are known: the FAQ waits for them. */
export const NoPlansYet: Story = {args: {plans: {}}};
