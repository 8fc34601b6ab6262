import { Box, type PaginationProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Pagination = lazy(() => import('./MantinePagination.ts').then((m) => ({ default: m.Pagination })));

/** Mantine's Pagination's height per size (its controls' `--pagination-control-size-*`), held while it loads. */
const HEIGHT = { xs: 22, sm: 26, md: 32, lg: 38, xl: 44 } as const;

/**
 * Mantine's Pagination, its code (~4 kB compressed) loaded when one is shown: public lists (news, a league's
 * competitions, the competitions page) show it only past their first page, and every visitor downloaded it
 * (issue 25). Same props as Mantine's; its row's height is held meanwhile. The server draws it as it is.
 */
export function LazyPagination(props: PaginationProps) {
  const size = typeof props.size === 'string' && props.size in HEIGHT ? props.size : 'md';
  return (
    <Suspense fallback={<Box h={HEIGHT[size as keyof typeof HEIGHT]} aria-hidden />}>
      <Pagination {...props} />
    </Suspense>
  );
}
