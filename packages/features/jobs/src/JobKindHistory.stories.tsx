import {Button, playlistIcon} from '@nada/ui';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {JobKindHistory} from './JobKindHistory';
import {jobKindRegistry, jobPagePath, type JobResultView} from './kinds';
import {HISTORY_JOBS, storyHistoryClient} from './storybook/history';
import {useStoryText} from './storybook/StoryText';
import type {JobLike} from './types';

/** The stories' one kind, `separate`, as an app's descriptor reads it. */
const kinds = jobKindRegistry<JobLike, 'id' | 'en', JobResultView>({
  separate: {
    label: () => 'Minus one',
    name: (job) => job.inputFiles[0]?.name.replace(/\.mp3$/, '') ?? null,
    summary: (intl) =>
      intl.locale.startsWith('en') ? '2 stems · original key · MP3' : '2 stem · nada asli · MP3',
    path: (job, locale) => jobPagePath((to) => `#/${to}/minusone`, job.id, locale),
    rerunPath: (job, locale) => `#/${locale}/minusone/custom?job=${job.id}`,
  },
});

/** JobKindHistory over the history's jobs, each row read through the registry, with an action of the app's. */
function History() {
  const text = useStoryText();
  return (
    <div style={{maxWidth: '48rem'}}>
      <h1 id="story-kind-history">{text('Riwayat', 'History')}</h1>
      <JobKindHistory
        client={storyHistoryClient({items: HISTORY_JOBS, nextCursor: null})}
        kinds={kinds}
        locale="en"
        labelledBy="story-kind-history"
        emptyAction={<Button>{text('Mulai', 'Start')}</Button>}
        renderLink={(href) => <a href={href} />}
        errorText={() => text('Berkas ini tidak berisi suara.', 'This file has no sound in it.')}
        useRowExtras={(job) => ({
          actions:
            job.status === 'succeeded'
              ? [{id: 'playlist', label: text('Tambah ke playlist', 'Add to playlist'), icon: playlistIcon}]
              : [],
        })}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Jobs/JobKindHistory',
  component: History,
} satisfies Meta<typeof History>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jobs read through their kind: names, lengths, summaries, Open, Run again and the app's own action. */
export const Several: Story = {};
