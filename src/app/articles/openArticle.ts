// The article on screen (its detail or its editor), for the palette's and the shortcuts' actions on it:
// the screen sets it with what it can do, and the area's commands run those actions.
import { useEffect } from 'react'
import { proxy, ref } from 'valtio'
import type { ArticleStatus } from '../../api/articles'
import type { Bilingual } from '../../domain/constants'

export interface OpenArticle {
  _id: string
  name: Bilingual
  status: ArticleStatus
}

export type ArticleAction = 'activate' | 'deactivate' | 'delete'

/** What the screen showing the article can do when asked from the palette or a shortcut. */
export interface OpenArticleActions {
  /** Asks to confirm an activation, a deactivation or the deletion. */
  ask(action: ArticleAction): void
  /** Shows the content (or edits it) in the other language. */
  switchLanguage(): void
}

export const openArticleState = proxy({
  article: null as OpenArticle | null,
  actions: null as OpenArticleActions | null,
})

/** Keeps the article as the open one while the calling screen shows it, with the screen's actions. */
export function useOpenArticle(article: OpenArticle | null, actions: OpenArticleActions | null): void {
  const id = article?._id
  const nameEn = article?.name.en
  const nameTh = article?.name.th
  const status = article?.status
  useEffect(() => {
    if (!id || nameEn === undefined || nameTh === undefined || !status) return
    openArticleState.article = { _id: id, name: { en: nameEn, th: nameTh }, status }
    openArticleState.actions = actions ? ref(actions) : null
    return () => {
      if (openArticleState.article?._id === id) {
        openArticleState.article = null
        openArticleState.actions = null
      }
    }
  }, [id, nameEn, nameTh, status, actions])
}
