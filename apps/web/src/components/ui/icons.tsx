import { Icon } from './icon.tsx';

/** Named icons (decorative, aria-hidden), for screens that prefer components over `<Icon d=...>`. */
type IconProps = { className?: string };

export const ICON_PATHS = {
  bell: 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
  user: 'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  mapPin: 'M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
} as const;

export const BellIcon = (p: IconProps) => <Icon d={ICON_PATHS.bell} {...p} />;
export const UserIcon = (p: IconProps) => <Icon d={ICON_PATHS.user} {...p} />;
export const MenuIcon = (p: IconProps) => <Icon d={ICON_PATHS.menu} {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon d={ICON_PATHS.chevronLeft} {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon d={ICON_PATHS.chevronRight} {...p} />;
export const MapPinIcon = (p: IconProps) => <Icon d={ICON_PATHS.mapPin} {...p} />;
