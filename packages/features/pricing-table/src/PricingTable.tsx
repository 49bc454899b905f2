import type {ReactNode} from 'react';
import {useId} from 'react';
import {FormattedMessage, useIntl, type IntlShape} from 'react-intl';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Icon,
  checkIcon,
  clockIcon,
  downloadIcon,
  historyIcon,
  musicIcon,
  sparkleIcon,
  trayIcon,
  uploadIcon,
  waveformIcon,
} from '@nada/ui';
import {messages as m} from './messages';
import {PlanLimitList, type PlanLimit} from './PlanLimitList';
import type {BillingPeriod} from './types';
import {formatFormats, formatPrice} from './planFigures';
import {usePricingTable, type PricingPlanView, type UsePricingTableOptions} from './usePricingTable';
import './pricingTable.css';

/** What a plan's action is rendered with. */
export interface PlanActionContext {
  /** The period the visitor is looking at. */
  period: BillingPeriod;
  /** Whether it is the signed-in user's plan. */
  isCurrent: boolean;
}

/** Props of {@link PricingTable}. */
export interface PricingTableProps extends UsePricingTableOptions {
  /** The plan to suggest, marked "Recommended" (not when it is the user's own). */
  recommendedPlanId?: string;
  /** The way to choose a plan, under its card (a Button or a link); none shows no action. */
  renderAction?: (plan: PricingPlanView, context: PlanActionContext) => ReactNode;
  /** Heading level of the plan names in the cards. @default 'h3' */
  planHeading?: 'h2' | 'h3' | 'h4';
  /** Leaves the comparison table out (cards and switch only). @default false */
  hideComparison?: boolean;
}

const PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

// Sizes count 1,048,576 bytes to the MB, as the API's own limits and messages do.
function formatSize(intl: IntlShape, bytes: number): string {
  const [unit, size] = bytes >= GIB ? (['gigabyte', GIB] as const) : (['megabyte', MIB] as const);
  return intl.formatNumber(Math.floor((bytes / size) * 10) / 10, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  });
}

/**
 * Nada's plans: a monthly/yearly switch, a card per plan (price in the page's currency, limits, the
 * caller's action) and a table comparing every limit. The user's current plan is marked in both.
 */
export function PricingTable({
  recommendedPlanId,
  renderAction,
  planHeading = 'h3',
  hideComparison = false,
  ...options
}: PricingTableProps) {
  const intl = useIntl();
  const table = usePricingTable(options);
  const captionId = useId();
  const periodName = useId();
  return (
    <div className="pricing-table" data-currency={table.currency}>
      {/* Native radios, not @nada/ui's RadioGroup: the pricing pages are public and reach a guest
          without React. Both periods' prices are in the page; CSS shows the checked radio's. */}
      <fieldset className="pricing-table__period">
        <legend className="nada-visually-hidden">{intl.formatMessage(m.periodLabel)}</legend>
        {PERIODS.map((period) => (
          <label key={period} className="pricing-table__period-option">
            <input
              type="radio"
              className="nada-visually-hidden"
              name={periodName}
              value={period}
              checked={table.period === period}
              onChange={() => table.setPeriod(period)}
            />
            <FormattedMessage {...m[period]} />
          </label>
        ))}
      </fieldset>
      <ul className="pricing-table__cards" aria-label={intl.formatMessage(m.plansLabel)}>
        {table.plans.map((view, index) => (
          <li key={view.plan.id}>
            <TablePlanCard
              view={view}
              prices={{
                monthly: table.plansByPeriod.monthly[index] ?? view,
                yearly: table.plansByPeriod.yearly[index] ?? view,
              }}
              recommended={!view.isCurrent && view.plan.id === recommendedPlanId}
              heading={planHeading}
              action={renderAction?.(view, {period: table.period, isCurrent: view.isCurrent})}
            />
          </li>
        ))}
      </ul>
      {!hideComparison && (
        // A narrow screen scrolls the table sideways: the region can take focus to scroll by keyboard.
        <div className="pricing-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <ComparisonTable plans={table.plans} plansByPeriod={table.plansByPeriod} captionId={captionId} />
        </div>
      )}
    </div>
  );
}

