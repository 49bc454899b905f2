import {resultMessages, type HistoryRowExtras, type JobLike} from '@nada/jobs';
import {playlistFeatureMessages} from '@nada/playlist';
import {playlistIcon, slidersIcon, type ActionBarAction} from '@nada/ui';
import type {ReactElement, ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {stemMessages} from './messages';
import {minusOneStem} from './resultTrack';
import type {ResultPlaylist, SeparationResultData} from './types';

/**
 * A history row's own actions for a job whose result is stems (a separation, an import that
 * separated), while its files are kept: its minus one into a playlist, and its stems in the
 * playground (`playgroundLink`). None for another job; a hook, called once per row.
 */
export function useStemsHistoryActions(
  job: Pick<JobLike, 'status' | 'result'>,
  song: string,
  separation: SeparationResultData | undefined,
  playgroundLink: ReactElement<{children?: ReactNode}>,
  playlist: Pick<ResultPlaylist, 'useAdd'>,
): HistoryRowExtras {
  const intl = useIntl();
  const kept = job.status === 'succeeded' && (job.result?.files.length ?? 0) > 0;
  const result = kept ? separation : undefined;
  const minusOne = result && minusOneStem(result);
  const addMinusOne = playlist.useAdd({
    fileId: minusOne?.fileId ?? '',
    song,
    part: intl.formatMessage(stemMessages.instrumental),
  });
  const actions: ActionBarAction[] = [];
  if (minusOne)
    actions.push({
      id: 'playlist',
      label: intl.formatMessage(playlistFeatureMessages.addToPlaylist),
      icon: playlistIcon,
      haspopup: 'dialog',
      onSelect: addMinusOne.open,
    });
  if (result)
    actions.push({
      id: 'playground',
      label: intl.formatMessage(resultMessages.openPlayground),
      icon: slidersIcon,
      link: playgroundLink,
    });
  return {actions, element: minusOne ? addMinusOne.element : undefined};
}
