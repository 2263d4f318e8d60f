// The embedTokens area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

export const embedTokensPages: Readonly<Record<string, PageLoader>> = {
  'embedTokens.list': () => import('./EmbedTokensPage').then((m) => ({ default: m.EmbedTokensPage })),
}
