import type {Meta, StoryObj} from '@storybook/react-vite';
import {EMPTY_FILTERS} from './filters';
import {SoundBrowser} from './SoundBrowser';
import {facets, sounds} from './storybook/fixtures';

const meta = {
  title: 'Features/SoundLibrary/SoundBrowser',
  component: SoundBrowser,
  args: {
    sounds,
    facets,
    hasMore: true,
    onTogglePlay: () => undefined,
    onAddToPlaylist: () => undefined,
    onDownload: () => undefined,
  },
} satisfies Meta<typeof SoundBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = [
  (Story: () => React.JSX.Element) => (
    <div style={{maxWidth: 390}}>
      <Story />
    </div>
  ),
];

export const Grid: Story = {};
export const List: Story = {args: {defaultView: 'list'}};
export const Playing: Story = {args: {playingId: 'sound-bass'}};
export const Filtered: Story = {
  args: {
    defaultFilters: {...EMPTY_FILTERS, q: 'dangdut', category: 'drums', bpmMin: 110, bpmMax: 140},
    sounds: sounds.slice(0, 1),
    hasMore: false,
  },
};
export const Loading: Story = {args: {status: 'loading', sounds: []}};
export const LoadingMore: Story = {args: {loadingMore: true}};
export const Empty: Story = {
  args: {defaultFilters: {...EMPTY_FILTERS, q: 'gamelan', key: 'F# minor'}, sounds: [], hasMore: false},
};
export const Failed: Story = {
  args: {
    status: 'error',
    sounds: [],
    errorText: 'Nada tidak bisa dihubungi. Periksa koneksimu, lalu coba lagi.',
    onRetry: () => undefined,
  },
};
export const Narrow: Story = {decorators: narrow};
export const NarrowFiltersOpen: Story = {
  args: {defaultFiltersOpen: true, defaultFilters: {...EMPTY_FILTERS, genre: 'keroncong'}},
  decorators: narrow,
};
export const NarrowList: Story = {args: {defaultView: 'list'}, decorators: narrow};
