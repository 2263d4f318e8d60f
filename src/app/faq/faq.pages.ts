// The faq area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

const editorPage = () => import('./FaqEditorPage').then((m) => ({ default: m.FaqEditorPage }))

export const faqPages: Readonly<Record<string, PageLoader>> = {
  'faq.list': () => import('./FaqListPage').then((m) => ({ default: m.FaqListPage })),
  'faq.create': editorPage,
  'faq.edit': editorPage,
  'faq.detail': () => import('./FaqDetailPage').then((m) => ({ default: m.FaqDetailPage })),
}
