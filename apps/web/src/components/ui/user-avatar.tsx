import { Avatar, type MantineSize } from '@mantine/core';

/** Spec section 9: an avatar is 32 px unless a screen asks for another size. */
export const defaultAvatarSize = 32;

interface UserAvatarProps {
  name: string;
  src: string | null | undefined;
  size?: MantineSize | number;
}

/**
 * A student's or an employee's picture, 32 px by default. The fallback of spec section 7 ("a fallback image
 * when missing"): Mantine shows the initials when there is no picture or when it fails to load. The name is
 * always printed beside it, so alt is empty.
 */
export function UserAvatar({ name, src, size = defaultAvatarSize }: UserAvatarProps) {
  return <Avatar src={src || null} name={name} alt="" size={size} radius="50%" color="primary" variant="light" />;
}
