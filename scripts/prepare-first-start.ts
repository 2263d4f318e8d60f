// `npm install` runs this (postinstall), so that a first `npm start` answers sooner. It never fails the
// install: without what it prepares, a first start does the same work itself, only more slowly.
// - The migrated, empty PGlite database a new data folder starts from (server/db/pgliteTemplate.ts).
// - The server's modules loaded once: tsx keeps each file's compiled form, keyed by the file, so a
//   first start of this checkout does not compile some three hundred TypeScript files before it answers.
import { makePgliteTemplate } from '../server/db/makePgliteTemplate'

try {
  console.log(`The empty database new data folders start from: ${await makePgliteTemplate()}`)
} catch (error) {
  console.warn(`Could not make the empty database template; a first start makes its own. ${error}`)
}
try {
  await Promise.all([import('../server/app'), import('../server/http/lifecycle')])
} catch (error) {
  console.warn(`Could not load the server's modules ahead of a first start. ${error}`)
}
