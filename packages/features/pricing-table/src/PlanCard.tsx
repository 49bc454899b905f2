import type {ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  clockIcon,
  downloadIcon,
  historyIcon,
  musicIcon,
  sparkleIcon,
  uploadIcon,
  waveformIcon,
} from '@nada/ui';
import {messages as m} from './messages';
import {PlanLimitList, type PlanLimit} from './PlanLimitList';
import {formatFormats, formatPrice, planFigures, planPrice} from './planFigures';
import type {PricingPlan, PricingTableData} from './types';
import {currencyForLocale} from './usePricingTable';
import './planCard.css';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  /** The plan, as `GET /api/plans` serves it. */
  plan: PricingPlan;
  /** Digits after the decimal point of each currency's amounts (the catalogue's `minorUnits`). */
  minorUnits: PricingTableData['minorUnits'];
  /** Marks the plan as the one we suggest. @default false */
  recommended?: boolean;
  /** The way to choose the plan: usually one Button. */
  action?: ReactNode;
}

/**
 * One plan on its own, outside the pricing table (the landing's teaser): name, monthly price in the
 * page's currency, limits and features.
 */
export function PlanCard({plan, minorUnits, recommended = false, action}: PlanCardProps) {
  const intl = useIntl();
  const currency = currencyForLocale(intl.locale);
  const language = currency === 'IDR' ? 'id' : 'en';
  const figures = planFigures(plan);
  const formats = formatFormats(intl, figures.outputFormats);
  const limits: PlanLimit[] = [
    {
      icon: clockIcon,
      text: <FormattedMessage {...m.cardMinutes} values={{minutes: figures.monthlyMinutes}} />,
    },
    {
      icon: uploadIcon,
      text: <FormattedMessage {...m.teaserFileSize} values={{megabytes: figures.maxFileMegabytes}} />,
    },
    {
      icon: musicIcon,
      text: <FormattedMessage {...m.cardSongLength} values={{minutes: figures.maxSongMinutes}} />,
    },
    {
      icon: historyIcon,
      text: <FormattedMessage {...m.cardRetention} values={{days: figures.retentionDays}} />,
    },
    {
      icon: waveformIcon,
      text: <FormattedMessage {...(figures.maxStems === 4 ? m.teaserFourStems : m.teaserTwoStems)} />,
    },
    {icon: downloadIcon, text: <FormattedMessage {...m.cardFormats} values={{formats}} />},
  ];
  if (figures.priorityQueue)
    limits.push({icon: sparkleIcon, text: <FormattedMessage {...m.teaserPriority} />});
  return (
    <Card
      variant={recommended ? 'elevated' : 'outlined'}
      className="plan-card"
      data-plan={plan.id}
      data-recommended={recommended ? '' : undefined}
    >
      <CardHeader>
        <div className="plan-card__name">
          <CardTitle as="h3">{plan.name[language]}</CardTitle>
          {recommended && (
            <Badge tone="accent" variant="solid" size="sm">
              <FormattedMessage {...m.teaserRecommended} />
            </Badge>
          )}
        </div>
        <CardDescription>{plan.description[language]}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="plan-card__price">
          <span className="plan-card__amount">
            {formatPrice(intl, planPrice(plan, minorUnits, currency, 'monthly'))}
          </span>{' '}
          <span className="plan-card__period">
            <FormattedMessage {...m.perMonth} />
          </span>
        </p>
        <PlanLimitList className="plan-card__limits" limits={limits} />
      </CardContent>
      {action && <CardFooter>{action}</CardFooter>}
    </Card>
  );
}
