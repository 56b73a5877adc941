import type { App } from '../../src/app';

/**
 * Every route the app serves under `prefix`, as "METHOD /path" without a trailing slash, read from Fastify's route
 * tree (not from the OpenAPI document, which could leave a route out). Params keep the tree's names; the tree
 * merges routes whose params differ only by name (":id|:idOrReference").
 */
export function routesInTree(app: App, prefix: string): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack[depth] = match[2]!;
    stack.length = depth + 1;
    // A plugin's "/" route is served with and without the trailing slash: one route.
    const path = stack.join('').replace(/(.)\/$/, '$1');
    if (!path.startsWith(prefix) || !match[3]) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return [...new Set(routes)].sort();
}

/** The same, with every param written `{}`, as the OpenAPI paths compare. */
export function servedRoutes(app: App, prefix: string): string[] {
  return [...new Set(routesInTree(app, prefix).map(anonymousParams))].sort();
}

/** "/a/:id/b" and "/a/{id}/b" both become "/a/{}/b". */
export function anonymousParams(path: string): string {
  return path.replace(/:[\w|:]+|\{\w+\}/g, '{}');
}
