import type {Meta, StoryObj} from '@storybook/react-vite';
import {ProfileDetailsForm} from './ProfileDetailsForm';

const meta = {
  title: 'Features/Profile/ProfileDetailsForm',
  component: ProfileDetailsForm,
  args: {
    save: async () => {},
    defaultValues: {
      displayName: 'Sari Wulandari',
      phoneNumber: '+6281234567890',
      locale: 'id',
      theme: 'system',
    },
  },
} satisfies Meta<typeof ProfileDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Submitting: Story = {args: {initialState: {status: 'submitting'}}};
export const Saved: Story = {args: {initialState: {status: 'success'}}};
export const FieldErrors: Story = {
  args: {
    defaultValues: {displayName: '', phoneNumber: '812-34', locale: 'en', theme: 'dark'},
    initialState: {status: 'error', fieldErrors: {displayName: 'nameRequired', phoneNumber: 'phoneInvalid'}},
  },
};
export const PhoneNumberInUse: Story = {
  args: {initialState: {status: 'error', error: {code: 'PHONE_NUMBER_TAKEN'}}},
};
export const NetworkError: Story = {
  args: {initialState: {status: 'error', error: {code: 'auth/network-request-failed'}}},
};
