import type {Meta, StoryObj} from '@storybook/react-vite';
import {Input} from '../input';
import {T} from '../storybook/StoryText';
import {Field} from './Field';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: {
    label: <T id="Judul lagu" en="Song title" />,
    children: <Input defaultValue="Bengawan Solo" />,
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 380}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: {hint: <T id="Seperti yang tertulis di sampul album" en="As written on the album cover" />},
};
export const WithError: Story = {
  args: {
    label: 'Email',
    hint: <T id="Kami kirim tautan masuk ke sini" en="We send the sign-in link here" />,
    error: <T id="Alamat email ini tidak valid" en="This email address is not valid" />,
    children: <Input type="email" defaultValue="sari@contoh" />,
  },
};
export const Required: Story = {args: {required: true}};
export const Optional: Story = {
  args: {
    label: <T id="Nama artis" en="Artist name" />,
    optional: true,
    children: <Input />,
  },
};
export const Disabled: Story = {
  args: {disabled: true, hint: <T id="Diisi dari file audio" en="Filled in from the audio file" />},
};
