import { toMediaUrl } from '@matchday/domain';
import { useRuntimeConfig } from '../app/RuntimeConfigProvider.tsx';

// Apart from features/images/api.ts (uploads), whose response check brings zod: public pages show images
// without it. Here, below the features: the shared LeagueLogo and a dozen features show stored media.

/** The address of a media id, by the spec's media rule and the runtime storage base. */
export function useMediaUrl(id: string | null | undefined): string {
  const config = useRuntimeConfig();
  const base = typeof config.storageBaseUrl === 'string' ? config.storageBaseUrl : '/storage';
  return toMediaUrl(id, base);
}
