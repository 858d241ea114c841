import { Group, Text } from '@mantine/core';
import type { Level } from '@studiekraft/shared/schemas/catalogue';
import { IconCrown, IconDiamond, IconRocket, IconSchool } from '@tabler/icons-react';

// One icon per level (spec: "level with icon"); an unknown key still gets a neutral one.
const levelIcons: Record<string, typeof IconDiamond> = {
  'rough-diamond': IconDiamond,
  'rising-star': IconRocket,
  mastermind: IconCrown,
};

export function LevelBadge({ level, size = 'sm' }: { level: Pick<Level, 'key' | 'name'> | null; size?: 'xs' | 'sm' | 'md' }) {
  if (!level) return null;
  const Icon = levelIcons[level.key] ?? IconSchool;
  return (
    <Group gap={6} wrap="nowrap" c="primary.8">
      <Icon size={size === 'md' ? 20 : 16} aria-hidden />
      <Text size={size} fw={600} c="inherit">
        {level.name}
      </Text>
    </Group>
  );
}
