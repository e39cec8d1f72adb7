// shared-ui (the main entry): the design system, free of side effects; its tokens are shared-ui/tokens.css.
// The other entries (runtime, i18n, contract, federation, standalone, build) are listed in the README.
export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
} from './accordion/accordion';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge';
export {
  BOT_CHECK_DEFAULT_SCRIPT_URL,
  BOT_CHECK_MESSAGES,
  BOT_CHECK_RELOAD_LABEL,
  BOT_CHECK_SCRIPT_ID,
  BOT_CHECK_TEST_SITE_KEY,
  BOT_CHECK_TIMEOUT_MS,
  BOT_CHECK_WAIT_START_MS,
  BotCheck,
  type BotCheckHandle,
  type BotCheckProps,
  type BotCheckStatus,
  selectScriptUrl,
  selectSiteKey,
} from './bot-check/bot-check';
export { BottomSheet, type BottomSheetProps, preloadBottomSheet } from './bottom-sheet/bottom-sheet';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button/button';
export { Card, CardLink, type CardLinkProps, type CardPadding, type CardProps } from './card/card';
export { CHAR_BOXES_LENGTH, CharBoxes, type CharBoxesProps, sanitizeAlphanumeric } from './char-boxes/char-boxes';
export { Dialog, type DialogProps, preloadDialog } from './dialog/dialog';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { IconButton, type IconButtonProps } from './icon-button/icon-button';
export * from './icons/icons';
export { InlineNotice, type InlineNoticeProps, type InlineNoticeTone } from './inline-notice/inline-notice';
export { pageHeading, retryFromHeading } from './keep-focus/page-heading';
export { focusWasLost, useRefocusAfter } from './keep-focus/use-refocus-after';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch/language-switch';
export {
  LOADING_ANIMATION_FALLBACK_MS,
  LOADING_ANIMATION_LOOP_MS,
  LoadingAnimation,
  type LoadingAnimationProps,
} from './loading-animation/loading-animation';
export { componentMessages } from './messages';
export {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_CLOSE_ANIMATION_MS,
  NotificationBar,
  type NotificationBarProps,
  preloadNotificationBar,
} from './notification-bar/notification-bar';
export { useOnline } from './online-status/use-online';
export { OTP_LENGTH, OtpInput, type OtpInputProps, sanitizeDigits } from './otp-input/otp-input';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { PageLayout, type PageLayoutProps, type PageWidth, Stack, type StackProps } from './page-layout/page-layout';
export { normalisePhoneInput, PHONE_DIGITS, PhoneField, type PhoneFieldProps } from './phone-field/phone-field';
export { type ServerMessageTexts, serverMessages, serverMessageText } from './server-messages/messages';
export { SiteBar, type SiteBarProps } from './site-bar/site-bar';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { stepperMessages } from './stepper/messages';
export { Stepper, type StepperProps } from './stepper/stepper';
export {
  clampSwipe,
  SWIPE_BAR_MAX_PX,
  SWIPE_BAR_THRESHOLD_PX,
  SwipeBar,
  type SwipeBarProps,
  swipeBarCompletes,
} from './swipe-bar/swipe-bar';
export { swipeMessages } from './swipe-to-confirm/messages';
export {
  CONFIRM_RATIO,
  HANDLE_SIZE_PX,
  SwipeToConfirm,
  type SwipeToConfirmProps,
  swipeConfirms,
} from './swipe-to-confirm/swipe-to-confirm';
export { type TabItem, Tabs, type TabsProps } from './tabs/tabs';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { VehicleNumber, vehicleNumberParts } from './vehicle-number/vehicle-number';
export { VisuallyHidden, visuallyHiddenClass } from './visually-hidden/visually-hidden';
export {
  WINDOW_FROM,
  WindowedList,
  type WindowedListProps,
  type WindowedRowProps,
} from './windowed-list/windowed-list';
