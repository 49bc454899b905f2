export {ActionCodeResult} from './ActionCodeResult';
export {AuthCallback} from './AuthCallback';
export type {AuthCallbackProps} from './AuthCallback';
export {passBotCheck} from './authClient';
export type {AuthClient, AuthHrefs, ReloadedAccount} from './authClient';
export type {ActionCodeMode, ActionCodeResultProps} from './ActionCodeResult';
export {
  BOT_CHECK_FAILED,
  KNOWN_AUTH_ERROR_CODES,
  UNKNOWN_ERROR,
  authErrorCode,
  authErrorMessage,
  errorMessages,
  fieldErrorMessages,
  isDismissedAuthError,
} from './authErrors';
export {CONTINUED_FROM_PARAM, CONTINUED_FROM_VERIFICATION, EMAIL_FOR_SIGN_IN_KEY} from './emailLink';
export {EmailLinkCompleteForm} from './EmailLinkCompleteForm';
export type {EmailLinkCompleteFormProps} from './EmailLinkCompleteForm';
export {EmailLinkForm} from './EmailLinkForm';
export type {EmailLinkFormProps} from './EmailLinkForm';
export {ForgotPasswordForm} from './ForgotPasswordForm';
export type {ForgotPasswordFormProps} from './ForgotPasswordForm';
export {
  MIN_PASSWORD_LENGTH,
  PASSWORD_RULES,
  checkPassword,
  isEmailAddress,
  isStrongPassword,
} from './passwordRules';
export type {PasswordRule} from './passwordRules';
export {NewPasswordField} from './NewPasswordField';
export type {NewPasswordFieldProps} from './NewPasswordField';
export {PasswordChecklist} from './PasswordChecklist';
export type {PasswordChecklistProps} from './PasswordChecklist';
export {GOOGLE_POPUP_SIZE, REDIRECT_BELOW_WIDTH, preferRedirect} from './preferRedirect';
export type {PreferRedirectInput} from './preferRedirect';
export {MAX_DIFFICULTY, isSolution, leadingZeroBits, proofOfWorkDigest, solveChallenge} from './proofOfWork';
export type {SolveOptions} from './proofOfWork';
export {ReauthenticateDialog} from './ReauthenticateDialog';
export type {ReauthenticateDialogProps} from './ReauthenticateDialog';
export {RegisterFlow} from './RegisterFlow';
export type {RegisterFlowProps} from './RegisterFlow';
export {RegisterForm} from './RegisterForm';
export type {RegisterFormProps} from './RegisterForm';
export {ResetPasswordForm} from './ResetPasswordForm';
export type {ResetPasswordFormProps} from './ResetPasswordForm';
export {SignInForm} from './SignInForm';
export {SignInSteps} from './SignInSteps';
export type {SignInStep, SignInStepsProps} from './SignInSteps';
export type {SignInFormProps} from './SignInForm';
export type {
  AuthFormError,
  AuthFormPending,
  AuthFormState,
  AuthFormStatus,
  AuthLinkComponent,
  AuthLinkComponentProps,
  FieldErrorCode,
  FieldErrors,
  GetChallenge,
  ProofOfWorkChallenge,
  ProofOfWorkSolution,
} from './types';
export {UserMenu} from './UserMenu';
export type {UserMenuPlace, UserMenuProps} from './UserMenu';
export {useActionCode} from './useActionCode';
export type {ActionCodeState, ActionCodeStatus} from './useActionCode';
export {useAuthForm} from './useAuthForm';
export type {AuthForm, UseAuthFormOptions} from './useAuthForm';
export {useBotCheck} from './useBotCheck';
export type {BotCheck, BotCheckStatus} from './useBotCheck';
export {useEmailForm} from './useEmailForm';
export {useLeaveWhenSignedIn} from './useLeaveWhenSignedIn';
export type {EmailForm, EmailValues, UseEmailFormOptions} from './useEmailForm';
export {usePasswordForm} from './usePasswordForm';
export type {PasswordValues, UsePasswordFormOptions} from './usePasswordForm';
export {useProofOfWork} from './useProofOfWork';
export type {ProofOfWork, ProofOfWorkStatus} from './useProofOfWork';
export {useRegisterForm} from './useRegisterForm';
export type {
  RegisterForm as RegisterFormController,
  RegisterInput,
  RegisterValues,
  UseRegisterFormOptions,
} from './useRegisterForm';
export {useSignInForm} from './useSignInForm';
export type {SignInForm as SignInFormController, SignInValues, UseSignInFormOptions} from './useSignInForm';
export {useVerifyEmailPrompt} from './useVerifyEmailPrompt';
export type {
  UseVerifyEmailPromptOptions,
  VerifyEmailPrompt as VerifyEmailPromptController,
} from './useVerifyEmailPrompt';
export {VerifyEmailPrompt} from './VerifyEmailPrompt';
export type {VerifyEmailPromptProps} from './VerifyEmailPrompt';
