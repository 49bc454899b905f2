import {Icon, minusIcon, successIcon} from '@nada/ui';
import {FormattedMessage, useIntl} from 'react-intl';
import type {IntlShape} from 'react-intl';
import {messages} from './messages';
import {MIN_PASSWORD_LENGTH, PASSWORD_RULES, checkPassword} from './passwordRules';
import type {PasswordRule} from './passwordRules';
import './authForms.css';

function ruleText(intl: IntlShape, rule: PasswordRule): string {
  switch (rule) {
    case 'length':
      return intl.formatMessage(messages.ruleLength, {min: MIN_PASSWORD_LENGTH});
    case 'letter':
      return intl.formatMessage(messages.ruleLetter);
    case 'digit':
      return intl.formatMessage(messages.ruleDigit);
  }
}

/** Props of {@link PasswordChecklist}. */
export interface PasswordChecklistProps {
  /** Id the password input points at with aria-describedby. */
  id?: string;
  /** The password typed so far. */
  password: string;
}

/** The password rules as a checklist that ticks each rule off while the user types. */
export function PasswordChecklist({id, password}: PasswordChecklistProps) {
  const intl = useIntl();
  const met = checkPassword(password);
  return (
    <div id={id} className="nada-auth__rules">
      <span className="nada-auth__rules-title">
        <FormattedMessage {...messages.passwordRulesTitle} />
      </span>
      <ul className="nada-auth__rules-list">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className="nada-auth__rule" data-rule={rule} data-met={met[rule] ? '' : undefined}>
            <Icon icon={met[rule] ? successIcon : minusIcon} className="nada-auth__rule-icon" />
            <span>
              {ruleText(intl, rule)}{' '}
              <span className="nada-auth__visually-hidden">
                ({intl.formatMessage(met[rule] ? messages.ruleMet : messages.ruleUnmet)})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
