import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {AudioResultView} from './AudioResultView';
import {storyAudioClient, storyImportJob, storyLink, storyPlaylist} from './storybook/minusOne';
import {useStoryText} from './storybook/StoryText';
import type {ImportJobLike} from './types';

/** The one-file result of a video link on fake calls. */
function Audio({job}: {job: ImportJobLike}) {
  const text = useStoryText();
  const [media] = useState(() => new FakeMedia());
  return (
    <PlayerProvider media={media}>
      <AudioResultView
        job={job}
        songName="Bengawan Solo"
        credits={{plan: 'free', availableSeconds: 355}}
        onAnother={() => {}}
        client={storyAudioClient}
        playlist={storyPlaylist}
        links={{history: '#history', again: '#again'}}
        renderLink={storyLink}
        errorText={(code) => text(`Gagal (${code}).`, `Failed (${code}).`)}
      />
    </PlayerProvider>
  );
}

const meta = {
  title: 'Features/GenerationWizard/AudioResultView',
  component: Audio,
  args: {job: storyImportJob()},
  decorators: [
    (Story) => (
      <div style={{maxWidth: '48rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Audio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just the audio of the video. */
export const JustTheAudio: Story = {};
/** The song two semitones lower at 90 %. */
export const KeyAndTempo: Story = {
  args: {
    job: storyImportJob({
      params: {url: 'https://youtu.be/x', then: 'keytempo', semitones: -2, tempo: 0.9, format: 'mp3'},
    }),
  },
};
