import type {Meta, StoryObj} from '@storybook/react-vite';
import {useStoryText} from '../storybook/StoryText';
import {Input, type InputProps} from './Input';
import {envelopeIcon} from '../icon';

/** Gives each story a name and placeholder in the current story language. */
function StoryInput(props: InputProps) {
  const t = useStoryText();
  const text = {
    text: [t('Judul lagu', 'Song title'), t('mis. Bengawan Solo', 'e.g. Bengawan Solo')],
    email: ['Email', 'nama@contoh.com'],
    search: [t('Cari lagu', 'Search songs'), t('Cari judul atau artis', 'Search title or artist')],
    password: [t('Kata sandi', 'Password'), ''],
    url: ['URL', 'https://'],
    tel: [t('Telepon', 'Phone'), '+62'],
  }[props.type ?? 'text'];
  return <Input aria-label={text[0]} placeholder={text[1] || undefined} {...props} />;
}

const meta = {
  title: 'UI/Input',
  component: Input,
  render: (args) => <StoryInput {...args} />,
  argTypes: {
    type: {control: 'inline-radio', options: ['text', 'email', 'search', 'password', 'url', 'tel']},
    size: {control: 'inline-radio', options: ['md', 'lg']},
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 380}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = {args: {defaultValue: 'Bengawan Solo'}};
export const Email: Story = {args: {type: 'email', iconStart: envelopeIcon}};
export const Search: Story = {args: {type: 'search'}};
export const Password: Story = {args: {type: 'password', defaultValue: 'rahasia-sekali'}};
export const Large: Story = {args: {size: 'lg', type: 'search'}};
export const Invalid: Story = {args: {type: 'email', invalid: true, defaultValue: 'sari@contoh'}};
export const Disabled: Story = {args: {disabled: true, defaultValue: 'Bengawan Solo'}};
export const ReadOnly: Story = {args: {readOnly: true, defaultValue: 'Bengawan Solo'}};
