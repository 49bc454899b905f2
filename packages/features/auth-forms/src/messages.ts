import {defineMessages} from '@nada/ui';
import './messages.generated';

/** Every text the auth forms show, apart from the error messages in {@link errorMessages}. */
export const messages = defineMessages({
  nameLabel: {id: 'authForms.field.name', defaultMessage: 'Name', description: 'Label of the name field'},
  emailLabel: {
    id: 'authForms.field.email',
    defaultMessage: 'Email',
    description: 'Label of the email address field',
  },
  passwordLabel: {
    id: 'authForms.field.password',
    defaultMessage: 'Password',
    description: 'Label of the password field',
  },
  newPasswordLabel: {
    id: 'authForms.field.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the field where the user chooses a new password',
  },
  or: {
    id: 'authForms.or',
    defaultMessage: 'or',
    description: 'Divider between the email form and the Google button',
  },
  google: {
    id: 'authForms.google',
    defaultMessage: 'Continue with Google',
    description: 'Button that signs in or signs up with a Google account',
  },
  summaryTitle: {
    id: 'authForms.summary.title',
    defaultMessage:
      '{count, plural, one {# field needs your attention} other {# fields need your attention}}',
    description: 'Heading of the box listing the fields to fix before the form can be sent',
  },
  passwordRulesTitle: {
    id: 'authForms.passwordRules.title',
    defaultMessage: 'Your password needs',
    description: 'Heading of the live checklist of password rules, followed by the rules',
  },
  ruleLength: {
    id: 'authForms.passwordRules.length',
    defaultMessage: 'at least {min} characters',
    description: 'Password rule in the checklist, after "Your password needs"',
  },
  ruleLetter: {
    id: 'authForms.passwordRules.letter',
    defaultMessage: 'a letter',
    description: 'Password rule in the checklist, after "Your password needs"',
  },
  ruleDigit: {
    id: 'authForms.passwordRules.digit',
    defaultMessage: 'a number',
    description: 'Password rule in the checklist, after "Your password needs"',
  },
  ruleMet: {
    id: 'authForms.passwordRules.met',
    defaultMessage: 'done',
    description: 'Screen-reader text after a password rule the typed password meets',
  },
  ruleUnmet: {
    id: 'authForms.passwordRules.unmet',
    defaultMessage: 'not yet',
    description: 'Screen-reader text after a password rule the typed password does not meet yet',
  },
  signInTitle: {
    id: 'authForms.signIn.title',
    defaultMessage: 'Sign in to Nada',
    description: 'Heading of the sign-in form',
  },
  signInSubmit: {id: 'authForms.signIn.submit', defaultMessage: 'Sign in', description: 'Sign-in button'},
  forgotPassword: {
    id: 'authForms.signIn.forgotPassword',
    defaultMessage: 'Forgot your password?',
    description: 'Link from the sign-in form to the password reset form',
  },
  useEmailLink: {
    id: 'authForms.signIn.useEmailLink',
    defaultMessage: 'Email me a sign-in link instead',
    description: 'Link from the sign-in form to signing in with a link sent by email, without a password',
  },
  noAccount: {
    id: 'authForms.signIn.noAccount',
    defaultMessage: 'New to Nada? <link>Create a free account</link>',
    description: 'Line under the sign-in form; <link> goes to registration',
  },
  signInSuccess: {
    id: 'authForms.signIn.success',
    defaultMessage: 'You’re signed in. Taking you onward…',
    description: 'Status after a successful sign-in, while the app moves on',
  },
  registerTitle: {
    id: 'authForms.register.title',
    defaultMessage: 'Create your Nada account',
    description: 'Heading of the registration form',
  },
  terms: {
    id: 'authForms.register.terms',
    defaultMessage:
      'I agree to the <terms>Terms and Conditions</terms> and the <privacy>Privacy Policy</privacy>',
    description: 'Label of the check box accepting the terms; <terms> and <privacy> are links',
  },
  registerSubmit: {
    id: 'authForms.register.submit',
    defaultMessage: 'Create account',
    description: 'Button that creates the account',
  },
  haveAccount: {
    id: 'authForms.register.haveAccount',
    defaultMessage: 'Already have an account? <link>Sign in</link>',
    description: 'Line under the registration form; <link> goes to the sign-in form',
  },
  registerSuccess: {
    id: 'authForms.register.success',
    defaultMessage: 'Your account is ready. Taking you onward…',
    description: 'Status after the account was created, while the app moves on',
  },
  emailLinkTitle: {
    id: 'authForms.emailLink.title',
    defaultMessage: 'Sign in with an email link',
    description: 'Heading of the form that sends a sign-in link by email',
  },
  emailLinkLead: {
    id: 'authForms.emailLink.lead',
    defaultMessage: 'We’ll email you a link that signs you in. No password needed.',
    description: 'Text under the heading of the email-link form',
  },
  emailLinkSubmit: {
    id: 'authForms.emailLink.submit',
    defaultMessage: 'Send sign-in link',
    description: 'Button that sends the sign-in link',
  },
  emailLinkSentTitle: {
    id: 'authForms.emailLink.sentTitle',
    defaultMessage: 'Check your inbox',
    description: 'Heading shown after the sign-in link was sent',
  },
  emailLinkSentText: {
    id: 'authForms.emailLink.sentText',
    defaultMessage:
      'We sent a sign-in link to <b>{email}</b>. Open it on this device to finish signing in. If it hasn’t arrived in a minute or two, look in your spam folder.',
    description: 'Text shown after the sign-in link was sent; <b> marks the address',
  },
  useAnotherEmail: {
    id: 'authForms.useAnotherEmail',
    defaultMessage: 'Use a different email',
    description: 'Button that goes back to the form to type another address',
  },
  usePassword: {
    id: 'authForms.emailLink.usePassword',
    defaultMessage: 'Sign in with a password',
    description: 'Link from the email-link form back to the password sign-in form',
  },
  emailLinkCompleteTitle: {
    id: 'authForms.emailLinkComplete.title',
    defaultMessage: 'Confirm your email',
    description: 'Heading of the form that finishes an email-link sign-in opened on another device',
  },
  emailLinkCompleteLead: {
    id: 'authForms.emailLinkComplete.lead',
    defaultMessage:
      'You opened the sign-in link on a different device or browser. Enter the email you asked for it with.',
    description: 'Why the email is asked for again when finishing an email-link sign-in',
  },
  emailLinkCompleteSubmit: {
    id: 'authForms.emailLinkComplete.submit',
    defaultMessage: 'Finish signing in',
    description: 'Button that finishes the email-link sign-in',
  },
  forgotTitle: {
    id: 'authForms.forgot.title',
    defaultMessage: 'Reset your password',
    description: 'Heading of the form that sends a password reset link',
  },
  forgotLead: {
    id: 'authForms.forgot.lead',
    defaultMessage: 'Enter your account’s email and we’ll send you a link to choose a new password.',
    description: 'Text under the heading of the password reset request form',
  },
  forgotSubmit: {
    id: 'authForms.forgot.submit',
    defaultMessage: 'Send reset link',
    description: 'Button that sends the password reset link',
  },
  forgotSentTitle: {
    id: 'authForms.forgot.sentTitle',
    defaultMessage: 'Check your email',
    description: 'Heading shown after the password reset link was sent',
  },
  forgotSentText: {
    id: 'authForms.forgot.sentText',
    defaultMessage:
      'If <b>{email}</b> has a Nada account, a link to reset its password is on its way. Look in your spam folder too.',
    description:
      'Text shown after a reset link was requested; it does not confirm the account exists. <b> marks the address',
  },
  backToSignIn: {
    id: 'authForms.backToSignIn',
    defaultMessage: 'Back to sign in',
    description: 'Link back to the sign-in form',
  },
  verifyTitle: {
    id: 'authForms.verify.title',
    defaultMessage: 'Verify your email',
    description: 'Heading of the prompt asking the user to confirm their email address',
  },
  verifyText: {
    id: 'authForms.verify.text',
    defaultMessage:
      'We sent a verification link to <b>{email}</b>. Open it to confirm the address is yours, then come back here.',
    description: 'Text of the email verification prompt; <b> marks the address',
  },
  verifyResend: {
    id: 'authForms.verify.resend',
    defaultMessage: 'Send the email again',
    description: 'Button that sends the verification email again',
  },
  verifyResendIn: {
    id: 'authForms.verify.resendIn',
    defaultMessage: 'Send again in {seconds, plural, one {# second} other {# seconds}}',
    description: 'Disabled resend button while the user has to wait before sending again',
  },
  verifyResent: {
    id: 'authForms.verify.resent',
    defaultMessage: 'A new verification email is on its way.',
    description: 'Status after the verification email was sent again',
  },
  verifyContinue: {
    id: 'authForms.verify.continue',
    defaultMessage: 'I’ve verified my email',
    description: 'Button the user presses after opening the verification link',
  },
  verifyNotYet: {
    id: 'authForms.verify.notYet',
    defaultMessage: 'Your email isn’t verified yet. Open the link in the email we sent, then try again.',
    description: 'Shown after "I’ve verified my email" when the address is still not verified',
  },
  actionChecking: {
    id: 'authForms.action.checking',
    defaultMessage: 'Checking your link…',
    description: 'Status while a link from an email (verification, recovery) is being checked',
  },
  signedInTitle: {
    id: 'authForms.action.signedIn.title',
    defaultMessage: 'You’re signed in',
    description: 'Heading after an email sign-in link was used successfully',
  },
  signedInText: {
    id: 'authForms.action.signedIn.text',
    defaultMessage: 'Taking you to Nada…',
    description: 'Text after an email sign-in link was used successfully, while the app moves on',
  },
  emailVerifiedTitle: {
    id: 'authForms.action.emailVerified.title',
    defaultMessage: 'Email verified',
    description: 'Heading after the email address was verified through the link',
  },
  emailVerifiedText: {
    id: 'authForms.action.emailVerified.text',
    defaultMessage: 'Thanks! Your email address is confirmed and your Nada account is ready to use.',
    description: 'Text after the email address was verified through the link',
  },
  continueToNada: {
    id: 'authForms.action.continue',
    defaultMessage: 'Continue to Nada',
    description: 'Button after a successful email action that goes on into the app',
  },
  emailRecoveredTitle: {
    id: 'authForms.action.emailRecovered.title',
    defaultMessage: 'Email address restored',
    description: 'Heading after an email change was undone through the link',
  },
  emailRecoveredText: {
    id: 'authForms.action.emailRecovered.text',
    defaultMessage:
      'Your account’s email is <b>{email}</b> again. If you didn’t ask for the change, reset your password now to keep your account safe.',
    description: 'Text after an email change was undone; <b> marks the restored address',
  },
  resetPasswordAction: {
    id: 'authForms.action.resetPassword',
    defaultMessage: 'Reset password',
    description: 'Link to the password reset form, offered after an email change was undone',
  },
  passwordChangedTitle: {
    id: 'authForms.action.passwordChanged.title',
    defaultMessage: 'Password changed',
    description: 'Heading after a new password was saved through the reset link',
  },
  passwordChangedText: {
    id: 'authForms.action.passwordChanged.text',
    defaultMessage: 'You can now sign in with your new password.',
    description: 'Text after a new password was saved through the reset link',
  },
  signInAction: {
    id: 'authForms.action.signIn',
    defaultMessage: 'Sign in',
    description: 'Link to the sign-in form after the password was changed',
  },
  linkExpiredTitle: {
    id: 'authForms.action.expired.title',
    defaultMessage: 'This link has expired',
    description: 'Heading when a link from an email is too old',
  },
  linkInvalidTitle: {
    id: 'authForms.action.invalid.title',
    defaultMessage: 'This link can’t be used',
    description: 'Heading when a link from an email is invalid, already used, or failed',
  },
  linkExpiredText: {
    id: 'authForms.action.expired.text',
    defaultMessage: 'Links in our emails only work for a while. Ask for a new one and open it soon.',
    description: 'Text under "This link has expired"',
  },
  linkInvalidText: {
    id: 'authForms.action.invalid.text',
    defaultMessage: 'It may have been used already, or cut short when it was copied. Ask for a new one.',
    description: 'Text under "This link can’t be used" when the link is invalid or already used',
  },
  requestNewLink: {
    id: 'authForms.action.requestNew',
    defaultMessage: 'Request a new link',
    description: 'Link to ask for a new email link after the old one failed',
  },
  resetTitle: {
    id: 'authForms.reset.title',
    defaultMessage: 'Choose a new password',
    description: 'Heading of the form that sets a new password from the reset link',
  },
  resetLead: {
    id: 'authForms.reset.lead',
    defaultMessage: 'For the account <b>{email}</b>.',
    description: 'Line under the heading of the new-password form; <b> marks the address',
  },
  resetSubmit: {
    id: 'authForms.reset.submit',
    defaultMessage: 'Save new password',
    description: 'Button that saves the new password',
  },
  reauthTitle: {
    id: 'authForms.reauth.title',
    defaultMessage: 'Confirm it’s you',
    description: 'Title of the dialog asking for the password again before a sensitive change',
  },
  reauthDescription: {
    id: 'authForms.reauth.description',
    defaultMessage: 'For your security, enter the password for <b>{email}</b> to continue.',
    description: 'Text of the re-authentication dialog; <b> marks the address',
  },
  reauthSubmit: {
    id: 'authForms.reauth.submit',
    defaultMessage: 'Confirm',
    description: 'Button that checks the password in the re-authentication dialog',
  },
  cancel: {id: 'authForms.cancel', defaultMessage: 'Cancel', description: 'Button that closes a dialog'},
  botChecking: {
    id: 'authForms.botCheck.checking',
    defaultMessage: 'Running a quick security check…',
    description: 'Status while the browser solves the anti-bot puzzle before the form is sent',
  },
  botSolved: {
    id: 'authForms.botCheck.solved',
    defaultMessage: 'Security check done',
    description: 'Status once the anti-bot puzzle is solved',
  },
});
