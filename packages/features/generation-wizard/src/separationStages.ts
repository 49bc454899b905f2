import {useMemo} from 'react';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import type {JobStage, SeparationStageId} from './types';

const separationStageMessages = {
  decode: messages.stageDecode,
  separate: messages.stageSeparate,
  transform: messages.stageTransform,
  encode: messages.stageEncode,
  analyse: messages.stageAnalyse,
  store: messages.stageStore,
} as const satisfies Record<SeparationStageId, unknown>;

/**
 * The given stages of a separation job with their names in the user's language, for
 * `JobProgress` of @nada/jobs. `ids` is the list the API states for the job kind, in order; pass a
 * module constant so the stages keep their identity between renders.
 */
export function useSeparationStages(ids: readonly SeparationStageId[]): JobStage[] {
  const intl = useIntl();
  return useMemo(
    () => ids.map((id) => ({id, label: intl.formatMessage(separationStageMessages[id])})),
    [ids, intl],
  );
}
