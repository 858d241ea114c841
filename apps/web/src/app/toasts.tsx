import { Notifications } from '@mantine/notifications';
import { useLayoutEffect } from 'react';
import { collapseRepeatedToasts } from '../lib/collapse-repeated-toasts.ts';
import classes from './toasts.module.css';

/**
 * The toast container, loaded by providers.tsx with the first toast. Its own module on purpose: a dynamic
 * import('@mantine/notifications') would be the package's index, which the first page already has for
 * `notifications.show()`, and would pull the container into the first download with it.
 *
 * Placed at the top, over the header (issue 34): at the bottom right they stacked over the conversation's
 * send button and the project's action cards, and on a phone over the whole composer. Up there they cover
 * at most the header's menu for a few seconds, never the form being worked in; on a phone they span the
 * width (toasts.module.css). Three at most, and a repeated message collapses into the one shown; the
 * collapsing starts here, with the first toast, in a layout effect so a repeat queued before this chunk
 * arrived is never painted.
 */
export function Toasts() {
  useLayoutEffect(() => collapseRepeatedToasts(), []);
  return <Notifications position="top-right" limit={3} classNames={{ root: classes.root }} />;
}
