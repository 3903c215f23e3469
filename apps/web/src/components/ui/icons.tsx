import { Icon, ICONS } from './icon.tsx';

/** Named icons (decorative, aria-hidden), for screens that prefer components over `<Icon d=...>`. */
type IconProps = { className?: string };

export const BellIcon = (p: IconProps) => <Icon d={ICONS.bell} {...p} />;
export const UserIcon = (p: IconProps) => <Icon d={ICONS.user} {...p} />;
export const MenuIcon = (p: IconProps) => <Icon d={ICONS.menu} {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon d={ICONS.chevronLeft} {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon d={ICONS.chevronRight} {...p} />;
export const MapPinIcon = (p: IconProps) => <Icon d={ICONS.mapPin} {...p} />;
