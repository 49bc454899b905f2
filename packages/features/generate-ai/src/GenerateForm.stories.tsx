import type {Meta, StoryObj} from '@storybook/react-vite';
import {GenerateForm} from './GenerateForm';
import {storyGenerateClient} from './storybook/client';
import {choices} from './storybook/fixtures';
import {useStoryText} from './storybook/StoryText';

/** The form over a fake client, whose reading of a prompt is the dangdut fixture's. */
function Form({refused}: {refused: boolean}) {
  const text = useStoryText();
  return (
    <GenerateForm
      {...choices}
      client={storyGenerateClient(
        refused ? {submitGeneration: () => Promise.reject({code: 'CREDITS_EXHAUSTED'})} : {},
      )}
      locale="id"
      errorText={() => text('Menit prosesmu sudah habis.', 'You have used all your processing minutes.')}
      onStarted={() => undefined}
    />
  );
}

const meta = {
  title: 'Features/GenerateAi/GenerateForm',
  component: Form,
  args: {refused: false},
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty prompt: nothing understood yet. */
export const Blank: Story = {};
