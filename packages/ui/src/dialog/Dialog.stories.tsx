import type {Meta, StoryObj} from '@storybook/react-vite';
import {Button} from '../button';
import {T} from '../storybook/StoryText';
import {Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger} from './Dialog';
import {playlistIcon} from '../icon';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  parameters: {layout: 'fullscreen'},
  args: {defaultOpen: true},
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <T id="Detail lagu" en="Song details" />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={<T id="Detail lagu" en="Song details" />}
        description={<T id="Bengawan Solo · diunggah 12 Maret" en="Bengawan Solo · uploaded 12 March" />}
      >
        <p>
          <T
            id="Vokal sudah dipisahkan dari musiknya. Kamu bisa mengunduh minus one atau setiap stem secara terpisah."
            en="The vocals have been separated from the music. You can download the minus one or each stem on its own."
          />
        </p>
      </DialogContent>
    </Dialog>
  ),
  decorators: [
    (Story) => (
      <div style={{padding: 'var(--nada-space-6)'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithFooter: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <T id="Simpan ke playlist" en="Save to playlist" />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={<T id="Simpan ke playlist" en="Save to playlist" />}
        description={
          <T
            id="Minus one ini akan ditambahkan ke playlist latihanmu."
            en="This minus one will be added to your practice playlist."
          />
        }
      >
        <p>
          <T
            id="Playlist “Latihan Minggu” sudah berisi 8 lagu. Lagu baru ditaruh di urutan paling akhir."
            en="The “Sunday Practice” playlist already holds 8 songs. New songs go to the end."
          />
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">
              <T id="Batal" en="Cancel" />
            </Button>
          </DialogClose>
          <Button iconStart={playlistIcon}>
            <T id="Simpan" en="Save" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const Small: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <T id="Kunci nada" en="Song key" />
        </Button>
      </DialogTrigger>
      <DialogContent size="sm" title={<T id="Kunci nada terdeteksi" en="Detected key" />}>
        <p>
          <T id="Lagu ini dalam kunci G mayor, tempo 92 BPM." en="This song is in G major, at 92 BPM." />
        </p>
      </DialogContent>
    </Dialog>
  ),
};

const guide = [
  {
    id: 'Gunakan rekaman dengan kualitas terbaik yang kamu punya. Berkas WAV atau FLAC memberi hasil paling bersih, sedangkan MP3 128 kbps sering menyisakan gema vokal.',
    en: 'Use the best quality recording you have. WAV or FLAC files give the cleanest result, while a 128 kbps MP3 often leaves a vocal echo behind.',
  },
  {
    id: 'Lagu dengan vokal di tengah stereo paling mudah dipisahkan. Rekaman live dengan banyak gema ruangan bisa menyisakan sedikit suara penonton.',
    en: 'Songs with the vocal in the middle of the stereo field separate most easily. Live recordings with a lot of room echo may keep some crowd noise.',
  },
  {
    id: 'Setelah selesai, dengarkan dulu minus one-nya dengan headphone. Kalau masih ada sisa vokal, coba mode “Bersih” yang memproses lebih lama.',
    en: 'When it is done, listen to the minus one on headphones first. If some vocal remains, try the “Clean” mode, which takes longer.',
  },
  {
    id: 'Untuk latihan, turunkan kunci nada sampai nyaman untuk suaramu. Tempo bisa diperlambat tanpa mengubah kunci.',
    en: 'For practice, lower the key until it suits your voice. The tempo can be slowed down without changing the key.',
  },
  {
    id: 'Stem drum, bas, dan instrumen lain bisa diunduh terpisah, misalnya untuk latihan band atau membuat aransemen baru.',
    en: 'Drum, bass and other instrument stems can be downloaded separately, for band practice or a new arrangement.',
  },
  {
    id: 'Berkas hasil pemisahan disimpan selama 30 hari. Unduh yang kamu perlukan sebelum masa simpannya habis.',
    en: 'Separated files are kept for 30 days. Download what you need before they expire.',
  },
];

export const LargeWithLongContent: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <T id="Panduan" en="Guide" />
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title={<T id="Tips hasil minus one terbaik" en="Tips for the best minus one" />}
        description={
          <T id="Baca sebelum mengunggah lagu pertamamu." en="Read before uploading your first song." />
        }
      >
        {[...guide, ...guide].map((paragraph, index) => (
          <p key={index}>
            <T id={paragraph.id} en={paragraph.en} />
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button>
              <T id="Mengerti" en="Got it" />
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const ClosedWithTrigger: Story = {args: {defaultOpen: false}};
