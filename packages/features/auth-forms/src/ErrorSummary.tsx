import {Icon, warningIcon} from '@nada/ui';
import type {ReactNode, RefObject} from 'react';
import {FormattedMessage} from 'react-intl';
import {messages} from './messages';

/** One field problem listed in the summary, linking to the field. */
export interface ErrorSummaryItem {
  /** Id of the field's control. */
  fieldId: string;
  /** What is wrong. */
  message: ReactNode;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** Ref the form hook focuses after a failed attempt. */
  summaryRef: RefObject<HTMLDivElement | null>;
  /** Why the action failed, when it did. */
  message?: ReactNode;
  /** The field problems, when the values were not sent. */
  items?: ErrorSummaryItem[];
}

/** The box at the top of a form saying what went wrong; it takes focus so screen readers read it first. */
export function ErrorSummary({summaryRef, message, items = []}: ErrorSummaryProps) {
  if (!message && items.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      className="nada-auth__summary"
      role="alert"
      tabIndex={-1}
      data-kind={message ? 'failure' : 'fields'}
    >
      <Icon icon={warningIcon} className="nada-auth__summary-icon" />
      <div className="nada-auth__summary-body">
        {message ? (
          <p className="nada-auth__summary-text">{message}</p>
        ) : (
          <>
            <p className="nada-auth__summary-text">
              <FormattedMessage {...messages.summaryTitle} values={{count: items.length}} />
            </p>
            <ul className="nada-auth__summary-list">
              {items.map((item) => (
                <li key={item.fieldId}>
                  <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
                    {item.message}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function focusField(event: {preventDefault(): void}, fieldId: string) {
  // Focus, not a jump to the hash: the app's router would treat the hash as a navigation.
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
}
