import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { PROPERTIES, startCheckCluster } from '../support/instances/checkInstances'
import type { Cluster } from '../support/instances/cluster'
import type { TestDbTemplate } from '../support/testDatabase'

// `npm run check:instances` inside the suite: three real server processes started at once on a new,
// empty PostgreSQL database, nginx in front of them with deploy/nginx/backoffice.conf, and every
// property several instances must keep, checked against chosen instances and through the proxy.
// PGlite is one process's database: there is nothing to check there.
const template = inject('testDbTemplate') as TestDbTemplate

describe.runIf(template.kind === 'postgres')('three instances on one PostgreSQL behind nginx', () => {
  let cluster: Cluster
  beforeAll(async () => {
    if (template.kind !== 'postgres') return
    cluster = await startCheckCluster(template.serverUrl)
  }, 180_000)
  afterAll(() => cluster?.stop(), 30_000)

  for (const property of PROPERTIES) it(property.name, () => property.run(cluster).then(() => {}), 30_000)
})
