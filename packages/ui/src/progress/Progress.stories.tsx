import type {Meta, StoryObj} from '@storybook/react-vite';
import {T} from '../storybook/StoryText';
import {Progress} from './Progress';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: {label: <T id="Memisahkan vokal" en="Separating vocals" />, value: 35},
  argTypes: {
    value: {control: {type: 'range', min: 0, max: 100}},
    size: {control: 'inline-radio', options: ['sm', 'md']},
    tone: {control: 'inline-radio', options: ['primary', 'success', 'danger']},
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: '28rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {args: {value: 0, label: <T id="Mengunggah lagu" en="Uploading song" />}};
export const InProgress: Story = {};
export const Complete: Story = {
  args: {value: 100, tone: 'success', label: <T id="Minus one siap" en="Minus one ready" />},
};
export const Indeterminate: Story = {
  args: {value: null, label: <T id="Menyiapkan model" en="Preparing the model" />},
};
export const ErrorTone: Story = {
  args: {value: 62, tone: 'danger', label: <T id="Pemisahan gagal" en="Separation failed" />},
};
export const Small: Story = {
  args: {value: 72, size: 'sm', label: <T id="Kuota bulan ini" en="This month's quota" />},
};
export const HiddenLabel: Story = {args: {value: 48, hideLabel: true}};
