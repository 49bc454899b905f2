import type {Meta, StoryObj} from '@storybook/react-vite';
import {T} from '../storybook/StoryText';
import {Tabs, TabsContent, TabsList, TabsTrigger} from './Tabs';
import type {TabsListVariant} from './Tabs';
import {historyIcon, lockIcon, microphoneIcon, musicIcon, slidersIcon} from '../icon';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {defaultValue: 'minus-one'},
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function Panels() {
  return (
    <>
      <TabsContent value="minus-one">
        <T
          id="Musik tanpa vokal, siap untuk latihan bernyanyi."
          en="The music without vocals, ready for singing practice."
        />
      </TabsContent>
      <TabsContent value="vocals">
        <T
          id="Vokal saja, untuk belajar melodi dan lirik."
          en="Vocals only, for learning the melody and lyrics."
        />
      </TabsContent>
      <TabsContent value="stems">
        <T
          id="Drum, bas, dan instrumen lain sebagai berkas terpisah."
          en="Drums, bass and other instruments as separate files."
        />
      </TabsContent>
      <TabsContent value="history">
        <T
          id="Semua versi yang pernah kamu buat dari lagu ini."
          en="Every version you have made of this song."
        />
      </TabsContent>
    </>
  );
}

function SongTabs({variant}: {variant: TabsListVariant}) {
  return (
    <TabsList variant={variant} aria-label="Bengawan Solo">
      <TabsTrigger value="minus-one">
        <T id="Minus one" en="Minus one" />
      </TabsTrigger>
      <TabsTrigger value="vocals">
        <T id="Vokal" en="Vocals" />
      </TabsTrigger>
      <TabsTrigger value="stems">
        <T id="Stem" en="Stems" />
      </TabsTrigger>
      <TabsTrigger value="history">
        <T id="Riwayat" en="History" />
      </TabsTrigger>
    </TabsList>
  );
}

export const Underline: Story = {
  render: (args) => (
    <Tabs {...args}>
      <SongTabs variant="underline" />
      <Panels />
    </Tabs>
  ),
};

export const Pills: Story = {
  render: (args) => (
    <Tabs {...args}>
      <SongTabs variant="pills" />
      <Panels />
    </Tabs>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Bengawan Solo">
        <TabsTrigger value="minus-one" icon={musicIcon}>
          <T id="Minus one" en="Minus one" />
        </TabsTrigger>
        <TabsTrigger value="vocals" icon={microphoneIcon}>
          <T id="Vokal" en="Vocals" />
        </TabsTrigger>
        <TabsTrigger value="stems" icon={slidersIcon} badge={4}>
          <T id="Stem" en="Stems" />
        </TabsTrigger>
        <TabsTrigger value="history" icon={historyIcon} badge={12}>
          <T id="Riwayat" en="History" />
        </TabsTrigger>
      </TabsList>
      <Panels />
    </Tabs>
  ),
};

export const PillsWithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="pills" aria-label="Bengawan Solo">
        <TabsTrigger value="minus-one" icon={musicIcon}>
          <T id="Minus one" en="Minus one" />
        </TabsTrigger>
        <TabsTrigger value="vocals" icon={microphoneIcon}>
          <T id="Vokal" en="Vocals" />
        </TabsTrigger>
        <TabsTrigger value="stems" icon={slidersIcon} badge={4}>
          <T id="Stem" en="Stems" />
        </TabsTrigger>
      </TabsList>
      <Panels />
    </Tabs>
  ),
};

/** Pills on a phone, 358 px: those that do not fit wrap to a second row, every tab in sight. */
export const PillsOnAPhone: Story = {
  args: {defaultValue: 'generator'},
  render: (args) => (
    <div style={{width: 358}}>
      <Tabs {...args}>
        <TabsList variant="pills" aria-label="Alat">
          <TabsTrigger value="tuner" icon={microphoneIcon}>
            <T id="Penyetem nada" en="Instrument tuner" />
          </TabsTrigger>
          <TabsTrigger value="metronome" icon={historyIcon}>
            <T id="Metronom" en="Metronome" />
          </TabsTrigger>
          <TabsTrigger value="generator" icon={musicIcon}>
            <T id="Generator nada" en="Tone generator" />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tuner">
          <T id="Mainkan satu nada." en="Play one note." />
        </TabsContent>
        <TabsContent value="metronome">
          <T id="Ketukan yang stabil." en="A steady beat." />
        </TabsContent>
        <TabsContent value="generator">
          <T id="Nada A4 pada 440 Hz." en="A4 at 440 Hz." />
        </TabsContent>
      </Tabs>
    </div>
  ),
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Bengawan Solo">
        <TabsTrigger value="minus-one">
          <T id="Minus one" en="Minus one" />
        </TabsTrigger>
        <TabsTrigger value="vocals">
          <T id="Vokal" en="Vocals" />
        </TabsTrigger>
        <TabsTrigger value="stems" icon={lockIcon} disabled>
          <T id="Stem · khusus Pro" en="Stems · Pro only" />
        </TabsTrigger>
      </TabsList>
      <Panels />
    </Tabs>
  ),
};
