import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {useIntl} from 'react-intl';
import {storySoundAdminClient} from './storybook/client';
import {SoundAdminScreen} from './SoundAdminScreen';

/** The administration over a fake client, its search parameters kept in the story. */
function Admin() {
  const english = useIntl().locale.startsWith('en');
  const [params, setParams] = useState(() => new URLSearchParams());
  return (
    <SoundAdminScreen
      client={storySoundAdminClient()}
      locale="id"
      params={params}
      onParamsChange={setParams}
      errorText={() =>
        english
          ? 'Something went wrong. Try again in a moment.'
          : 'Terjadi kesalahan. Coba lagi sebentar lagi.'
      }
    />
  );
}

const meta = {
  title: 'Features/SoundLibrary/SoundAdminScreen',
  component: Admin,
} satisfies Meta<typeof Admin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The upload area, the search, every sound and the audit (closed). */
export const Library: Story = {};
