/**
 * Props that let a Mantine Button's label wrap: by default it stays on one line and is cut off when a
 * long text (a skill name, a Danish compound) meets a phone-wide column.
 */
export const wrappingButtonProps = {
  h: 'auto',
  mih: 42,
  py: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } },
} as const;
