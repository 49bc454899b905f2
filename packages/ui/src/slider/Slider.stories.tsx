import type {Meta, StoryObj} from '@storybook/react-vite';
import {useIntl} from 'react-intl';
import {T, useStoryText} from '../storybook/StoryText';
import {Slider, type SliderProps} from './Slider';

/** "+2 semitones", in the current story language. */
function useSemitones(): (value: number) => string {
  const t = useStoryText();
  const intl = useIntl();
  return (value) =>
    `${intl.formatNumber(value, {signDisplay: 'exceptZero'})} ${t('semiton', Math.abs(value) === 1 ? 'semitone' : 'semitones')}`;
}

/** "90 %" style tempo, from a percentage number. */
function usePercent(): (value: number) => string {
  const intl = useIntl();
  return (value) => intl.formatNumber(value / 100, {style: 'percent'});
}

function KeySlider(props: SliderProps) {
  return (
    <Slider
      label={<T id="Nada dasar" en="Key" />}
      min={-12}
      max={12}
      defaultValue={[2]}
      formatValue={useSemitones()}
      {...props}
    />
  );
}

function TempoSlider(props: SliderProps) {
  const percent = usePercent();
  return (
    <Slider
      label={<T id="Tempo" en="Tempo" />}
      min={50}
      max={200}
      step={5}
      defaultValue={[90]}
      formatValue={percent}
      marks={[50, 100, 150, 200].map((value) => ({value, label: percent(value)}))}
      {...props}
    />
  );
}

function LoopSlider(props: SliderProps) {
  const t = useStoryText();
  return (
    <Slider
      label={t('Bagian diulang', 'Loop section')}
      thumbLabels={[t('Awal', 'Start'), t('Akhir', 'End')]}
      min={0}
      max={240}
      defaultValue={[45, 95]}
      formatValue={(seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}
      {...props}
    />
  );
}

const meta = {
  title: 'UI/Slider',
  component: Slider,
  render: (args) => <KeySlider {...args} />,
  decorators: [
    (Story) => (
      <div style={{maxWidth: 420}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithMarks: Story = {render: (args) => <TempoSlider {...args} />};
export const Range: Story = {render: (args) => <LoopSlider {...args} />};
export const Vertical: Story = {
  args: {orientation: 'vertical', marks: [{value: -12}, {value: 0, label: '0'}, {value: 12}]},
};
export const WithoutValue: Story = {args: {showValue: false}};
export const Invalid: Story = {args: {invalid: true}};
export const Disabled: Story = {args: {disabled: true}};
/** Mark labels stay readable when disabled; only the track, thumb and ticks fade. */
export const DisabledWithMarks: Story = {render: (args) => <TempoSlider {...args} />, args: {disabled: true}};
