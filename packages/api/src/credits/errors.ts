import {defineErrors} from '../errorSpec.ts';

const minutesText = (seconds: number) => {
  const minutes = Math.floor(seconds / 6) / 10;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The error of processing credits. */
export const creditErrors = defineErrors({
  /** A job needs more processing time than the user's plan has left this month (the app localises by code). */
  CREDITS_EXHAUSTED: (neededSeconds: number, availableSeconds: number) => ({
    status: 402,
    message: `This needs ${minutesText(neededSeconds)} of processing; your plan has ${minutesText(availableSeconds)} left this month.`,
  }),
});
