export { Avatar, AVATAR_SIZES, initialsOf } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
