import {Badge, Button, Icon, envelopeIcon, googleIcon} from '@nada/ui';
import type {IconData} from '@nada/ui';
import {useCallback, useState} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import type {MessageDescriptor} from 'react-intl';
import {FormStatus} from './FormStatus';
import {messages} from './messages';
import {ProfileSection, type ProfileHeadingOptions} from './ProfileSection';
import type {ProfileFormState, SignInProvider} from './types';
import {useProfileForm} from './useProfileForm';

/** Props of {@link SignInMethods}. */
export interface SignInMethodsProps extends ProfileHeadingOptions {
  /** The providers linked to the account (Firebase `providerData[].providerId`); others are ignored. */
  linked: readonly string[];
  /** Links Google (Firebase `linkWithPopup`). */
  linkGoogle: () => Promise<void>;
  /** Unlinks a provider (Firebase `unlink`); never offered for the only one left. */
  unlink: (provider: SignInProvider) => Promise<void>;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<ProfileFormState<Record<string, never>>>;
}

const methods: readonly {provider: SignInProvider; icon: IconData; name: MessageDescriptor}[] = [
  {provider: 'password', icon: envelopeIcon, name: messages.methodPassword},
  {provider: 'google.com', icon: googleIcon, name: messages.methodGoogle},
];

/** Email/password and Google, each linked or not, with link and unlink; the last method cannot be unlinked. */
export function SignInMethods({linked, linkGoogle, unlink, initialState, headingLevel}: SignInMethodsProps) {
  const intl = useIntl();
  const [running, setRunning] = useState<SignInProvider | null>(null);
  const form = useProfileForm<Record<string, never>>({
    defaultValues: {},
    validate: useCallback(() => ({}), []),
    onSubmit: useCallback(() => Promise.resolve(), []),
    initialState,
  });
  const busy = form.status === 'submitting';
  const ours = methods.filter((method) => linked.includes(method.provider));
  const only = ours.length === 1 ? ours[0]?.provider : undefined;

  function handle(provider: SignInProvider, action: () => Promise<void>) {
    setRunning(provider);
    void form.run(action).finally(() => setRunning(null));
  }

  return (
    <ProfileSection
      title={<FormattedMessage {...messages.methodsTitle} />}
      lead={<FormattedMessage {...messages.methodsLead} />}
      headingLevel={headingLevel}
    >
      <FormStatus
        statusRef={form.statusRef}
        status={form.status}
        error={form.error}
        success={<FormattedMessage {...messages.methodsSaved} />}
      />
      <ul className="nada-profile__methods" aria-busy={busy || undefined}>
        {methods.map(({provider, icon, name}) => {
          const isLinked = linked.includes(provider);
          const method = intl.formatMessage(name);
          return (
            <li
              key={provider}
              className="nada-profile__method"
              data-provider={provider}
              data-linked={isLinked || undefined}
            >
              <span className="nada-profile__method-name">
                <Icon icon={icon} />
                {method}
                <Badge tone={isLinked ? 'success' : 'neutral'}>
                  <FormattedMessage {...(isLinked ? messages.methodLinked : messages.methodNotLinked)} />
                </Badge>
              </span>
              {isLinked && only === provider && (
                <span className="nada-profile__note">
                  <FormattedMessage {...messages.lastMethod} />
                </span>
              )}
              {isLinked && only !== provider && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={running === provider}
                  disabled={busy}
                  onClick={() => handle(provider, () => unlink(provider))}
                >
                  <FormattedMessage {...messages.unlink} values={{method}} />
                </Button>
              )}
              {!isLinked && provider === 'google.com' && (
                <Button
                  variant="secondary"
                  size="sm"
                  iconStart={googleIcon}
                  loading={running === provider}
                  disabled={busy}
                  onClick={() => handle(provider, linkGoogle)}
                >
                  <FormattedMessage {...messages.link} values={{method}} />
                </Button>
              )}
              {!isLinked && provider === 'password' && (
                <span className="nada-profile__note">
                  <FormattedMessage {...messages.methodPasswordNotLinked} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </ProfileSection>
  );
}
