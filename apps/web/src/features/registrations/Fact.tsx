import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** "Label: value" on one line that wraps on a phone. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
        {label}:
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
