// `npm install` runs this (postinstall): the migrated, empty PGlite database a new data folder starts
// from (server/db/pgliteTemplate.ts). It never fails the install: without the template a first start
// makes its database itself, only more slowly.
import { makePgliteTemplate } from '../server/db/makePgliteTemplate'

makePgliteTemplate().then(
  (template) => console.log(`The empty database new data folders start from: ${template}`),
  (error: unknown) =>
    console.warn(`Could not make the empty database template; a first start makes its own. ${error}`),
)
