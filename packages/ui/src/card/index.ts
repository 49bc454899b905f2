export {Card, CardContent, CardDescription, CardFooter, CardHeader, CardMedia, CardTitle} from './Card';
export type {
  CardContentProps,
  CardDescriptionProps,
  CardFooterProps,
  CardHeaderProps,
  CardMediaProps,
  CardPadding,
  CardProps,
  CardTitleProps,
  CardVariant,
} from './Card';
