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
  type IconData,
  clockIcon,
  downloadIcon,
  historyIcon,
  musicIcon,
  sparkleIcon,
  uploadIcon,
  waveformIcon,
} from '@nada/ui';
import {planLabels, planLimits} from '../content/planMessages';
import {catalogPrice, planFigures, type CatalogPlan, type PlanCatalog} from '../content/planCatalog';
import type {Locale} from '../routing/locales';
import './PlanCard.css';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  /** The catalogue the plan is from (its currencies' minor units). */
  catalog: PlanCatalog;
  /** The plan, as `GET /api/plans` serves it. */
  plan: CatalogPlan;
  /** Marks the plan as the one we suggest. @default false */
  recommended?: boolean;
  /** The way to choose the plan: usually one Button. */
  action?: ReactNode;
}

/** One plan of the API's catalogue: name, monthly price in the page's currency, limits and features. */
export function PlanCard({catalog, plan, recommended = false, action}: PlanCardProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale === 'en' ? 'en' : 'id';
  const price = catalogPrice(catalog, plan, locale);
  const figures = planFigures(plan);
  const formats = intl.formatList(figures.outputFormats.map((format) => format.toUpperCase()));
  const limits: {icon: IconData; text: ReactNode}[] = [
    {
      icon: clockIcon,
      text: <FormattedMessage {...planLimits.minutes} values={{minutes: figures.monthlyMinutes}} />,
    },
    {
      icon: uploadIcon,
      text: <FormattedMessage {...planLimits.fileSize} values={{megabytes: figures.maxFileMegabytes}} />,
    },
    {
      icon: musicIcon,
      text: <FormattedMessage {...planLimits.trackLength} values={{minutes: figures.maxSongMinutes}} />,
    },
    {
      icon: historyIcon,
      text: <FormattedMessage {...planLimits.retention} values={{days: figures.retentionDays}} />,
    },
    {
      icon: waveformIcon,
      text: <FormattedMessage {...(figures.maxStems === 4 ? planLabels.fourStems : planLabels.twoStems)} />,
    },
    {icon: downloadIcon, text: <FormattedMessage {...planLimits.formats} values={{formats}} />},
  ];
  if (figures.priorityQueue)
    limits.push({icon: sparkleIcon, text: <FormattedMessage {...planLabels.priorityQueue} />});
  return (
    <Card
      variant={recommended ? 'elevated' : 'outlined'}
      className="plan-card"
      data-plan={plan.id}
      data-recommended={recommended ? '' : undefined}
    >
      <CardHeader>
        <div className="plan-card__name">
          <CardTitle as="h3">{plan.name[locale]}</CardTitle>
          {recommended && (
            <Badge tone="accent" variant="solid" size="sm">
              <FormattedMessage {...planLabels.recommended} />
            </Badge>
          )}
        </div>
        <CardDescription>{plan.description[locale]}</CardDescription>
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
            <li key={limit.icon.name}>
              <Icon icon={limit.icon} size={18} />
              <span>{limit.text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      {action && <CardFooter>{action}</CardFooter>}
    </Card>
  );
}
