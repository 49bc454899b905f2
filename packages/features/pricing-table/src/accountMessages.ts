import {defineMessages} from '@nada/ui';

/** The texts of the account panel (PricingAccount): a signed-in user's plan, usage, checkout and cancel. */
export const accountMessages = defineMessages({
  upgradeTo: {
    id: 'pricingTable.account.upgradeTo',
    defaultMessage: 'Upgrade to {plan}',
    description: 'Button under a plan more expensive than the user’s: starts a checkout',
  },
  switchTo: {
    id: 'pricingTable.account.switchTo',
    defaultMessage: 'Switch to {plan}',
    description: 'Button under a plan cheaper than the user’s: starts a checkout (or cancels, for Free)',
  },
  openingCheckout: {
    id: 'pricingTable.account.openingCheckout',
    defaultMessage: 'Opening the payment page…',
    description: 'Button text while the checkout is being created',
  },
  yourPlan: {
    id: 'pricingTable.account.yourPlan',
    defaultMessage: 'Your plan',
    description: 'Heading of the panel with the signed-in user’s plan and usage',
  },
  onPlan: {
    id: 'pricingTable.account.onPlan',
    defaultMessage: 'You are on the {plan} plan.',
    description: 'The user’s current plan',
  },
  paidUntil: {
    id: 'pricingTable.account.paidUntil',
    defaultMessage: 'Paid until {date}.',
    description: 'The end of the paid period of an active subscription',
  },
  endsOn: {
    id: 'pricingTable.account.endsOn',
    defaultMessage: 'Canceled: your {plan} plan stays until {date}, then you are on {free}.',
    description: 'A canceled subscription: the plan lasts to the end of the paid period',
  },
  minutesLeft: {
    id: 'pricingTable.account.minutesLeft',
    defaultMessage: '{left} of {total} left this month',
    description: 'Processing minutes left this month, e.g. "25 minutes of 30 minutes left this month"',
  },
  minutesMeter: {
    id: 'pricingTable.account.minutesMeter',
    defaultMessage: 'Processing minutes used this month',
    description: 'Accessible label of the bar showing the minutes used',
  },
  minutesReset: {
    id: 'pricingTable.account.minutesReset',
    defaultMessage: 'New minutes on {date}.',
    description: 'When the monthly processing minutes renew',
  },
  loadingAccount: {
    id: 'pricingTable.account.loadingAccount',
    defaultMessage: 'Loading your plan…',
    description: 'While the user’s plan and usage load',
  },
  accountFailed: {
    id: 'pricingTable.account.accountFailed',
    defaultMessage: 'Your plan could not be loaded.',
    description: 'The user’s plan or usage failed to load',
  },
  tryAgain: {
    id: 'pricingTable.account.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button: load the plan again',
  },
  cancelSubscription: {
    id: 'pricingTable.account.cancelSubscription',
    defaultMessage: 'Cancel subscription',
    description: 'Button opening the cancel confirmation',
  },
  cancelTitle: {
    id: 'pricingTable.account.cancelTitle',
    defaultMessage: 'Cancel your {plan} plan?',
    description: 'Title of the cancel confirmation dialog',
  },
  cancelDescription: {
    id: 'pricingTable.account.cancelDescription',
    defaultMessage:
      'You keep {plan} and its minutes until {date}. After that you are on {free}, and nothing more is charged.',
    description: 'Body of the cancel confirmation dialog',
  },
  cancelConfirm: {
    id: 'pricingTable.account.cancelConfirm',
    defaultMessage: 'Yes, cancel',
    description: 'Confirm button of the cancel dialog',
  },
  cancelKeep: {
    id: 'pricingTable.account.cancelKeep',
    defaultMessage: 'Keep my plan',
    description: 'Dismiss button of the cancel dialog',
  },
  checkoutPaid: {
    id: 'pricingTable.account.checkoutPaid',
    defaultMessage: 'Thank you! Your payment went through.',
    description: 'Notice after returning from a paid checkout',
  },
  checkoutCanceled: {
    id: 'pricingTable.account.checkoutCanceled',
    defaultMessage: 'The payment was canceled. Nothing was charged.',
    description: 'Notice after returning from a checkout the user gave up',
  },
});
