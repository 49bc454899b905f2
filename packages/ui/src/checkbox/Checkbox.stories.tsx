import type {Meta, StoryObj} from '@storybook/react-vite';
import {Field} from '../field';
import {T} from '../storybook/StoryText';
import {Checkbox} from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: {children: <T id="Sertakan vokal terpisah" en="Include separate vocals" />},
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = {args: {defaultChecked: true}};
export const Indeterminate: Story = {
  args: {checked: 'indeterminate', children: <T id="Semua stem" en="All stems" />},
};
export const WithDescription: Story = {
  args: {
    defaultChecked: true,
    description: <T id="Simpan vokal sebagai file WAV sendiri" en="Save the vocals as their own WAV file" />,
  },
};
export const Invalid: Story = {
  args: {invalid: true, children: <T id="Saya setuju dengan ketentuan" en="I agree to the terms" />},
};
export const Disabled: Story = {args: {disabled: true}};
export const DisabledChecked: Story = {args: {disabled: true, defaultChecked: true}};
export const InField: Story = {
  render: (args) => (
    <Field
      label={<T id="Ketentuan" en="Terms" />}
      error={<T id="Setujui ketentuan untuk lanjut" en="Agree to the terms to continue" />}
      required
    >
      <Checkbox {...args}>
        <T id="Saya setuju dengan ketentuan" en="I agree to the terms" />
      </Checkbox>
    </Field>
  ),
};
