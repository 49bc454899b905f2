import {defineMessages} from '@nada/ui';

/**
 * The texts of the signed-in part of the pricing page (its plan, usage, checkout and cancel), in
 * their own module so that they load with that part only. Their ids share the page's `app.pricing.` catalog.
 */
export const pricingAccountMessages = defineMessages({
  upgradeTo: {
    id: 'app.pricing.upgradeTo',
    defaultMessage: 'Upgrade to {plan}',
    description: 'Button under a plan more expensive than the user’s: starts a checkout',
  },
  switchTo: {
    id: 'app.pricing.switchTo',
    defaultMessage: 'Switch to {plan}',
    description: 'Button under a plan cheaper than the user’s: starts a checkout (or cancels, for Free)',
  },
  openingCheckout: {
    id: 'app.pricing.openingCheckout',
    defaultMessage: 'Opening the payment page…',
    description: 'Button text while the checkout is being created',
  },
  yourPlan: {
    id: 'app.pricing.yourPlan',
    defaultMessage: 'Your plan',
    description: 'Heading of the panel with the signed-in user’s plan and usage',
  },
  onPlan: {
    id: 'app.pricing.onPlan',
    defaultMessage: 'You are on the {plan} plan.',
    description: 'The user’s current plan',
  },
  paidUntil: {
    id: 'app.pricing.paidUntil',
    defaultMessage: 'Paid until {date}.',
    description: 'The end of the paid period of an active subscription',
  },
  endsOn: {
    id: 'app.pricing.endsOn',
    defaultMessage: 'Canceled: your {plan} plan stays until {date}, then you are on {free}.',
    description: 'A canceled subscription: the plan lasts to the end of the paid period',
  },
  minutesLeft: {
    id: 'app.pricing.minutesLeft',
    defaultMessage: '{left} of {total} left this month',
    description: 'Processing minutes left this month, e.g. "25 minutes of 30 minutes left this month"',
  },
  minutesMeter: {
    id: 'app.pricing.minutesMeter',
    defaultMessage: 'Processing minutes used this month',
    description: 'Accessible label of the bar showing the minutes used',
  },
  minutesReset: {
    id: 'app.pricing.minutesReset',
    defaultMessage: 'New minutes on {date}.',
    description: 'When the monthly processing minutes renew',
  },
  loadingAccount: {
    id: 'app.pricing.loadingAccount',
    defaultMessage: 'Loading your plan…',
    description: 'While the user’s plan and usage load',
  },
  accountFailed: {
    id: 'app.pricing.accountFailed',
    defaultMessage: 'Your plan could not be loaded.',
    description: 'The user’s plan or usage failed to load',
  },
  tryAgain: {
    id: 'app.pricing.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button: load the plan again',
  },
  cancelSubscription: {
    id: 'app.pricing.cancelSubscription',
    defaultMessage: 'Cancel subscription',
    description: 'Button opening the cancel confirmation',
  },
  cancelTitle: {
    id: 'app.pricing.cancelTitle',
    defaultMessage: 'Cancel your {plan} plan?',
    description: 'Title of the cancel confirmation dialog',
  },
  cancelDescription: {
    id: 'app.pricing.cancelDescription',
    defaultMessage:
      'You keep {plan} and its minutes until {date}. After that you are on {free}, and nothing more is charged.',
    description: 'Body of the cancel confirmation dialog',
  },
  cancelConfirm: {
    id: 'app.pricing.cancelConfirm',
    defaultMessage: 'Yes, cancel',
    description: 'Confirm button of the cancel dialog',
  },
  cancelKeep: {
    id: 'app.pricing.cancelKeep',
    defaultMessage: 'Keep my plan',
    description: 'Dismiss button of the cancel dialog',
  },
  checkoutPaid: {
    id: 'app.pricing.checkoutPaid',
    defaultMessage: 'Thank you! Your payment went through.',
    description: 'Notice after returning from a paid checkout',
  },
  checkoutCanceled: {
    id: 'app.pricing.checkoutCanceled',
    defaultMessage: 'The payment was canceled. Nothing was charged.',
    description: 'Notice after returning from a checkout the user gave up',
  },
});
