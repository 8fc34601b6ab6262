// Writes src/route-refs.gen.ts from the route table (npm run generate:route-refs -w packages/contracts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { api } from '../src/api.ts';
import { renderRouteRefs } from '../src/route-refs.ts';

const target = fileURLToPath(new URL('../src/route-refs.gen.ts', import.meta.url));
writeFileSync(target, renderRouteRefs(api));
console.log(`wrote ${target}`);
