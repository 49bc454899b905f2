import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {useIntl} from 'react-intl';
import {FileTools} from './FileTools';
import {fileToolsClient, freeLimits, transformJob} from './storybook/fileTools';

/** The file tools over a fake client, the page's search parameters kept in the story. */
function Tools({session, job}: {session: 'signed-in' | 'signed-out'; job: string | null}) {
  const english = useIntl().locale.startsWith('en');
  const [params, setParams] = useState(() => new URLSearchParams(job ? {job} : {}));
  return (
    <FileTools
      client={fileToolsClient()}
      session={session}
      signInLink={<a href="#login" />}
      locale="id"
      limits={freeLimits}
      params={params}
      onParamsChange={(update) => setParams((current) => update(current))}
      errorText={() => (english ? 'Something went wrong.' : 'Terjadi kesalahan.')}
    />
  );
}

const meta = {
  title: 'Features/ToneTools/FileTools',
  component: Tools,
  args: {session: 'signed-in', job: null},
} satisfies Meta<typeof Tools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, before a song is uploaded. */
export const Upload: Story = {};
/** A guest: the sign-in prompt. */
export const Guest: Story = {args: {session: 'signed-out'}};
/** A finished tempo and key reading. */
export const Analysed: Story = {args: {job: transformJob().id}};
