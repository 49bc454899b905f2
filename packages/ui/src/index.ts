export {ActionBar} from './action-bar';
export type {ActionBarAction, ActionBarCollapse, ActionBarPriority, ActionBarProps} from './action-bar';
export {AlertDialog} from './alert-dialog';
export type {AlertDialogProps, AlertDialogTone} from './alert-dialog';
export {Avatar} from './avatar';
export type {AvatarProps, AvatarSize} from './avatar';
export {Badge} from './badge';
export type {BadgeProps, BadgeSize, BadgeTone, BadgeVariant} from './badge';
export {Button} from './button';
export type {ButtonProps, ButtonSize, ButtonVariant} from './button';
export {Card, CardContent, CardDescription, CardFooter, CardHeader, CardMedia, CardTitle} from './card';
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
} from './card';
export {Checkbox} from './checkbox';
export type {CheckboxProps} from './checkbox';
export {ColorModeSwitch} from './color-mode-switch';
export type {ColorModeSwitchProps, ColorModeSwitchVariant} from './color-mode-switch';
export {Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger} from './dialog';
export type {
  DialogCloseProps,
  DialogContentProps,
  DialogFooterProps,
  DialogProps,
  DialogSize,
  DialogTriggerProps,
} from './dialog';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';
export type {
  DropdownMenuCheckboxItemProps,
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuItemTone,
  DropdownMenuLabelProps,
  DropdownMenuProps,
  DropdownMenuRadioGroupProps,
  DropdownMenuRadioItemProps,
  DropdownMenuSeparatorProps,
  DropdownMenuSubContentProps,
  DropdownMenuSubProps,
  DropdownMenuSubTriggerProps,
  DropdownMenuTriggerProps,
} from './dropdown-menu';
export {EmptyState} from './empty-state';
export type {EmptyStateProps, EmptyStateSize} from './empty-state';
export {Field} from './field';
export type {FieldProps} from './field';
export {useFieldControl} from './field';
export type {FieldControl, FieldControlOptions} from './field';
export {FileDrop} from './file-drop';
export type {FileDropProps, FileDropState, FileRejection, FileRejectionCode} from './file-drop';
export {formatClock, formatFileSize} from './format';
export {readCookie} from './cookie';
export {useAsyncData} from './async-data';
export type {AsyncData, AsyncDataResult} from './async-data';
export {useFormState} from './form-state';
export type {
  FormFailure,
  FormProblems,
  FormState,
  FormStateResult,
  FormStatus,
  UseFormStateOptions,
} from './form-state';
export type {ClockRounding, FormatClockOptions} from './format';
export * from './icon';
export {IconButton} from './icon-button';
export type {IconButtonProps} from './icon-button';
export {useInlineEditor} from './inline-editor';
export type {InlineEditor} from './inline-editor';
export {Input} from './input';
export type {InputProps, InputSize, InputType} from './input';
export {Link} from './link';
export type {LinkProps, LinkVariant} from './link';
export {Popover, PopoverClose, PopoverContent, PopoverTrigger} from './popover';
export type {PopoverCloseProps, PopoverContentProps, PopoverProps, PopoverTriggerProps} from './popover';
export {Progress} from './progress';
export type {ProgressProps, ProgressSize, ProgressTone} from './progress';
export {RadioGroup} from './radio-group';
export type {RadioGroupProps, RadioGroupVariant, RadioOption} from './radio-group';
export {Select, SelectItem} from './select';
export type {SelectItemProps, SelectOption, SelectProps} from './select';
export {Skeleton, SkeletonGroup} from './skeleton';
export type {SkeletonGroupProps, SkeletonProps, SkeletonShape} from './skeleton';
export {Slider} from './slider';
export type {SliderMark, SliderProps} from './slider';
export {Switch} from './switch';
export type {SwitchLabelPosition, SwitchProps} from './switch';
export {Tabs, TabsContent, TabsList, TabsTrigger} from './tabs';
export type {TabsContentProps, TabsListProps, TabsListVariant, TabsProps, TabsTriggerProps} from './tabs';
export {Textarea} from './textarea';
export type {TextareaProps} from './textarea';
export {ThemeProvider, useTheme} from './theme';
export type {ThemeContextValue, ThemeProviderProps} from './theme';
export {
  COLOR_MODE_STORAGE_KEY,
  THEME_ATTRIBUTE,
  colorModeFromCookie,
  parseColorModePreference,
  resolveColorMode,
} from './theme';
export type {ColorModePreference, ResolvedColorMode} from './theme';
export {themeScript} from './theme';
export {fontFiles} from './styles/fonts';
export {Toast, ToastProvider} from './toast';
export type {ToastProps, ToastProviderProps} from './toast';
export {useToast} from './toast';
export type {ToastAction, ToastOptions, ToastTone, UseToast} from './toast';
export {Tooltip, TooltipProvider} from './tooltip';
export type {TooltipProps, TooltipProviderProps} from './tooltip';
export {messages as uiMessages} from './messages';
export {defineMessage, defineMessages} from './i18n';
export type {CatalogMessage, MessageId, TypedMessage} from './i18n';
