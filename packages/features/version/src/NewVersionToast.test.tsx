import {screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import NewVersionToast from './NewVersionToast';
import {renderVersion} from './test/render';

describe('NewVersionToast', () => {
  it('announces the new version in Indonesian, with a reload button', async () => {
    renderVersion(<NewVersionToast />);
    expect(await screen.findByText('Versi baru Nada sudah tersedia')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Muat ulang sekarang, atau versi baru akan dimuat saat kamu membuka halaman berikutnya.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Muat ulang'})).toBeInTheDocument();
  });

  it('announces it in English', async () => {
    renderVersion(<NewVersionToast />, {locale: 'en'});
    expect(await screen.findByText('A new version of Nada is available')).toBeInTheDocument();
    expect(screen.getByText('Reload now, or it will load when you open the next page.')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Reload'})).toBeInTheDocument();
  });
});
