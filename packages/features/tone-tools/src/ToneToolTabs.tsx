import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  metronomeIcon,
  microphoneIcon,
  waveformIcon,
} from '@nada/ui';
import {useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import type {Hertz} from './core/notes';
import {Metronome, ToneGenerator, Tuner} from './LiveTools';
import {toneMessages} from './messages';

const TOOLS = ['tuner', 'metronome', 'generator'] as const;
type Tool = (typeof TOOLS)[number];

function isTool(value: string | null): value is Tool {
  return TOOLS.some((tool) => tool === value);
}

/** Props of {@link ToneToolTabs}. */
export interface ToneToolTabsProps {
  /** The page's search parameters: `?tool=` names the tab shown (the tuner by default). */
  params: URLSearchParams;
  /** Changes the page's search parameters (the router's `setSearchParams`). */
  onParamsChange: (
    update: (current: URLSearchParams) => URLSearchParams,
    options: {replace?: boolean; preventScrollReset?: boolean},
  ) => void;
}

/** The live tone tools in tabs, open to everyone: the tuner, the metronome and the tone generator. */
export function ToneToolTabs({params, onParamsChange}: ToneToolTabsProps) {
  const intl = useIntl();
  const requested = params.get('tool');
  const tool: Tool = isTool(requested) ? requested : 'tuner';
  // The tuner's A4 reference names the generator's notes too.
  const [a4, setA4] = useState<Hertz>(440);

  function handleTool(next: string) {
    if (!isTool(next)) return;
    onParamsChange(
      (current) => {
        const search = new URLSearchParams(current);
        search.set('tool', next);
        return search;
      },
      {replace: true, preventScrollReset: true},
    );
  }

  return (
    <Tabs value={tool} onValueChange={handleTool}>
      <TabsList variant="pills" aria-label={intl.formatMessage(toneMessages.tabsLabel)}>
        <TabsTrigger value="tuner" icon={microphoneIcon}>
          <FormattedMessage {...toneMessages.tabTuner} />
        </TabsTrigger>
        <TabsTrigger value="metronome" icon={metronomeIcon}>
          <FormattedMessage {...toneMessages.tabMetronome} />
        </TabsTrigger>
        <TabsTrigger value="generator" icon={waveformIcon}>
          <FormattedMessage {...toneMessages.tabGenerator} />
        </TabsTrigger>
      </TabsList>
      {/* Mounted only while shown: leaving a tab stops its sound and releases the microphone. */}
      <TabsContent value="tuner">{tool === 'tuner' && <Tuner onReferenceChange={setA4} />}</TabsContent>
      <TabsContent value="metronome">{tool === 'metronome' && <Metronome />}</TabsContent>
      <TabsContent value="generator">{tool === 'generator' && <ToneGenerator a4={a4} />}</TabsContent>
    </Tabs>
  );
}
