// The stats example page's wiring: where the widgets come from, the token and settings into their
// attributes, and their resize events onto the page.
const params = new URLSearchParams(window.location.search)
// Empty: the widgets and the API are on this page's own origin.
const apiBase = (params.get('api-base') ?? '').trim().replace(/\/+$/, '')
const widgets = [...document.querySelectorAll('bo-sales-summary, bo-sales-chart, bo-order-counts')]
const counts = document.querySelector('bo-order-counts')
const form = document.getElementById('settings')
const events = document.getElementById('events')

const setAll = (name, value) => {
  for (const widget of widgets) widget.setAttribute(name, value)
}

// The attributes are in place before the elements are defined, so their first calls go to the right API.
setAll('api-base', apiBase)

function logEvent(text) {
  const item = document.createElement('li')
  item.textContent = text
  events.prepend(item)
  while (events.children.length > 8) events.lastElementChild.remove()
}

form.addEventListener('submit', (event) => {
  event.preventDefault()
  setAll('token', form.elements.token.value.trim())
})
for (const name of ['lang', 'theme', 'range', 'country'])
  form.elements[name].addEventListener('change', (event) => setAll(name, event.target.value))
form.elements.by.addEventListener('change', (event) => counts.setAttribute('by', event.target.value))

document.addEventListener('resize', (event) => {
  if (event instanceof CustomEvent) logEvent(`resize ${event.target.localName} ${event.detail.height}px`)
})

try {
  await import(`${apiBase}/widgets/bo-widgets.js`)
} catch {
  // From another origin the module is a CORS request: the back-office answers it only for the origins
  // of its EMBED_ORIGINS, so a page elsewhere cannot even load the widgets.
  const problem = document.getElementById('load-problem')
  problem.textContent = `Not allowed: the back-office at ${apiBase || window.location.origin} did not let this page (${window.location.origin}) load its widgets. Its EMBED_ORIGINS must list this origin.`
  problem.hidden = false
}
