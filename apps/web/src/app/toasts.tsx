import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/**
 * The toast container, loaded by providers.tsx with the first toast. Its own module on purpose: a dynamic
 * import('@mantine/notifications') would be the package's index, which the first page already has for
 * `notifications.show()`, and would pull the container into the first download with it.
 */
export function Toasts() {
  return <Notifications position="bottom-right" limit={4} classNames={{ root: classes.root }} />;
}
