// @qr/design-system (the main entry): the components the apps use, free of side effects; its tokens are
// @qr/design-system/tokens.css. It exports only what something outside the package imports (entries.test.ts):
// a component's own constants and helpers stay in its file, for its test and stories.
export { Accordion, type AccordionItem } from './accordion/accordion';
export { Badge } from './badge/badge';
export { BotCheck, type BotCheckHandle } from './bot-check/bot-check';
export { BottomSheet, preloadBottomSheet } from './bottom-sheet/bottom-sheet';
export { Button, ButtonLink } from './button/button';
export { Card, CardLink, type CardPadding } from './card/card';
export { CharBoxes } from './char-boxes/char-boxes';
export { Dialog, preloadDialog } from './dialog/dialog';
export { EmptyState } from './empty-state/empty-state';
export { ErrorState } from './error-state/error-state';
export { IconButton } from './icon-button/icon-button';
export {
  Alert,
  AlertIcon,
  Baby,
  Bell,
  BellIcon,
  CarIcon,
  Check,
  CheckIcon,
  ChevronDownIcon,
  CopyIcon,
  Crash,
  Door,
  EditIcon,
  HelpCircleIcon,
  Info,
  LogoutIcon,
  MenuIcon,
  Message,
  MessageIcon,
  Parking,
  PauseIcon,
  Phone,
  PhoneIcon,
  PlayIcon,
  QrCode,
  QrCodeIcon,
  ReceiptIcon,
  ShareIcon,
  Shield,
  ShieldIcon,
  UsersIcon,
  WhatsApp,
  WhatsAppIcon,
  WifiOffIcon,
} from './icons/icons';
export { InlineNotice } from './inline-notice/inline-notice';
export { retryFromHeading } from './keep-focus/page-heading';
export { useRefocusAfter } from './keep-focus/use-refocus-after';
export { LoadingAnimation } from './loading-animation/loading-animation';
export { componentMessages } from './messages';
export {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_CLOSE_ANIMATION_MS,
  NotificationBar,
  preloadNotificationBar,
} from './notification-bar/notification-bar';
export { useOnline } from './online-status/use-online';
export { OTP_LENGTH, OtpInput } from './otp-input/otp-input';
export { PageHeader } from './page-header/page-header';
export { PageLayout, type PageWidth } from './page-layout/page-layout';
export { PhoneField } from './phone-field/phone-field';
export { type ServerMessageTexts, serverMessages, serverMessageText } from './server-messages/messages';
export { SiteBar } from './site-bar/site-bar';
export { Spinner } from './spinner/spinner';
export { stepperMessages } from './stepper/messages';
export { Stepper } from './stepper/stepper';
export { SwipeBar } from './swipe-bar/swipe-bar';
export { swipeMessages } from './swipe-to-confirm/messages';
export { SwipeToConfirm } from './swipe-to-confirm/swipe-to-confirm';
export { Tabs } from './tabs/tabs';
export { TextArea } from './text-area/text-area';
export { TextField } from './text-field/text-field';
export { VehicleNumber } from './vehicle-number/vehicle-number';
export { VisuallyHidden, visuallyHiddenClass } from './visually-hidden/visually-hidden';
export { WindowedList, type WindowedRowProps } from './windowed-list/windowed-list';
