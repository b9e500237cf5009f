// The icon set: lucide (tree-shaken: a chunk carries only the icons its screens render).
// Icons are decorative (aria-hidden); the control that holds one carries the accessible name.
// Each icon is a plain function component so that an unused one is dropped from every bundle.
// Keep lucide out of what the landing page loads (its JS budget): the landing draws its few
// marks in CSS.
import {
  Briefcase,
  Check,
  ChevronDown,
  Download,
  Link as LinkGlyph,
  Lock,
  LogOut,
  Menu,
  MessageCircle,
  Minus,
  Package,
  Search,
  Settings,
  Share2,
  Sparkles,
  Trash2,
  Trophy,
  Upload,
  X,
  type LucideIcon,
} from 'lucide-react';

export interface IconProps {
  className?: string;
  /** Pixels; 16 by default, inline with body text. */
  size?: number;
}

function render(Icon: LucideIcon, { className, size = 16 }: IconProps) {
  return <Icon className={className} size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}

/** The default avatar: a filled person, for users without a profile picture. */
export function UserIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#c7d2fe" />
      <circle cx="12" cy="9.5" r="4" fill="#3730a3" />
      <path d="M4.5 20c1.5-3.5 4.3-5 7.5-5s6 1.5 7.5 5" fill="#3730a3" />
    </svg>
  );
}

export function LockIcon(props: IconProps) {
  return render(Lock, props);
}
export function MenuIcon(props: IconProps) {
  return render(Menu, props);
}
export function CloseIcon(props: IconProps) {
  return render(X, props);
}
export function ChevronDownIcon(props: IconProps) {
  return render(ChevronDown, props);
}
export function CheckIcon(props: IconProps) {
  return render(Check, props);
}
export function MinusIcon(props: IconProps) {
  return render(Minus, props);
}
export function WinnerIcon(props: IconProps) {
  return render(Trophy, props);
}
export function ExportIcon(props: IconProps) {
  return render(Download, props);
}
export function DeleteIcon(props: IconProps) {
  return render(Trash2, props);
}
export function ShareIcon(props: IconProps) {
  return render(Share2, props);
}
export function LinkIcon(props: IconProps) {
  return render(LinkGlyph, props);
}
/** Share target: a messaging app. */
export function MessageIcon(props: IconProps) {
  return render(MessageCircle, props);
}
/** Share target: a professional network. */
export function BriefcaseIcon(props: IconProps) {
  return render(Briefcase, props);
}
export function LogoutIcon(props: IconProps) {
  return render(LogOut, props);
}
export function SettingsIcon(props: IconProps) {
  return render(Settings, props);
}
export function PackageIcon(props: IconProps) {
  return render(Package, props);
}
export function UpgradeIcon(props: IconProps) {
  return render(Sparkles, props);
}
export function SearchIcon(props: IconProps) {
  return render(Search, props);
}

export function UploadIcon(props: IconProps) {
  return render(Upload, props);
}
