import type {Meta, StoryObj} from '@storybook/react-vite';
import {useStoryText} from '../storybook/StoryText';
import {Textarea, type TextareaProps} from './Textarea';

/** Gives the story a name and placeholder in the current story language. */
function StoryTextarea(props: TextareaProps) {
  const t = useStoryText();
  return (
    <Textarea
      aria-label={t('Catatan untuk band', 'Notes for the band')}
      placeholder={t('Tempo, nada dasar, bagian yang diulang…', 'Tempo, key, parts to repeat…')}
      {...props}
    />
  );
}

const lyrics = 'Bengawan Solo\nRiwayatmu ini\nSedari dulu jadi\nPerhatian insani';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  render: (args) => <StoryTextarea {...args} />,
  decorators: [
    (Story) => (
      <div style={{maxWidth: 420}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {args: {maxLength: 280, defaultValue: 'Intro 4 bar, lalu reff dua kali.'}};
export const AtLimit: Story = {args: {maxLength: 32, defaultValue: 'Intro 4 bar, lalu reff dua kali.'}};
export const Autosize: Story = {args: {autosize: true, maxRows: 8, rows: 2, defaultValue: lyrics}};
export const Invalid: Story = {args: {invalid: true, defaultValue: 'x'}};
export const Disabled: Story = {args: {disabled: true, defaultValue: lyrics}};
