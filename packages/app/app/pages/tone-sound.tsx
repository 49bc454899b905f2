import {Metronome, ToneGenerator, Tuner, type Hertz} from '@nada/tone-tools';
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
import {useSearchParams} from 'react-router';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {getPlanCatalog} from '../content/plansApi';
import {pageMeta} from '../routing/pageMeta';
import {apiFetchContext} from '../security/requestContext.server';
import {FileTools} from '../tone/FileTools';
import {toneMessages} from '../tone/toneMessages';
import type {Route} from './+types/tone-sound';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The page's texts and the tone tools' travel with this page's data (see the route table).
// The plan catalogue comes with them, so the file tools' upload checks the limits the API enforces.
export async function loader({request, context}: Route.LoaderArgs) {
  return {
    messages: pageMessagesFor(request, 'tone-sound'),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  };
}

const TOOLS = ['tuner', 'metronome', 'generator'] as const;
type Tool = (typeof TOOLS)[number];

function isTool(value: string | null): value is Tool {
  return TOOLS.some((tool) => tool === value);
}

function ToneTools() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tool');
  const tool: Tool = isTool(requested) ? requested : 'tuner';
  // The tuner's A4 reference names the generator's notes too.
  const [a4, setA4] = useState<Hertz>(440);

  function handleTool(next: string) {
    if (!isTool(next)) return;
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tool', next);
        return params;
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

/**
 * `/tone/sound`: the live tone tools, open to everyone (`?tool=` names the tab shown), and the file
 * tools for signed-in users (`?file-tool=`).
 */
export default function ToneSoundPage({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <section className="app-page page-tone" data-route="tone-sound" aria-labelledby="page-tone-title">
        <PageHeader
          titleId="page-tone-title"
          title={<FormattedMessage {...toneMessages.heading} />}
          lead={<FormattedMessage {...toneMessages.lead} />}
        />
        <ToneTools />
        <FileTools plans={loaderData.plans} />
      </section>
    </PageMessages>
  );
}