/** A part shown only while its period's radio is checked (pricingTable.css). */
function ForPeriod({period, children}: {period: BillingPeriod; children: ReactNode}) {
  return (
    <span className="pricing-table__for-period" data-for-period={period}>
      {children}
    </span>
  );
}

function TablePlanCard({
  view,
  prices,
  recommended,
  heading,
  action,
}: {
  view: PricingPlanView;
  /** The plan in each period, for its price. */
  prices: Record<BillingPeriod, PricingPlanView>;
  recommended: boolean;
  heading: 'h2' | 'h3' | 'h4';
  action: ReactNode;
}) {
  const intl = useIntl();
  const {plan} = view;
  const limits: PlanLimit[] = [
    {icon: clockIcon, text: <FormattedMessage {...m.cardMinutes} values={{minutes: view.monthlyMinutes}} />},
    {
      icon: uploadIcon,
      text: <FormattedMessage {...m.cardFileSize} values={{size: formatSize(intl, plan.maxFileBytes)}} />,
    },
    {
      icon: musicIcon,
      text: <FormattedMessage {...m.cardSongLength} values={{minutes: view.maxSongMinutes}} />,
    },
    {icon: waveformIcon, text: <FormattedMessage {...m.stems} values={{most: String(view.maxStems)}} />},
    {
      icon: downloadIcon,
      text: (
        <FormattedMessage {...m.cardFormats} values={{formats: formatFormats(intl, plan.outputFormats)}} />
      ),
    },
    {icon: historyIcon, text: <FormattedMessage {...m.cardRetention} values={{days: plan.retentionDays}} />},
    {
      icon: trayIcon,
      text: <FormattedMessage {...m.cardStorage} values={{size: formatSize(intl, plan.storageQuotaBytes)}} />,
    },
  ];
  if (plan.priorityQueue) limits.push({icon: sparkleIcon, text: <FormattedMessage {...m.rowPriority} />});
  return (
    <Card
      variant={view.isCurrent || recommended ? 'elevated' : 'outlined'}
      className="pricing-table__card"
      data-plan={plan.id}
      data-current={view.isCurrent ? '' : undefined}
      data-recommended={recommended ? '' : undefined}
    >
      <CardHeader>
        <div className="pricing-table__name">
          <CardTitle as={heading}>{view.name}</CardTitle>
          {view.isCurrent && (
            <Badge tone="success" variant="solid" size="sm">
              <FormattedMessage {...m.currentPlan} />
            </Badge>
          )}
          {recommended && (
            <Badge tone="accent" variant="solid" size="sm">
              <FormattedMessage {...m.recommended} />
            </Badge>
          )}
        </div>
        <CardDescription>{view.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {PERIODS.map((period) => (
          <div key={period} className="pricing-table__for-period" data-for-period={period}>
            <CardPrice view={prices[period]} period={period} />
          </div>
        ))}
        <PlanLimitList className="pricing-table__limits" limits={limits} />
      </CardContent>
      {action && <CardFooter>{action}</CardFooter>}
    </Card>
  );
}

/** A plan's price in one period, with what a paid year costs a month and saves. */
function CardPrice({view, period}: {view: PricingPlanView; period: BillingPeriod}) {
  const intl = useIntl();
  return (
    <>
      <p className="pricing-table__price">
        <span className="pricing-table__amount">{formatPrice(intl, view.price)}</span>{' '}
        <span className="pricing-table__per">
          <FormattedMessage {...(period === 'yearly' ? m.perYear : m.perMonth)} />
        </span>
      </p>
      {view.monthlyEquivalent && (
        <p className="pricing-table__equivalent">
          <FormattedMessage
            {...m.monthlyEquivalent}
            values={{price: formatPrice(intl, view.monthlyEquivalent)}}
          />
          {view.yearlySaving !== null && view.yearlySaving > 0 && (
            <>
              {' '}
              <Badge tone="accent" size="sm">
                <FormattedMessage
                  {...m.saving}
                  values={{
                    percent: intl.formatNumber(view.yearlySaving, {
                      style: 'percent',
                      maximumFractionDigits: 0,
                    }),
                  }}
                />
              </Badge>
            </>
          )}
        </p>
      )}
    </>
  );
}

function ComparisonTable({
  plans,
  plansByPeriod,
  captionId,
}: {
  plans: readonly PricingPlanView[];
  /** The plans in each period (in the order of `plans`), for the price row. */
  plansByPeriod: Record<BillingPeriod, readonly PricingPlanView[]>;
  captionId: string;
}) {
  const intl = useIntl();
  const rows: {key: string; label: ReactNode; value: (view: PricingPlanView, index: number) => ReactNode}[] =
    [
      {
        key: 'price',
        label: <FormattedMessage {...m.rowPrice} />,
        value: (view, index) =>
          PERIODS.map((period) => {
            const inPeriod = plansByPeriod[period][index] ?? view;
            return (
              <ForPeriod key={period} period={period}>
                {formatPrice(intl, inPeriod.price)}{' '}
                <FormattedMessage {...(period === 'yearly' ? m.perYear : m.perMonth)} />
              </ForPeriod>
            );
          }),
      },
      {
        key: 'minutes',
        label: <FormattedMessage {...m.rowMinutes} />,
        value: (view) => <FormattedMessage {...m.minutes} values={{minutes: view.monthlyMinutes}} />,
      },
      {
        key: 'fileSize',
        label: <FormattedMessage {...m.rowFileSize} />,
        value: (view) => formatSize(intl, view.plan.maxFileBytes),
      },
      {
        key: 'songLength',
        label: <FormattedMessage {...m.rowSongLength} />,
        value: (view) => <FormattedMessage {...m.minutes} values={{minutes: view.maxSongMinutes}} />,
      },
      {
        key: 'stems',
        label: <FormattedMessage {...m.rowStems} />,
        value: (view) => <FormattedMessage {...m.stems} values={{most: String(view.maxStems)}} />,
      },
      {
        key: 'formats',
        label: <FormattedMessage {...m.rowFormats} />,
        value: (view) => formatFormats(intl, view.plan.outputFormats),
      },
      {
        key: 'retention',
        label: <FormattedMessage {...m.rowRetention} />,
        value: (view) => <FormattedMessage {...m.days} values={{days: view.plan.retentionDays}} />,
      },
      {
        key: 'storage',
        label: <FormattedMessage {...m.rowStorage} />,
        value: (view) => formatSize(intl, view.plan.storageQuotaBytes),
      },
      {
        key: 'priority',
        label: <FormattedMessage {...m.rowPriority} />,
        value: (view) =>
          view.plan.priorityQueue ? (
            <span className="pricing-table__flag" data-value="yes">
              <Icon icon={checkIcon} size={18} />
              <FormattedMessage {...m.yes} />
            </span>
          ) : (
            <span className="pricing-table__flag" data-value="no">
              <FormattedMessage {...m.no} />
            </span>
          ),
      },
    ];
  return (
    <table className="pricing-table__compare">
      <caption id={captionId}>
        <FormattedMessage {...m.compareCaption} />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage {...m.featureHeader} />
          </th>
          {plans.map((view) => (
            <th key={view.plan.id} scope="col" data-current={view.isCurrent ? '' : undefined}>
              <span className="pricing-table__column-name">{view.name}</span>
              {view.isCurrent && (
                <Badge tone="success" variant="solid" size="sm">
                  <FormattedMessage {...m.currentPlan} />
                </Badge>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key}>
            <th scope="row">{row.label}</th>
            {plans.map((view, index) => (
              <td key={view.plan.id} data-current={view.isCurrent ? '' : undefined}>
                {row.value(view, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
