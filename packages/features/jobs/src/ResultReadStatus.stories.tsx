import type {Meta, StoryObj} from '@storybook/react-vite';
import {ResultReadStatus} from './ResultReadStatus';
import {useStoryText} from './storybook/StoryText';

/** The status of a result's media read, with an error text in the story's language. */
function Status({state}: {state: 'loading' | 'error'}) {
  const text = useStoryText();
  const errorText = () => text('Berkas hasil ini sudah tidak ada.', 'This result file is gone.');
  const reload = () => undefined;
  return (
    <ResultReadStatus
      read={
        state === 'loading'
          ? {status: 'loading', reload}
          : {status: 'error', error: null, code: 'FILE_NOT_FOUND', reload}
      }
      errorText={errorText}
    />
  );
}

const meta = {
  title: 'Features/Jobs/ResultReadStatus',
  component: Status,
} satisfies Meta<typeof Status>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The media are loading. */
export const Loading: Story = {args: {state: 'loading'}};

/** The read failed: why, and "Try again". */
export const Failed: Story = {args: {state: 'error'}};
