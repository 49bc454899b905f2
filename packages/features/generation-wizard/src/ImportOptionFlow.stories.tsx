import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {ImportOptionFlow} from './ImportOptionFlow';
import {STORY_SEPARATION_VALUE} from './storybook/fixtures';
import {allowedSource, tooLongSource} from './storybook/linkSources';
import {pending, storyImportOptionsClient} from './storybook/minusOne';
import {useStoryText} from './storybook/StoryText';
import type {LinkProbe} from './types';

/** The options step on fake calls; the probe answers `source`, fails with `failure`, or never. */
function Options({url, source, failure}: {url: string; source: LinkProbe | null; failure: string | null}) {
  const text = useStoryText();
  const [client] = useState(() => ({
    ...storyImportOptionsClient(),
    probe: () =>
      failure
        ? Promise.reject(Object.assign(new Error(failure), {code: failure}))
        : source
          ? Promise.resolve(source)
          : pending<LinkProbe>(),
  }));
  return (
    <ImportOptionFlow
      url={url}
      locale="id"
      defaultSeparation={STORY_SEPARATION_VALUE}
      client={client}
      onBackToLink={() => {}}
      onSubmitted={() => {}}
      errorText={() => text('Video ini tidak tersedia.', 'This video is not available.')}
    />
  );
}

const meta = {
  title: 'Features/GenerationWizard/ImportOptionFlow',
  component: Options,
  args: {url: allowedSource.url, source: allowedSource, failure: null},
  decorators: [
    (Story) => (
      <div style={{maxWidth: '48rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Options>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link's card, what to make from it and the cost. */
export const Allowed: Story = {};
/** A video the plan does not take: only another link. */
export const TooLong: Story = {args: {source: tooLongSource}};
/** While the link is read again. */
export const Checking: Story = {args: {source: null}};
/** The link could not be read. */
export const ProbeFailed: Story = {args: {failure: 'IMPORT_UNAVAILABLE'}};
/** The page was opened without a link. */
export const NoLink: Story = {args: {url: ''}};
