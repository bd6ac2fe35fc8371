import type { HtmlTagDescriptor, Plugin } from 'vite';

type BundleChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
};

/**
 * Adds `<link rel="modulepreload">` for the chunks a lazy route needs (`modules`, given from
 * the web app's root, and what they import) to index.html, so the browser fetches them with
 * the entry instead of after it has run. Used for /login, the page most first visits land on:
 * its chunks are then one round trip sooner, and other pages pay only their few kilobytes.
 */
export function preloadRoute(modules: string[]): Plugin {
  return {
    name: 'creatorhub-preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The team app's page only: the creators' pages (apply.html, invite.html) load none.
        if (!ctx.filename.endsWith('/index.html')) return [];
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output): output is typeof output & BundleChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const roots = chunks.filter((chunk) =>
          modules.some((module) => chunk.facadeModuleId?.endsWith(`/${module}`)),
        );
        if (roots.length !== modules.length) {
          throw new Error(`preloadRoute: no chunk for some of ${modules.join(', ')}`);
        }
        // The entry's own imports are preloaded by Vite already.
        const entry = ctx.chunk as BundleChunk | undefined;
        const skip = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const wanted = new Set<string>();
        const visit = (file: string) => {
          if (wanted.has(file) || skip.has(file)) return;
          wanted.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
        };
        for (const root of roots) visit(root.fileName);
        return [...wanted].map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
