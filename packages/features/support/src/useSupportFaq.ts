import {useIntl} from 'react-intl';
import {supportPageMessages as m} from './pageMessages';
import type {FaqEntry, SupportPlanFigures} from './types';

/** The figures of the three plans the FAQ names, each absent while unknown. */
export type SupportFaqPlans = Partial<Record<'free' | 'plus' | 'pro', SupportPlanFigures>>;

/**
 * The support page's FAQ in the page's language, with the plans' limits filled in (so it says what
 * the API enforces); none until the three plans' figures are known.
 */
export function useSupportFaq({free, plus, pro}: SupportFaqPlans): FaqEntry[] {
  const intl = useIntl();
  if (!free || !plus || !pro) return [];
  const f = intl.formatMessage;
  return [
    {id: 'minus-one', question: f(m.minusOneQ), answer: f(m.minusOneA)},
    {
      id: 'formats',
      question: f(m.formatsQ),
      answer: f(m.formatsA, {maxMegabytes: free.maxFileMegabytes, maxSongMinutes: free.maxSongMinutes}),
    },
    {
      id: 'credits',
      question: f(m.creditsQ),
      answer: f(m.creditsA, {
        freeMinutes: free.monthlyMinutes,
        plusMinutes: plus.monthlyMinutes,
        proMinutes: pro.monthlyMinutes,
      }),
    },
    {
      id: 'plans',
      question: f(m.plansQ),
      answer: f(m.plansA, {
        plusMegabytes: plus.maxFileMegabytes,
        proMegabytes: pro.maxFileMegabytes,
        freeDays: free.retentionDays,
        plusDays: plus.retentionDays,
        proDays: pro.retentionDays,
      }),
    },
    {id: 'import', question: f(m.importQ), answer: f(m.importA)},
    {id: 'privacy', question: f(m.privacyQ), answer: f(m.privacyA)},
    {id: 'delete', question: f(m.deleteQ), answer: f(m.deleteA)},
  ];
}
