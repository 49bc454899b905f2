import type {Meta, StoryObj} from '@storybook/react-vite';
import {LegalDocument} from './LegalDocument';
import {LegalFixtureMessages, Localized, legalContent, legalValues} from './storybook/fixtures';

const meta = {
  title: 'Features/Site/LegalDocument',
  component: LegalDocument,
  decorators: [
    (Story) => (
      <LegalFixtureMessages>
        <Story />
      </LegalFixtureMessages>
    ),
  ],
  args: {
    title: <Localized id="Kebijakan Privasi" en="Privacy Policy" />,
    content: legalContent,
    values: legalValues,
    effectiveDate: '2026-11-22',
    planRetention: [
      {id: 'free', name: 'Gratis', days: 7},
      {id: 'plus', name: 'Plus', days: 30},
      {id: 'pro', name: 'Pro', days: 90},
    ],
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, effective date, contents, numbered sections with their anchors, and where to ask. */
export const Default: Story = {};
