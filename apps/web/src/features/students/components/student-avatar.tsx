import { Avatar, type MantineSize } from '@mantine/core';

interface StudentAvatarProps {
  name: string;
  src: string | null | undefined;
  size?: MantineSize | number;
}

/**
 * The fallback of spec section 7 ("a fallback image when missing"): Mantine shows the initials when
 * there is no picture or when it fails to load. The name is always printed beside it, so alt is empty.
 */
export function StudentAvatar({ name, src, size = 64 }: StudentAvatarProps) {
  return <Avatar src={src || null} name={name} alt="" size={size} radius="50%" color="primary" variant="light" />;
}
