// The foundation comes first, so its rules precede the components' in the cascade:
// the Cairo font faces, the Manara theme on :root, and the reset.
import '@fontsource-variable/cairo';
import './theme/manara.css';
import './theme/reset.css';

export { vars } from './theme/vars.css';

export { Alert, ALERT_TONES } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { Avatar, AVATAR_SIZES } from './Avatar';
export { QrCode } from './QrCode';
export { CertificateCanvas, CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from './CertificateCanvas';
export type { CertificateCanvasHandle, CertificateCanvasProps, CertificateLayout, CertificateText } from './CertificateCanvas';
export type { QrCodeProps } from './QrCode';
export type { AvatarProps, AvatarSize } from './Avatar';
export { Badge, BADGE_TONES } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Dialog, DIALOG_TONES } from './Dialog';
export type { DialogProps, DialogTone } from './Dialog';
export { LinkProvider, useLinkComponent } from './LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider';
export { Menu, MENU_ALIGNS } from './Menu';
export type { MenuAlign, MenuItem, MenuProps } from './Menu';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { COUNTRY_SEARCH_DEBOUNCE_MS, EGYPT, PhoneField } from './PhoneField';
export type { PhoneCountry, PhoneFieldProps } from './PhoneField';
export { Price } from './Price';
export type { PriceProps } from './Price';
export { RatingStars } from './RatingStars';
export type { RatingLabelArgs, RatingStarsProps } from './RatingStars';
export { RoutedLink } from './RoutedLink';
export type { RoutedLinkProps } from './RoutedLink';
export { SearchInput } from './SearchInput';
export type { SearchInputProps } from './SearchInput';
export { Skeleton, SKELETON_SHAPES } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { toast, Toaster } from './Toaster';
export type { ToasterProps, ToastOptions } from './Toaster';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';

export { CourseCard, defaultCourseCardLabels, isNewCourse, NEW_COURSE_WINDOW_DAYS } from './CourseCard';
export type { CourseCardAction, CourseCardInstructor, CourseCardLabels, CourseCardProps } from './CourseCard';
export { CourseCardSkeleton } from './CourseCardSkeleton';
export type { CourseCardSkeletonProps } from './CourseCardSkeleton';
export { CourseGrid } from './CourseGrid';
export type { CourseGridProps } from './CourseGrid';
