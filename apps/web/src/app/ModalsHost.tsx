import { ModalsProvider } from '@mantine/modals';

/**
 * @mantine/modals' provider (the confirm modal, Modal, its scroll area, focus trap and overlay), a chunk of its own:
 * providers.tsx mounts it on the first `modals.*` call. Through this module rather than `import('@mantine/modals')`:
 * a dynamic import of the package put its small `modals` event API in the same chunk as the provider, so a page
 * that only imports `modals` (the player page's delete button) loaded Modal with it (~20 kB compressed).
 */
export const ModalsHost = ModalsProvider;
