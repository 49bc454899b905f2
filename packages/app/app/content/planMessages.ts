import {defineMessages} from '@nada/ui';
import type {PlanId} from './planCatalog';

/** Names of the plans. */
export const planNames = defineMessages({
  free: {id: 'app.plans.free.name', defaultMessage: 'Free', description: 'Name of the free plan'},
  plus: {id: 'app.plans.plus.name', defaultMessage: 'Plus', description: 'Name of the middle plan'},
  pro: {id: 'app.plans.pro.name', defaultMessage: 'Pro', description: 'Name of the largest plan'},
}) satisfies Record<PlanId, unknown>;

/** Labels of a plan card that take no values. */
export const planLabels = defineMessages({
  perMonth: {
    id: 'app.plans.perMonth',
    defaultMessage: 'per month',
    description: 'Shown after a plan price: the price is for one month',
  },
  recommended: {
    id: 'app.plans.recommended',
    defaultMessage: 'Recommended',
    description: 'Badge on the plan we suggest to most people',
  },
  twoStems: {
    id: 'app.plans.twoStems',
    defaultMessage: '2 stems: vocals and instrumental',
    description: 'Plan feature: separation into two stems',
  },
  fourStems: {
    id: 'app.plans.fourStems',
    defaultMessage: '2 or 4 stems: vocals, drums, bass and the rest',
    description: 'Plan feature: separation into two or four stems',
  },
  priorityQueue: {
    id: 'app.plans.priorityQueue',
    defaultMessage: 'Priority processing',
    description: 'Plan feature: jobs are processed before those of other plans',
  },
});

/** A plan's limits, each with the number from the catalogue. */
export const planLimits = defineMessages({
  minutes: {
    id: 'app.plans.limit.minutes',
    defaultMessage: '{minutes, plural, one {# processing minute} other {# processing minutes}} a month',
    description: 'Plan limit: minutes of audio (credits) that can be processed each month',
  },
  fileSize: {
    id: 'app.plans.limit.fileSize',
    defaultMessage: 'Files up to {megabytes, number} MB',
    description: 'Plan limit: largest file that can be uploaded, in megabytes',
  },
  trackLength: {
    id: 'app.plans.limit.trackLength',
    defaultMessage: 'Songs up to {minutes, plural, one {# minute} other {# minutes}} long',
    description: 'Plan limit: longest song or video that can be processed',
  },
  retention: {
    id: 'app.plans.limit.retention',
    defaultMessage: 'Files kept for {days, plural, one {# day} other {# days}}',
    description: 'Plan limit: how long uploads and results are kept before automatic deletion',
  },
  formats: {
    id: 'app.plans.limit.formats',
    defaultMessage: 'Download as {formats}',
    description: 'Plan feature: output formats; formats is a list such as "MP3, WAV and FLAC"',
  },
});
