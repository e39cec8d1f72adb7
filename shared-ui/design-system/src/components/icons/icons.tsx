import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px (default 24). */
  size?: number;
  /** When given, the icon is announced (role="img" with this name); otherwise it is aria-hidden. */
  title?: string;
}

/** Icons are created at module load; each call is marked pure so that a page bundles only the icons it uses. */
function createIcon(displayName: string, body: ReactNode, filled = false) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module load, never while rendering
  function Icon({ size = 24, title, ...rest }: IconProps) {
    const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; titled ones get role img and a label
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...a11y}
        {...rest}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

// Each icon is one <path> (circles and rounded rectangles written as arcs): a shape is an element the browser
// styles, lays out and paints, and a vehicle card shows five icons (pixel-compared with the separate shapes).
export const ArrowLeftIcon = /* @__PURE__ */ createIcon('ArrowLeftIcon', <path d="M19 12H5M12 19l-7-7 7-7" />);
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const PhoneIcon = /* @__PURE__ */ createIcon(
  'PhoneIcon',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />,
);
export const MessageIcon = /* @__PURE__ */ createIcon(
  'MessageIcon',
  <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
);
export const CarIcon = /* @__PURE__ */ createIcon(
  'CarIcon',
  <path d="M5 17H3v-5l2-5h14l2 5v5h-2M3 12h18M5.5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0zM14.5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0zM9.5 17h5" />,
);
export const BellIcon = /* @__PURE__ */ createIcon(
  'BellIcon',
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />,
);
export const ReceiptIcon = /* @__PURE__ */ createIcon(
  'ReceiptIcon',
  <path d="M4 2v20l3-2 2 2 3-2 3 2 2-2 3 2V2l-3 2-2-2-3 2-3-2-2 2zM8 8h8M8 12h8M8 16h5" />,
);
export const UsersIcon = /* @__PURE__ */ createIcon(
  'UsersIcon',
  <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />,
);
export const HelpCircleIcon = /* @__PURE__ */ createIcon(
  'HelpCircleIcon',
  <path d="M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />,
);
export const ShieldIcon = /* @__PURE__ */ createIcon(
  'ShieldIcon',
  <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
);
export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
export const PauseIcon = /* @__PURE__ */ createIcon('PauseIcon', <path d="M8 5v14M16 5v14" />);
export const PlayIcon = /* @__PURE__ */ createIcon('PlayIcon', <path d="M6 4l14 8-14 8z" />);
export const EditIcon = /* @__PURE__ */ createIcon(
  'EditIcon',
  <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
);
export const CopyIcon = /* @__PURE__ */ createIcon(
  'CopyIcon',
  <path d="M11 9h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2zM5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />,
);
export const ShareIcon = /* @__PURE__ */ createIcon(
  'ShareIcon',
  <path d="M15 5a3 3 0 1 0 6 0a3 3 0 1 0-6 0zM3 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0zM15 19a3 3 0 1 0 6 0a3 3 0 1 0-6 0zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />,
);
export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);
export const LogoutIcon = /* @__PURE__ */ createIcon(
  'LogoutIcon',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const AlertIcon = /* @__PURE__ */ createIcon(
  'AlertIcon',
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
);
export const BabyIcon = /* @__PURE__ */ createIcon(
  'BabyIcon',
  <path d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0zM9 10h.01M15 10h.01M9.5 15a3.5 3.5 0 0 0 5 0M12 3a2 2 0 0 0 2 2" />,
);
export const DoorIcon = /* @__PURE__ */ createIcon(
  'DoorIcon',
  <path d="M13 4h3a2 2 0 0 1 2 2v14M2 20h3M13 20h9M13 4.6v16.8a.6.6 0 0 1-.8.6L5 20V5.6a1 1 0 0 1 .8-1l6.4-1.6a.6.6 0 0 1 .8.6zM10 12h.01" />,
);
export const ParkingIcon = /* @__PURE__ */ createIcon(
  'ParkingIcon',
  <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 17V7h4a3 3 0 0 1 0 6H9" />,
);
export const CrashIcon = /* @__PURE__ */ createIcon(
  'CrashIcon',
  <path d="m12 2 1.8 5.2L19 5l-2.2 5.2L22 12l-5.2 1.8L19 19l-5.2-2.2L12 22l-1.8-5.2L5 19l2.2-5.2L2 12l5.2-1.8L5 5l5.2 2.2z" />,
);
export const QrCodeIcon = /* @__PURE__ */ createIcon(
  'QrCodeIcon',
  <path d="M4 3h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM15 3h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM4 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />,
);
export const WhatsAppIcon = /* @__PURE__ */ createIcon(
  'WhatsAppIcon',
  <path d="M3 21l1.7-5A8.5 8.5 0 1 1 8 19.6zM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2z" />,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'InfoIcon',
  <path d="M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0zM12 16v-4M12 8h.01" />,
);
export const WifiOffIcon = /* @__PURE__ */ createIcon(
  'WifiOffIcon',
  <path d="M2 2l20 20M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M16.8 10.9A10 10 0 0 1 19 12.9M1.5 9.2a15 15 0 0 1 4.5-2.9M10.7 5a15 15 0 0 1 11.8 4.2M12 20h.01" />,
);

/** Every icon by name, for galleries and stories. */
export const icons = {
  ArrowLeft: ArrowLeftIcon,
  Close: CloseIcon,
  Phone: PhoneIcon,
  Message: MessageIcon,
  Car: CarIcon,
  Bell: BellIcon,
  Receipt: ReceiptIcon,
  Users: UsersIcon,
  HelpCircle: HelpCircleIcon,
  Shield: ShieldIcon,
  Check: CheckIcon,
  Pause: PauseIcon,
  Play: PlayIcon,
  Edit: EditIcon,
  Copy: CopyIcon,
  Share: ShareIcon,
  Menu: MenuIcon,
  Logout: LogoutIcon,
  ChevronDown: ChevronDownIcon,
  Alert: AlertIcon,
  Baby: BabyIcon,
  Door: DoorIcon,
  Parking: ParkingIcon,
  Crash: CrashIcon,
  QrCode: QrCodeIcon,
  WhatsApp: WhatsAppIcon,
  Info: InfoIcon,
  WifiOff: WifiOffIcon,
} as const;
export type IconName = keyof typeof icons;

/** Short aliases (ArrowLeft, Close, ...) for the same components. */
export const ArrowLeft = ArrowLeftIcon;
export const Close = CloseIcon;
export const Phone = PhoneIcon;
export const Message = MessageIcon;
export const Car = CarIcon;
export const Bell = BellIcon;
export const Receipt = ReceiptIcon;
export const Users = UsersIcon;
export const HelpCircle = HelpCircleIcon;
export const Shield = ShieldIcon;
export const Check = CheckIcon;
export const Pause = PauseIcon;
export const Play = PlayIcon;
export const Edit = EditIcon;
export const Copy = CopyIcon;
export const Share = ShareIcon;
export const Menu = MenuIcon;
export const Logout = LogoutIcon;
export const ChevronDown = ChevronDownIcon;
export const Alert = AlertIcon;
export const Baby = BabyIcon;
export const Door = DoorIcon;
export const Parking = ParkingIcon;
export const Crash = CrashIcon;
export const QrCode = QrCodeIcon;
export const WhatsApp = WhatsAppIcon;
export const Info = InfoIcon;
export const WifiOff = WifiOffIcon;
