/**
 * Line icons drawn inline (no icon font, no extra request). Decorative by default: the control
 * that holds an icon carries the accessible name.
 */
import { Children, type ReactElement, type SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, strokeWidth = 1.6, ...rest }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shapes` (paths, circles, rects) in the shared frame. */
function icon(...shapes: ReactElement[]) {
  const children = Children.toArray(shapes);
  return (p: IconProps) => <Svg {...p}>{children}</Svg>;
}

export const SearchIcon = icon(<circle cx="11" cy="11" r="6.5" />, <path d="M16 16l4.5 4.5" />);
export const UserIcon = icon(<circle cx="12" cy="8" r="4" />, <path d="M4 20.5c1.5-3.6 4.4-5.5 8-5.5s6.5 1.9 8 5.5" />);
export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Svg {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20.3s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
  </Svg>
);
export const BagIcon = icon(<path d="M5 8h14l-1 12.5H6L5 8z" />, <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />);
export const MenuIcon = icon(<path d="M3.5 7h17M3.5 12h17M3.5 17h17" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const ChevronLeftIcon = icon(<path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />);
export const MinusIcon = icon(<path d="M6 12h12" />);
export const PlusIcon = icon(<path d="M12 6v12M6 12h12" />);
export const ShareIcon = icon(<circle cx="18" cy="5.5" r="2.5" />, <circle cx="6" cy="12" r="2.5" />, <circle cx="18" cy="18.5" r="2.5" />, <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />);
export const ZoomIcon = icon(<circle cx="11" cy="11" r="6.5" />, <path d="M16 16l4.5 4.5M11 8v6M8 11h6" />);
export const ShieldIcon = icon(<path d="M12 3l7 3v5.5c0 4.5-3 8-7 9.5-4-1.5-7-5-7-9.5V6l7-3z" />, <path d="M9 12l2 2 4-4" />);
export const TruckIcon = icon(<path d="M3 6.5h11v9H3zM14 9.5h4l3 3v3h-7z" />, <circle cx="7" cy="17.5" r="1.8" />, <circle cx="17" cy="17.5" r="1.8" />);
export const ReturnIcon = icon(<path d="M9 7L4.5 11.5 9 16" />, <path d="M4.5 11.5H15a4.5 4.5 0 0 1 0 9h-3" />);
export const CardIcon = icon(<rect x="3" y="5.5" width="18" height="13" rx="1.5" />, <path d="M3 10h18M7 15h3" />);
export const SparkleIcon = icon(<path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM18.5 15.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2z" />);
export const MapPinIcon = icon(<path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z" />, <circle cx="12" cy="10" r="2.3" />);
export const PhoneIcon = icon(<path d="M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a1.9 1.9 0 0 1-2 1.9C10.6 18.8 5.2 13.4 4.7 5.5a1.9 1.9 0 0 1 1.9-2z" />);
export const MailIcon = icon(<rect x="3" y="5.5" width="18" height="13" rx="1.5" />, <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />);
export const ClockIcon = icon(<circle cx="12" cy="12" r="8.5" />, <path d="M12 7.5V12l3 2" />);
export const FacebookIcon = icon(<path d="M14.5 8H16V4.8h-2.3c-2.4 0-3.7 1.5-3.7 3.9V11H7.8v3.2H10V21h3.2v-6.8h2.3l.5-3.2h-2.8V9c0-.6.4-1 1.3-1z" />);
export const InstagramIcon = icon(<rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />, <circle cx="12" cy="12" r="4" />, <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />);
export const TwitterIcon = icon(<path d="M4 4l16 16M20 4L4 20" strokeWidth={1.4} />);
export const YoutubeIcon = icon(<rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />, <path d="M10 9.2v5.6l4.8-2.8L10 9.2z" fill="currentColor" />);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const InfoIcon = icon(<circle cx="12" cy="12" r="8.5" />, <path d="M12 11v5.5M12 7.6v.4" />);
