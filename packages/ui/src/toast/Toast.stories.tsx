import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '../button';
import {T, useStoryText} from '../storybook/StoryText';
import {Toast, ToastProvider} from './Toast';
import {useToast} from './useToast';

const meta = {
  title: 'UI/Toast',
  component: Toast,
  parameters: {layout: 'fullscreen'},
  decorators: [
    (Story) => (
      <ToastProvider>
        <div style={{minHeight: '100vh', padding: 'var(--nada-space-6)'}}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
  args: {
    // Stays until dismissed, so the snapshot always finds it.
    duration: Infinity,
    tone: 'info',
    title: <T id="Sedang memisahkan vokal" en="Separating the vocals" />,
    description: (
      <T
        id="Kira-kira 2 menit lagi. Kamu boleh menutup halaman ini."
        en="About 2 minutes left. You can close this page."
      />
    ),
  },
  argTypes: {tone: {control: 'inline-radio', options: ['info', 'success', 'warning', 'error']}},
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: {
    tone: 'success',
    title: <T id="Minus one siap" en="Minus one ready" />,
    description: (
      <T id="“Bengawan Solo” bisa diputar dan diunduh." en="“Bengawan Solo” is ready to play and download." />
    ),
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: <T id="Kredit hampir habis" en="Credits running low" />,
    description: <T id="Tersisa 2 kredit bulan ini." en="2 credits left this month." />,
  },
};

export const Error: Story = {
  args: {
    tone: 'error',
    title: <T id="Unggahan gagal" en="Upload failed" />,
    description: (
      <T id="Koneksi terputus. Coba unggah lagi." en="The connection dropped. Try uploading again." />
    ),
  },
};

function WithActionStory() {
  const text = useStoryText();
  return (
    <Toast
      duration={Infinity}
      tone="success"
      title={text('Lagu dihapus', 'Song deleted')}
      action={{label: text('Urungkan', 'Undo'), onAction: () => {}}}
    />
  );
}

export const WithAction: Story = {render: () => <WithActionStory />};

function WithLinkStory() {
  const text = useStoryText();
  return (
    <Toast
      duration={Infinity}
      tone="success"
      title={text('Ditambahkan ke “Latihan Minggu”', 'Added to “Sunday practice”')}
      action={{label: text('Buka playlist', 'Open playlist'), link: <a href="#playlist" />}}
    />
  );
}

/** The action is a link: it goes to what the toast is about (a playlist). */
export const WithLink: Story = {render: () => <WithLinkStory />};

function TriggerStory() {
  const text = useStoryText();
  const {toast} = useToast();
  return (
    <Button
      onClick={() =>
        toast({
          tone: 'success',
          title: text('Tersimpan ke playlist', 'Saved to playlist'),
          description: text(
            '“Latihan Minggu” sekarang berisi 9 lagu.',
            '“Sunday practice” now holds 9 songs.',
          ),
        })
      }
    >
      {text('Simpan ke playlist', 'Save to playlist')}
    </Button>
  );
}

export const Trigger: Story = {render: () => <TriggerStory />};
