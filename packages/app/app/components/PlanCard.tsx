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
  Icon,
  type IconName,
} from '@nada/ui';
import {planLabels, planLimits, planNames, planTaglines} from '../content/planMessages';
import {planPrice, type Plan} from '../content/plans';
import type {Locale} from '../routing/locales';
import './PlanCard.css';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  plan: Plan;
  /** Marks the plan as the one we suggest. @default false */
  recommended?: boolean;
  /** The way to choose the plan: usually one Button. */
  action?: ReactNode;
}

/** One plan of the catalogue: name, monthly price in the page's currency, limits and features. */
export function PlanCard({plan, recommended = false, action}: PlanCardProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale === 'en' ? 'en' : 'id';
  const price = planPrice(plan, locale);
  const formats = intl.formatList(plan.outputFormats.map((format) => format.toUpperCase()));
  const limits: {icon: IconName; text: ReactNode}[] = [
    {
      icon: 'clock',
      text: <FormattedMessage {...planLimits.minutes} values={{minutes: plan.monthlyMinutes}} />,
    },
    {
      icon: 'upload',
      text: <FormattedMessage {...planLimits.fileSize} values={{megabytes: plan.maxFileSize}} />,
    },
    {
      icon: 'music',
      text: <FormattedMessage {...planLimits.trackLength} values={{minutes: plan.maxTrackLength}} />,
    },
    {
      icon: 'history',
      text: <FormattedMessage {...planLimits.retention} values={{days: plan.fileRetention}} />,
    },
    {
      icon: 'waveform',
      text: <FormattedMessage {...(plan.maxStems === 4 ? planLabels.fourStems : planLabels.twoStems)} />,
    },
    {icon: 'download', text: <FormattedMessage {...planLimits.formats} values={{formats}} />},
  ];
  if (plan.priorityQueue)
    limits.push({icon: 'sparkle', text: <FormattedMessage {...planLabels.priorityQueue} />});
  return (
    <Card
      variant={recommended ? 'elevated' : 'outlined'}
      className="plan-card"
      data-plan={plan.id}
      data-recommended={recommended ? '' : undefined}
    >
      <CardHeader>
        <div className="plan-card__name">
          <CardTitle as="h3">
            <FormattedMessage {...planNames[plan.id]} />
          </CardTitle>
          {recommended && (
            <Badge tone="accent" variant="solid" size="sm">
              <FormattedMessage {...planLabels.recommended} />
            </Badge>
          )}
        </div>
        <CardDescription>
          <FormattedMessage {...planTaglines[plan.id]} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="plan-card__price">
          <span className="plan-card__amount">{intl.formatNumber(price.value, price.format)}</span>{' '}
          <span className="plan-card__period">
            <FormattedMessage {...planLabels.perMonth} />
          </span>
        </p>
        <ul className="plan-card__limits">
          {limits.map((limit) => (
            <li key={limit.icon}>
              <Icon name={limit.icon} size={18} />
              <span>{limit.text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      {action && <CardFooter>{action}</CardFooter>}
    </Card>
  );
}
