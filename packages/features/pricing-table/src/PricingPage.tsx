import {cloneElement, type ReactNode} from 'react';
import {FormattedMessage} from 'react-intl';
import {Button, Icon, infoIcon} from '@nada/ui';
import {pageMessages as m} from './pageMessages';
import {PricingTable} from './PricingTable';
import type {PaymentProvider, PricingLinkElement, PricingTableData} from './types';
import './pricingPage.css';

/** Props of {@link PricingPage}. */
export interface PricingPageProps {
  /** The page's heading. */
  title: ReactNode;
  /** Who takes payments in the page's currency; a note says so when it is the sandbox or nobody. */
  paymentProvider: PaymentProvider | null;
  /** The link to the detailed comparison and the FAQ, without its text. */
  detailLink: PricingLinkElement;
  /** The plans: a {@link PricingGuestTable} for a visitor, a `PricingAccount` for a signed-in user. */
  children: ReactNode;
}

/**
 * The pricing page: its heading and lead, a note while payments are not set up (or only the
 * sandbox is), the plans given as children, and a link to the detailed comparison.
 */
export function PricingPage({title, paymentProvider, detailLink, children}: PricingPageProps) {
  return (
    <div className="pricing-page">
      <header className="pricing-page__header">
        <h1>{title}</h1>
        <p className="pricing-page__lead">
          <FormattedMessage {...m.lead} />
        </p>
        {paymentProvider !== 'midtrans' && paymentProvider !== 'stripe' && (
          <p className="pricing-page__note" role="note">
            <Icon icon={infoIcon} size={20} />
            <span>
              <FormattedMessage
                {...(paymentProvider === 'sandbox' ? m.paymentsSandbox : m.paymentsNotSetUp)}
              />
            </span>
          </p>
        )}
      </header>
      {children}
      <p className="pricing-page__more">
        {cloneElement(detailLink, {}, <FormattedMessage {...m.compareLink} />)}
      </p>
    </div>
  );
}

/** Props of {@link PricingGuestTable}. */
export interface PricingGuestTableProps extends PricingTableData {
  /** The plan to suggest, marked "Recommended". */
  recommendedPlanId?: string;
  /** Whether a payment provider takes the page's currency: without one, paid plans have no action. */
  payable: boolean;
  /** The link to create an account (the free plan's action), without its text. */
  registerLink: PricingLinkElement;
  /** The link to sign in (a paid plan's action), without its text. */
  signInLink: PricingLinkElement;
}

/** The plans as a visitor who is not signed in sees them: start free, or sign in to choose a paid plan. */
export function PricingGuestTable({
  plans,
  minorUnits,
  recommendedPlanId,
  payable,
  registerLink,
  signInLink,
}: PricingGuestTableProps) {
  return (
    <PricingTable
      plans={plans}
      minorUnits={minorUnits}
      recommendedPlanId={recommendedPlanId}
      planHeading="h2"
      renderAction={(view) => {
        if (view.plan.id === 'free') {
          return (
            <Button asChild fullWidth variant="secondary">
              {cloneElement(registerLink, {}, <FormattedMessage {...m.startFree} />)}
            </Button>
          );
        }
        // Paid plans have no action until a payment provider is configured (see the page's note).
        if (!payable) return null;
        return (
          <Button asChild fullWidth>
            {cloneElement(
              signInLink,
              {},
              <FormattedMessage {...m.signInToChoose} values={{plan: view.name}} />,
            )}
          </Button>
        );
      }}
    />
  );
}
