import type {Meta, StoryObj} from '@storybook/react-vite';
import {T} from '../storybook/StoryText';
import {Switch} from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: {children: <T id="Putar otomatis" en="Autoplay" />},
  argTypes: {labelPosition: {control: 'inline-radio', options: ['start', 'end']}},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 380}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = {args: {defaultChecked: true}};
export const WithDescription: Story = {
  args: {
    defaultChecked: true,
    description: (
      <T
        id="Lagu berikutnya di daftar putar langsung mulai"
        en="The next song in the playlist starts right away"
      />
    ),
  },
};
export const LabelStart: Story = {
  args: {
    labelPosition: 'start',
    children: <T id="Metronom" en="Metronome" />,
    description: <T id="Klik di setiap ketukan" en="A click on every beat" />,
  },
};
export const Disabled: Story = {args: {disabled: true}};
export const DisabledOn: Story = {args: {disabled: true, defaultChecked: true}};
