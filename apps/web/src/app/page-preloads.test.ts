import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_PAGES } from '@matchday/contracts';
import { describe, expect, it } from 'vitest';
import { type ChunkInfo, PUBLIC_PAGE_MODULES, pagePreloadsOf } from '../../build/page-preloads.ts';

/** build/page-preloads.ts: the files each public page's route loads, named in the page the server sends. */
const chunk = (fileName: string, over: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  importedCss: [],
  ...over,
});

describe('page preloads', () => {
  it("lists a page's chunk, what it imports and their stylesheets, without what the entry loads anyway", () => {
    const chunks = [
      chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/react.js'],
        importedCss: ['assets/index.css'],
      }),
      chunk('assets/react.js'),
      chunk('assets/Page.js', {
        facadeModuleId: '/repo/apps/web/src/features/observe/Page.tsx',
        imports: ['assets/react.js', 'assets/Tabs.js'],
        importedCss: ['assets/index.css', 'assets/Page.css'],
      }),
      chunk('assets/Tabs.js', { imports: ['assets/get-id.js'], importedCss: ['assets/Tabs.css'] }),
      chunk('assets/get-id.js'),
      chunk('assets/Other.js', { facadeModuleId: '/repo/apps/web/src/features/Other.tsx' }),
    ];
    expect(pagePreloadsOf(chunks, { page: ['src/features/observe/Page.tsx'] })).toEqual({
      page: ['assets/Page.js', 'assets/Tabs.js', 'assets/get-id.js', 'assets/Page.css', 'assets/Tabs.css'],
    });
  });

  it('names the route modules of every public page, each an existing file', () => {
    expect(Object.keys(PUBLIC_PAGE_MODULES).sort()).toEqual([...PUBLIC_PAGES].sort());
    for (const module of Object.values(PUBLIC_PAGE_MODULES).flat()) {
      expect(existsSync(join(import.meta.dirname, '..', '..', module)), module).toBe(true);
    }
  });
});
