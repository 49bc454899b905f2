import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {ResultReadStatus} from './ResultReadStatus';
import {renderJobs} from './test/render';

describe('ResultReadStatus', () => {
  it('says the result is loading', () => {
    renderJobs(<ResultReadStatus read={{status: 'loading', reload: vi.fn()}} errorText={String} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat hasil…');
  });

  it('gives a failure its text and reads again from "Coba lagi"', async () => {
    const reload = vi.fn();
    renderJobs(
      <ResultReadStatus
        read={{status: 'error', error: new Error('gone'), code: 'FILE_NOT_FOUND', reload}}
        errorText={(code) => `teks ${code}`}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('teks FILE_NOT_FOUND');
    await userEvent.click(screen.getByRole('button', {name: 'Coba lagi'}));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('draws nothing once the media are there', () => {
    const {container} = renderJobs(
      <ResultReadStatus read={{status: 'ready', data: 1, reload: vi.fn()}} errorText={String} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
