export {useFormState} from './useFormState';
export type {
  FormFailure,
  FormProblems,
  FormState,
  FormStateResult,
  FormStatus,
  UseFormStateOptions,
} from './useFormState';
