import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import {faqPlans} from './storybook/fixtures';
import {fakeSupportClient, getStoryChallenge} from './storybook/client';
import {SupportPage} from './SupportPage';
import {SupportTickets} from './SupportTickets';

/** The app's page heading, in the story's language. */
function Heading() {
  return <h1>{useIntl().locale.startsWith('en') ? 'Help' : 'Bantuan'}</h1>;
}

const meta = {
  title: 'Features/Support/SupportPage',
  component: SupportPage,
  args: {
    header: <Heading />,
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
