import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in pages: a centred card, full width on a phone. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={440} px="md" py="xl">
      <Title order={1} ta="center" size="h2" mb="lg">
        {title}
      </Title>
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        {children}
      </Paper>
    </Container>
  );
}
