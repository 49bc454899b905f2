import {Button} from '@nada/ui';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {HistoryList} from './HistoryList';
import {HISTORY_JOBS, StoryRow, storyHistoryClient} from './storybook/history';
import {useStoryText} from './storybook/StoryText';
import type {JobLike, JobPage} from './types';

/** HistoryList over a client that answers `page`, with rows as an app renders them. */
function History({page, kind}: {page: JobPage<JobLike> | 'pending' | 'refused'; kind?: string}) {
  const text = useStoryText();
  return (
    <div style={{maxWidth: '48rem'}}>
      <h1 id="story-history">{text('Riwayat', 'History')}</h1>
      <HistoryList
        client={storyHistoryClient(page)}
        kind={kind}
        kindOptions={[
          {value: 'separate', label: 'Minus one'},
          {value: 'import', label: text('Tautan video', 'Video link')},
        ]}
        labelledBy="story-history"
        emptyAction={<Button>{text('Mulai', 'Start')}</Button>}
        renderRow={(job, onDeleted) => (
          <StoryRow
            job={job}
            onDeleted={onDeleted}
            errorText={() => text('Berkas ini tidak berisi suara.', 'This file has no sound in it.')}
          />
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Jobs/HistoryList',
  component: History,
  args: {page: {items: HISTORY_JOBS, nextCursor: 'next'}},
} satisfies Meta<typeof History>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jobs of every kind, with the status and kind filters and Load more. */
export const Several: Story = {};
/** One kind's history: no kind filter. */
export const OneKind: Story = {
  args: {kind: 'separate', page: {items: HISTORY_JOBS.slice(0, 1), nextCursor: null}},
};
export const Loading: Story = {args: {page: 'pending'}};
export const Empty: Story = {args: {page: {items: [], nextCursor: null}}};
export const LoadFailed: Story = {args: {page: 'refused'}};
