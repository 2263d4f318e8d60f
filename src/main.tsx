import '@fontsource/kanit/latin-400.css'
import '@fontsource/kanit/latin-500.css'
import '@fontsource/kanit/latin-600.css'
import '@fontsource/kanit/thai-400.css'
import '@fontsource/kanit/thai-500.css'
import '@fontsource/kanit/thai-600.css'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setSessionHooks } from './api/sessionHooks'
import { App } from './app/App'
import { guardHistoryTraversal } from './app/leaveGuardedHistory'
import { followOtherTabs } from './stores/session'
import { applyThemeToPage } from './stores/theme'
import { loadTexts, START_TEXTS } from './ui/i18n'

// Before the first render, so no screen is drawn in the wrong theme.
applyThemeToPage(window)
followOtherTabs(window)
// Before the router listens, so Back and Forward ask before leaving unsaved work.
guardHistoryTraversal()
// Web push starts and ends with the session; its code (the notifications area's) loads when a session needs it.
setSessionHooks(async () => {
  const { subscribePush, unsubscribePush } = await import('./app/notifications/push')
  return { sessionStarted: () => subscribePush(), sessionEnding: unsubscribePush }
})

const root = document.getElementById('root')
// The first render waits for the shown language's texts (a few KB), so no screen shows a key.
if (root)
  void loadTexts(START_TEXTS).finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
