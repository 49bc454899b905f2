import type {Meta, StoryObj} from '@storybook/react-vite';
import {EmailLinkForm} from './EmailLinkForm';

const meta = {
  title: 'Features/AuthForms/EmailLinkForm',
  component: EmailLinkForm,
  args: {sendLink: async () => {}, passwordHref: '/login'},
} satisfies Meta<typeof EmailLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'sari.wulandari@contoh.com';

export const Idle: Story = {};
export const Submitting: Story = {args: {defaultEmail: email, initialState: {status: 'submitting'}}};
export const FieldError: Story = {
  args: {
    defaultEmail: 'sari.wulandari',
    initialState: {status: 'error', fieldErrors: {email: 'emailInvalid'}},
  },
};
export const NetworkError: Story = {
  args: {defaultEmail: email, initialState: {status: 'error', error: {code: 'auth/network-request-failed'}}},
};
export const CheckYourInbox: Story = {args: {defaultEmail: email, initialState: {status: 'success'}}};
