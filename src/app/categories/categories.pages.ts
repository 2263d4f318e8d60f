// The categories area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

const listPage = () => import('./CategoryListPage')
const editorPage = () => import('./CategoryEditorPage')
const newsEditor = () => editorPage().then((m) => ({ default: m.NewsCategoryEditorPage }))
const faqEditor = () => editorPage().then((m) => ({ default: m.FaqCategoryEditorPage }))

export const categoriesPages: Readonly<Record<string, PageLoader>> = {
  'newsCategories.list': () => listPage().then((m) => ({ default: m.NewsCategoryListPage })),
  'newsCategories.create': newsEditor,
  'newsCategories.edit': newsEditor,
  'faqCategories.list': () => listPage().then((m) => ({ default: m.FaqCategoryListPage })),
  'faqCategories.create': faqEditor,
  'faqCategories.edit': faqEditor,
}
