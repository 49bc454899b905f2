import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of the pricing table. */
export const messages = defineMessages({
  periodLabel: {
    id: 'pricingTable.periodLabel',
    defaultMessage: 'Billing period',
    description: 'Accessible name of the monthly/yearly switch',
  },
  monthly: {
    id: 'pricingTable.monthly',
    defaultMessage: 'Monthly',
    description: 'Choice in the billing period switch: pay every month',
  },
  yearly: {
    id: 'pricingTable.yearly',
    defaultMessage: 'Yearly',
    description: 'Choice in the billing period switch: pay once a year',
  },
  perMonth: {
    id: 'pricingTable.perMonth',
    defaultMessage: 'per month',
    description: 'Shown after a plan price paid monthly',
  },
  perYear: {
    id: 'pricingTable.perYear',
    defaultMessage: 'per year',
    description: 'Shown after a plan price paid yearly',
  },
  monthlyEquivalent: {
    id: 'pricingTable.monthlyEquivalent',
    defaultMessage: 'That is {price} a month, billed once a year',
    description: 'Under a yearly price: what it comes to per month; price is formatted',
  },
  saving: {
    id: 'pricingTable.saving',
    defaultMessage: 'Save {percent}',
    description: 'Badge on a yearly price: the share saved against paying monthly, e.g. "Save 17%"',
  },
  currentPlan: {
    id: 'pricingTable.currentPlan',
    defaultMessage: 'Your plan',
    description: "Badge on the signed-in user's current plan",
  },
  recommended: {
    id: 'pricingTable.recommended',
    defaultMessage: 'Recommended',
    description: 'Badge on the plan we suggest to most people',
  },
  plansLabel: {
    id: 'pricingTable.plansLabel',
    defaultMessage: 'Plans',
    description: 'Accessible name of the list of plan cards',
  },
  compareCaption: {
    id: 'pricingTable.compareCaption',
    defaultMessage: 'Compare the plans',
    description: 'Caption (title) of the table comparing every plan',
  },
  featureHeader: {
    id: 'pricingTable.featureHeader',
    defaultMessage: 'Feature',
    description: 'Header of the comparison table column that names each feature',
  },
  rowPrice: {
    id: 'pricingTable.row.price',
    defaultMessage: 'Price',
    description: 'Comparison table row: price',
  },
  rowMinutes: {
    id: 'pricingTable.row.minutes',
    defaultMessage: 'Processing each month',
    description: 'Comparison table row: minutes of audio that can be processed each month',
  },
  rowFileSize: {
    id: 'pricingTable.row.fileSize',
    defaultMessage: 'Largest file',
    description: 'Comparison table row: largest file that can be uploaded',
  },
  rowSongLength: {
    id: 'pricingTable.row.songLength',
    defaultMessage: 'Longest song',
    description: 'Comparison table row: longest song that can be processed',
  },
  rowStems: {
    id: 'pricingTable.row.stems',
    defaultMessage: 'Stems',
    description: 'Comparison table row: how many stems a song can be split into',
  },
  rowFormats: {
    id: 'pricingTable.row.formats',
    defaultMessage: 'Download formats',
    description: 'Comparison table row: formats the results can be downloaded in',
  },
  rowRetention: {
    id: 'pricingTable.row.retention',
    defaultMessage: 'Files kept for',
    description: 'Comparison table row: how long uploads are kept before automatic deletion',
  },
  rowStorage: {
    id: 'pricingTable.row.storage',
    defaultMessage: 'Storage',
    description: 'Comparison table row: how much a user can keep at once',
  },
  rowPriority: {
    id: 'pricingTable.row.priority',
    defaultMessage: 'Priority processing',
    description: 'Comparison table row: jobs are processed before those of other plans',
  },
  minutes: {
    id: 'pricingTable.value.minutes',
    defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}',
    description: 'A number of minutes in the comparison table',
  },
  days: {
    id: 'pricingTable.value.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'A number of days in the comparison table',
  },
  stems: {
    id: 'pricingTable.value.stems',
    defaultMessage: '{most, select, 4 {2 or 4 stems} other {2 stems}}',
    description: 'Stems a plan can make: 2 (vocals and instrumental), or 2 or 4',
  },
  yes: {
    id: 'pricingTable.value.yes',
    defaultMessage: 'Yes',
    description: 'Comparison table: the plan has it',
  },
  no: {id: 'pricingTable.value.no', defaultMessage: 'No', description: 'Comparison table: the plan lacks it'},
  cardMinutes: {
    id: 'pricingTable.card.minutes',
    defaultMessage: '{minutes, plural, one {# processing minute} other {# processing minutes}} a month',
    description: 'Plan card: minutes of audio that can be processed each month',
  },
  cardFileSize: {
    id: 'pricingTable.card.fileSize',
    defaultMessage: 'Files up to {size}',
    description: 'Plan card: largest upload; size is formatted, e.g. "50 MB"',
  },
  cardSongLength: {
    id: 'pricingTable.card.songLength',
    defaultMessage: 'Songs up to {minutes, plural, one {# minute} other {# minutes}} long',
    description: 'Plan card: longest song that can be processed',
  },
  cardRetention: {
    id: 'pricingTable.card.retention',
    defaultMessage: 'Files kept for {days, plural, one {# day} other {# days}}',
    description: 'Plan card: how long uploads are kept',
  },
  cardStorage: {
    id: 'pricingTable.card.storage',
    defaultMessage: '{size} of storage',
    description: 'Plan card: how much a user can keep at once; size is formatted, e.g. "2 GB"',
  },
  cardFormats: {
    id: 'pricingTable.card.formats',
    defaultMessage: 'Download as {formats}',
    description: 'Plan card: output formats; formats is a list such as "MP3, WAV and FLAC"',
  },
  teaserRecommended: {
    id: 'pricingTable.teaser.recommended',
    defaultMessage: 'Recommended',
    description: 'Badge on the plan we suggest to most people, in a plan card outside the pricing table',
  },
  teaserFileSize: {
    id: 'pricingTable.teaser.fileSize',
    defaultMessage: 'Files up to {megabytes, number} MB',
    description: 'Plan card outside the pricing table: largest file that can be uploaded, in megabytes',
  },
  teaserTwoStems: {
    id: 'pricingTable.teaser.twoStems',
    defaultMessage: '2 stems: vocals and instrumental',
    description: 'Plan card outside the pricing table: separation into two stems',
  },
  teaserFourStems: {
    id: 'pricingTable.teaser.fourStems',
    defaultMessage: '2 or 4 stems: vocals, drums, bass and the rest',
    description: 'Plan card outside the pricing table: separation into two or four stems',
  },
  teaserPriority: {
    id: 'pricingTable.teaser.priorityQueue',
    defaultMessage: 'Priority processing',
    description: 'Plan card outside the pricing table: jobs are processed before those of other plans',
  },
});
