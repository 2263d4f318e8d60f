// Stories never reach a server: a part that calls the API anyway (the avatar uploader, once a file is
// chosen) gets what an unplugged network gives, and shows its own failure. Imported before any part, so
// the API client, which keeps the fetch it finds when it is created, keeps this one.
const realFetch = globalThis.fetch.bind(globalThis)

function isApiCall(input: RequestInfo | URL): boolean {
  const url = input instanceof Request ? input.url : String(input)
  const base = globalThis.location?.protocol.startsWith('http')
    ? globalThis.location.href
    : 'http://localhost/'
  return new URL(url, base).pathname.startsWith('/api/')
}

globalThis.fetch = (input, init) =>
  isApiCall(input) ? Promise.reject(new TypeError('Stories run without a server.')) : realFetch(input, init)
