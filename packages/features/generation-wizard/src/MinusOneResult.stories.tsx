import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {MinusOneResult} from './MinusOneResult';
import {
  pending,
  storyLink,
  storyLinks,
  storyPlaylist,
  storyResultClient,
  storySeparation,
  storySeparationJob,
} from './storybook/minusOne';
import {useStoryText} from './storybook/StoryText';
import type {ResultMedia, StemsJobLike} from './types';

/** The result on fake calls; `loading` keeps its media loading. */
function Result({job, loading, songName}: {job: StemsJobLike; loading: boolean; songName: string | null}) {
  const text = useStoryText();
  const [media] = useState(() => new FakeMedia());
  const [client] = useState(() => storyResultClient(loading ? pending<ResultMedia>() : undefined));
  return (
    <PlayerProvider media={media}>
      <MinusOneResult
        job={job}
        songName={songName}
        credits={{plan: 'free', availableSeconds: 386}}
        onProcessAnother={() => {}}
        client={client}
        playlist={storyPlaylist}
        links={storyLinks}
        renderLink={storyLink}
        errorText={(code) => text(`Gagal (${code}).`, `Failed (${code}).`)}
      />
    </PlayerProvider>
  );
}

const meta = {
  title: 'Features/GenerationWizard/MinusOneResult',
  component: Result,
  args: {job: storySeparationJob(), loading: false, songName: 'Bengawan Solo'},
  decorators: [
    (Story) => (
      <div style={{maxWidth: '48rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two stems: the player, each stem, the mixer and what next. */
export const TwoStems: Story = {};
/** Made two semitones higher at 90 %: the result's key and tempo beside the original's. */
export const KeyAndTempoChanged: Story = {
  args: {
    job: storySeparationJob({
      result: {fileIds: [], files: [], data: {...storySeparation, semitones: 2, tempo: 0.9}},
    }),
  },
};
/** While the signed URLs and waveforms load. */
export const LoadingMedia: Story = {args: {loading: true}};
/** A song whose file is gone: named by the heading, no rename. */
export const Untitled: Story = {args: {songName: null}};
