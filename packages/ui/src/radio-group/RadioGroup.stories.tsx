import type {Meta, StoryObj} from '@storybook/react-vite';
import {Field} from '../field';
import {useStoryText} from '../storybook/StoryText';
import {RadioGroup, type RadioGroupProps, type RadioOption} from './RadioGroup';

/** Stem choices in the current story language. */
function useStems(): RadioOption[] {
  const t = useStoryText();
  return [
    {
      value: '2',
      label: t('2 stem', '2 stems'),
      description: t('Vokal dan iringan', 'Vocals and accompaniment'),
    },
    {
      value: '4',
      label: t('4 stem', '4 stems'),
      description: t('Vokal, drum, bas, lainnya', 'Vocals, drums, bass, other'),
    },
    {
      value: '5',
      label: t('5 stem', '5 stems'),
      description: t('Ditambah piano · Pro', 'Plus piano · Pro'),
      disabled: true,
    },
  ];
}

/** A RadioGroup named in the current story language, with the stem choices as options. */
function StoryRadioGroup(props: Omit<RadioGroupProps, 'options'> & {options?: RadioOption[]}) {
  const t = useStoryText();
  return <RadioGroup aria-label={t('Pisahkan menjadi', 'Split into')} options={useStems()} {...props} />;
}

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {options: []},
  render: ({options: _options, ...args}) => <StoryRadioGroup {...args} />,
  argTypes: {
    variant: {control: 'inline-radio', options: ['default', 'cards']},
    orientation: {control: 'inline-radio', options: ['vertical', 'horizontal']},
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 560}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {args: {defaultValue: '2'}};
export const Horizontal: Story = {args: {defaultValue: '4', orientation: 'horizontal'}};
export const Cards: Story = {args: {defaultValue: '4', variant: 'cards'}};
export const CardsHorizontal: Story = {
  args: {defaultValue: '2', variant: 'cards', orientation: 'horizontal'},
};
export const Invalid: Story = {args: {invalid: true, variant: 'cards', orientation: 'horizontal'}};
export const Disabled: Story = {args: {disabled: true, defaultValue: '2'}};
export const InField: Story = {
  render: ({options: _options, ...args}) => <StemsField {...args} />,
};

function StemsField(props: Omit<RadioGroupProps, 'options'>) {
  const t = useStoryText();
  return (
    <Field
      label={t('Pisahkan menjadi', 'Split into')}
      hint={t('Lebih banyak stem butuh waktu lebih lama', 'More stems take longer')}
      error={t('Pilih jumlah stem', 'Choose how many stems')}
      required
    >
      <RadioGroup options={useStems()} variant="cards" orientation="horizontal" {...props} />
    </Field>
  );
}
