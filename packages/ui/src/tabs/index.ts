export {Tabs, TabsContent, TabsList, TabsTrigger} from './Tabs';
export type {TabsContentProps, TabsListProps, TabsListVariant, TabsProps, TabsTriggerProps} from './Tabs';
