import {TestIntlProvider} from '@nada/ui/testing';
import {renderHook} from '@testing-library/react';
import type {ReactNode} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {storySeparation, storySeparationJob} from './storybook/minusOne';
import {useStemsHistoryActions} from './stemsHistoryActions';
import {catalogs} from './test/render';
import type {PlaylistPart, SeparationJobLike, SeparationResultData} from './types';

const kept = {
  fileIds: ['stem-instrumental'],
  files: [{id: 'stem-instrumental', name: 'x.mp3', durationSeconds: 1, expiresAt: null}],
};
const link = <a href="/playground?job=job-story" />;

const succeeded = storySeparationJob({result: {...kept, data: storySeparation}});

function renderActions(job: SeparationJobLike, separation: SeparationResultData | undefined) {
  const useAdd = vi.fn((part: PlaylistPart) => ({open: vi.fn(), element: <p>Add {part.part}</p>}));
  const hook = renderHook(() => useStemsHistoryActions(job, 'Bengawan Solo', separation, link, {useAdd}), {
    wrapper: ({children}: {children: ReactNode}) => (
      <TestIntlProvider locale="en" catalogs={catalogs}>
        {children}
      </TestIntlProvider>
    ),
  });
  return {...hook, useAdd};
}

describe('useStemsHistoryActions', () => {
  it('offers the minus one to a playlist and the stems in the playground while the files are kept', () => {
    const {result, useAdd} = renderActions(succeeded, storySeparation);
    expect(result.current.actions.map((action) => [action.id, action.label])).toEqual([
      ['playlist', 'Add to playlist'],
      ['playground', 'Mix in the playground'],
    ]);
    expect(result.current.actions[1]?.link).toBe(link);
    expect(useAdd).toHaveBeenLastCalledWith({
      fileId: 'stem-instrumental',
      song: 'Bengawan Solo',
      part: 'Minus one',
    });
    expect(result.current.element).toBeTruthy();
  });

  it('offers nothing for a job without stems, or whose files are gone or that did not succeed', () => {
    expect(renderActions(succeeded, undefined).result.current.actions).toEqual([]);
    const gone = storySeparationJob({result: {fileIds: [], files: [], data: storySeparation}});
    expect(renderActions(gone, storySeparation).result.current).toEqual({actions: [], element: undefined});
    const failed = storySeparationJob({status: 'failed', result: {...kept, data: storySeparation}});
    expect(renderActions(failed, storySeparation).result.current.actions).toEqual([]);
  });

  it('offers the playground alone for stems without a minus one (an older four-stem result)', () => {
    const four = {
      ...storySeparation,
      stems: storySeparation.stems.filter((stem) => stem.name !== 'instrumental'),
    };
    const {result} = renderActions(storySeparationJob({result: {...kept, data: four}}), four);
    expect(result.current.actions.map((action) => action.id)).toEqual(['playground']);
  });
});
