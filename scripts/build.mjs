// `npm run build`: the SPA (also built by `npm start` when dist/ is stale), then the widgets' custom-element
// bundle (scripts/build-widgets.mjs). Always for production: Vite honours NODE_ENV=development in a build
// and then ships React's development build (434 KB instead of 241 KB, slow and chatty), so NODE_ENV is set
// here whatever the shell says. Arguments (a test's `--outDir`) are the SPA's, and then only the SPA is built.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildWidgets } from './build-widgets.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Runs `vite build` with any extra arguments (such as `--outDir`); answers its exit status. */
export const spaBuildArgs = (args = []) => [
  path.join(root, 'node_modules/vite/bin/vite.js'),
  'build',
  ...args,
]

export function buildSpa(args = []) {
  const build = spawnSync(process.execPath, spaBuildArgs(args), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return build.status ?? 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exit(process.argv.length > 2 ? buildSpa(process.argv.slice(2)) : buildSpa() || buildWidgets())
