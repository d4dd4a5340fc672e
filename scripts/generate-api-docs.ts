/** Writes docs/API.md from the route table: `npm run docs:api` (tsx loads the TypeScript sources). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderLivePushMarkdown } from '../packages/core/src/api/live-push/live-push.docs';
import { renderApiMarkdown } from '../packages/core/src/api/openapi/api-markdown';
import { allRoutes } from '../packages/core/src/api/routes/index';
import { PATH_CHOICES } from '../packages/core/src/api/routes/path-choices';

const target = fileURLToPath(new URL('../docs/API.md', import.meta.url));
writeFileSync(target, `${renderApiMarkdown(allRoutes, PATH_CHOICES).trimEnd()}\n\n${renderLivePushMarkdown().trimEnd()}\n`);
console.log(`docs/API.md: ${allRoutes.length} routes`);
