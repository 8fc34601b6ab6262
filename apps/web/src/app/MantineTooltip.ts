/** Mantine's Tooltip in a chunk of its own (LazyTooltip.tsx imports this module lazily). */
export { Tooltip } from '@mantine/core';
