import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {ToneToolTabs} from './ToneToolTabs';

/** The tabs, the page's search parameters kept in the story. */
function Tabs({tool}: {tool: string}) {
  const [params, setParams] = useState(() => new URLSearchParams({tool}));
  return (
    <ToneToolTabs params={params} onParamsChange={(update) => setParams((current) => update(current))} />
  );
}

const meta = {
  title: 'Features/ToneTools/ToneToolTabs',
  component: Tabs,
  args: {tool: 'metronome'},
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The metronome's tab (the tuner's would ask for the microphone). */
export const Metronome: Story = {};
