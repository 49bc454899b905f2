import type {Meta, StoryObj} from '@storybook/react-vite';
import {Field} from '../field';
import {T, useStoryText} from '../storybook/StoryText';
import {Select, SelectItem, type SelectOption, type SelectProps} from './Select';

/** The export formats, with descriptions in the current story language. */
function useFormats(): SelectOption[] {
  const t = useStoryText();
  return [
    {value: 'wav', label: 'WAV', description: t('Kualitas penuh, file besar', 'Full quality, large file')},
    {
      value: 'mp3',
      label: 'MP3 320 kbps',
      description: t('Untuk ponsel dan berbagi', 'For phones and sharing'),
    },
    {
      value: 'flac',
      label: 'FLAC',
      description: t('Lossless, lebih kecil dari WAV', 'Lossless, smaller than WAV'),
    },
    {value: 'ogg', label: 'OGG', description: t('Segera hadir', 'Coming soon'), disabled: true},
  ];
}

/** A Select named in the current story language, with the formats as options unless children are given. */
function StorySelect(props: SelectProps) {
  const t = useStoryText();
  const formats = useFormats();
  return (
    <Select
      aria-label={t('Format unduhan', 'Download format')}
      options={props.children ? undefined : formats}
      {...props}
    />
  );
}

const meta = {
  title: 'UI/Select',
  component: Select,
  render: (args) => <StorySelect {...args} />,
  decorators: [
    (Story) => (
      <div style={{maxWidth: 320}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = {args: {defaultValue: 'mp3'}};
export const CustomPlaceholder: Story = {args: {placeholder: <T id="Format asli" en="Original format" />}};
export const Open: Story = {args: {defaultOpen: true, defaultValue: 'wav'}};
export const WithItems: Story = {
  args: {
    defaultOpen: true,
    children: [-2, -1, 0, 1, 2].map((step) => (
      <SelectItem key={step} value={String(step)}>
        {step > 0 ? `+${step}` : String(step)}
      </SelectItem>
    )),
    defaultValue: '0',
  },
};
export const Invalid: Story = {args: {invalid: true}};
export const Disabled: Story = {args: {disabled: true, defaultValue: 'wav'}};
export const InField: Story = {render: (args) => <FormatField {...args} />};

function FormatField(props: SelectProps) {
  return (
    <Field
      label={<T id="Format unduhan" en="Download format" />}
      hint={<T id="Berlaku untuk semua stem" en="Applies to every stem" />}
      error={<T id="Pilih format dulu" en="Choose a format first" />}
      required
    >
      <Select options={useFormats()} {...props} />
    </Field>
  );
}
