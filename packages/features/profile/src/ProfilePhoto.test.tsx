import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {MAX_PHOTO_BYTES} from './photoFile';
import {ProfilePhoto} from './ProfilePhoto';
import {renderProfile} from './test/render';

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('ProfilePhoto', () => {
  it('uploads a chosen PNG and says so', async () => {
    const upload = vi.fn(async () => {});
    const {container} = renderProfile(
      <ProfilePhoto name="Sari Wulandari" upload={upload} remove={vi.fn()} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('img', {name: /Sari Wulandari/})).toHaveTextContent('SW');
    const file = new File([new Uint8Array(16)], 'me.png', {type: 'image/png'});
    await userEvent.upload(fileInput(container), file);
    expect(upload).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('status')).toHaveTextContent('Your photo has been updated.');
  });

  it('refuses a file over 5 MB before uploading anything', async () => {
    const upload = vi.fn(async () => {});
    const {container} = renderProfile(<ProfilePhoto name="Sari" upload={upload} remove={vi.fn()} />);
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'big.jpg', {type: 'image/jpeg'});
    await userEvent.upload(fileInput(container), big);
    expect(upload).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Foto itu lebih dari 5 MB.');
  });

  it('removes the current photo', async () => {
    const remove = vi.fn(async () => {});
    renderProfile(<ProfilePhoto name="Sari" photoURL="/photo.png" upload={vi.fn()} remove={remove} />, {
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('button', {name: 'Remove photo'}));
    expect(remove).toHaveBeenCalled();
  });
});
