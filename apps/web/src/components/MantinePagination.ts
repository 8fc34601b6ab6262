/** Mantine's Pagination in a chunk of its own (LazyPagination.tsx imports this module lazily). */
export { Pagination } from '@mantine/core';
