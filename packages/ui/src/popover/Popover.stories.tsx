import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '../button';
import {T, useStoryText} from '../storybook/StoryText';
import {Popover, PopoverClose, PopoverContent, PopoverTrigger} from './Popover';
import {infoIcon, metronomeIcon} from '../icon';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  parameters: {layout: 'fullscreen'},
  args: {defaultOpen: true},
  decorators: [
    (Story) => (
      <div style={{padding: 'var(--nada-space-6) var(--nada-space-8)', minHeight: '100vh'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="secondary" iconStart={infoIcon}>
          <T id="Apa itu stem?" en="What is a stem?" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" title={<T id="Stem" en="Stems" />}>
        <p>
          <T
            id="Stem adalah satu bagian lagu yang dipisahkan: vokal, drum, bas, atau instrumen lain. Kamu bisa mengunduh atau membisukan masing-masing."
            en="A stem is one separated part of a song: vocals, drums, bass or other instruments. You can download or mute each one."
          />
        </p>
      </PopoverContent>
    </Popover>
  ),
};

function TempoForm() {
  const text = useStoryText();
  return (
    <form style={{display: 'grid', gap: 'var(--nada-space-3)'}} onSubmit={(event) => event.preventDefault()}>
      <label style={{display: 'grid', gap: 'var(--nada-space-1)', fontWeight: 'var(--nada-weight-medium)'}}>
        {text('Tempo (BPM)', 'Tempo (BPM)')}
        <input
          name="tempo"
          type="number"
          defaultValue={92}
          style={{
            minHeight: 'var(--nada-touch-target)',
            padding: '0 var(--nada-space-3)',
            border: '1.5px solid var(--nada-color-border-strong)',
            borderRadius: 'var(--nada-radius-md)',
            background: 'var(--nada-color-surface)',
            color: 'var(--nada-color-text)',
            font: 'inherit',
          }}
        />
      </label>
      <div style={{display: 'flex', justifyContent: 'flex-end', gap: 'var(--nada-space-2)'}}>
        <PopoverClose asChild>
          <Button variant="ghost" size="sm">
            {text('Batal', 'Cancel')}
          </Button>
        </PopoverClose>
        <Button type="submit" size="sm">
          {text('Terapkan', 'Apply')}
        </Button>
      </div>
    </form>
  );
}

export const OpenWithForm: Story = {
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="secondary" iconStart={metronomeIcon}>
          <T id="Ubah tempo" en="Change tempo" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" side="bottom" title={<T id="Ubah tempo" en="Change tempo" />}>
        <TempoForm />
      </PopoverContent>
    </Popover>
  ),
};
