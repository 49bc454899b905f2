import type {ReactNode} from 'react';
import {FormattedMessage} from 'react-intl';
import {Button, Icon, infoIcon} from '@nada/ui';
import {pageMessages as m} from './pageMessages';
import {PricingLink} from './PricingLink';
import {PricingTable} from './PricingTable';
import type {PaymentProvider, PricingLinkComponent, PricingTableData} from './types';
import './pricingPage.css';

/** Props of {@link PricingPage}. */
export interface PricingPageProps {
  /** The page's heading. */
  title: ReactNode;
  /** Who takes payments in the page's currency; a note says so when it is the sandbox or nobody. */
  paymentProvider: PaymentProvider | null;
  /** Where the detailed comparison and the FAQ are. */
  detailHref: string;
  /** Renders the page's links, so client-side navigation works; a plain `<a>` by default. */
  linkComponent?: PricingLinkComponent;
  /** The plans: a {@link PricingGuestTable} for a visitor, a `PricingAccount` for a signed-in user. */
  children: ReactNode;
}

/**
 * The pricing page: its heading and lead, a note while payments are not set up (or only the
 * sandbox is), the plans given as children, and a link to the detailed comparison.
 */
export function PricingPage({title, paymentProvider, detailHref, linkComponent, children}: PricingPageProps) {
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
        <PricingLink href={detailHref} linkComponent={linkComponent}>
          <FormattedMessage {...m.compareLink} />
        </PricingLink>
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
  /** Where an account is created (the free plan's action). */
  registerHref: string;
  /** Where a visitor signs in (a paid plan's action). */
  signInHref: string;
  /** Renders the table's links, so client-side navigation works; a plain `<a>` by default. */
  linkComponent?: PricingLinkComponent;
}

/** The plans as a visitor who is not signed in sees them: start free, or sign in to choose a paid plan. */
export function PricingGuestTable({
  plans,
  minorUnits,
  recommendedPlanId,
  payable,
  registerHref,
  signInHref,
  linkComponent,
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
              <PricingLink href={registerHref} linkComponent={linkComponent}>
                <FormattedMessage {...m.startFree} />
              </PricingLink>
            </Button>
          );
        }
        // Paid plans have no action until a payment provider is configured (see the page's note).
        if (!payable) return null;
        return (
          <Button asChild fullWidth>
            <PricingLink href={signInHref} linkComponent={linkComponent}>
              <FormattedMessage {...m.signInToChoose} values={{plan: view.name}} />
            </PricingLink>
          </Button>
        );
      }}
    />
  );
}
