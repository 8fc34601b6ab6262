import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the profile page; the title names the region for screen readers and tests. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
