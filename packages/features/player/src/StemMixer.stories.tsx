import type {Meta, StoryObj} from '@storybook/react-vite';
import {useEffect} from 'react';
import {StemMixer} from './StemMixer';
import type {MixStem} from './stemMix';
import {FakeMedia} from './testing';
import {useStemMix} from './useStemMix';

const stems: MixStem[] = [
  {id: 'vocals', label: 'Vokal', src: '/story/vocals.mp3'},
  {id: 'drums', label: 'Drum', src: '/story/drums.mp3'},
  {id: 'bass', label: 'Bas', src: '/story/bass.mp3'},
  {id: 'other', label: 'Instrumen lain', src: '/story/other.mp3'},
];

/** A mix on fake media (no sound), with the vocal turned down and the drums muted when `shaped`. */
function StoryMixer({shaped = false, failing = false}: {shaped?: boolean; failing?: boolean}) {
  const mix = useStemMix(stems, {
    createMedia: () =>
      new FakeMedia({
        durations: {'/story/vocals.mp3': 214},
        ...(failing ? {failing: {'/story/bass.mp3': 2}} : {}),
      }),
    route: () => () => undefined,
  });
  const {setVolume, setMuted} = mix;
  useEffect(() => {
    if (!shaped) return;
    setVolume('vocals', 0.25);
    setMuted('drums', true);
  }, [shaped, setVolume, setMuted]);
  return (
    <div style={{maxWidth: 720}}>
      <StemMixer mix={mix} />
    </div>
  );
}

const meta = {
  title: 'Features/Player/StemMixer',
  component: StoryMixer,
} satisfies Meta<typeof StoryMixer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const QuietVocal: Story = {args: {shaped: true}};
export const Failed: Story = {args: {failing: true}};
