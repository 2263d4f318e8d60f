// `npm run build:widgets` (and `npm run build`): the custom-element bundle dist-widgets/bo-widgets.js and
// the example page that embeds it, which the server serves under /widgets/, with the chunks the bundle
// imports on demand beside it. Prints their gzip sizes, the figures that matter to the pages that embed it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = fileURLToPath(new URL('..', import.meta.url))
export const WIDGETS_DIR = path.join(root, 'dist-widgets')
export const WIDGETS_BUNDLE = path.join(WIDGETS_DIR, 'bo-widgets.js')
const EXAMPLES = ['embed.html', 'embed.js', 'embed.css', 'stats.html', 'stats.js']

/** Vite's arguments for the bundle into `outDir`. */
export const widgetsBuildArgs = (outDir) => [
  path.join(root, 'node_modules/vite/bin/vite.js'),
  'build',
  '--config',
  'vite.widgets.config.ts',
  '--outDir',
  outDir,
]

/** Builds the bundle into `outDir` and copies the example page beside it; answers the exit status. */
export function buildWidgets(outDir = WIDGETS_DIR) {
  const build = spawnSync(
    process.execPath,
    widgetsBuildArgs(outDir),
    // As for the SPA: NODE_ENV=development in the shell must not give a development build of anything.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (build.status !== 0) return build.status ?? 1
  return finishWidgets(outDir)
}

/** Copies the example page beside a built bundle and prints the sizes of the bundle and its chunks; answers 0. */
export function finishWidgets(outDir) {
  for (const file of EXAMPLES) fs.copyFileSync(path.join(root, 'examples', file), path.join(outDir, file))
  const bundleName = path.basename(WIDGETS_BUNDLE)
  // The chunks a widget imports only when it is on the page (recharts for <bo-sales-chart>).
  const chunks = fs
    .readdirSync(outDir)
    .filter((file) => file.endsWith('.js') && file !== bundleName && !EXAMPLES.includes(file))
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
  for (const file of [bundleName, ...chunks.sort()]) {
    const filePath = path.join(outDir, file)
    const content = fs.readFileSync(filePath)
    console.log(
      `widgets: ${path.relative(root, filePath)} ${kb(content.length)}, gzip ${kb(gzipSync(content, { level: 9 }).length)}`,
    )
  }
  return 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exit(buildWidgets(process.argv[2] ? path.resolve(process.argv[2]) : undefined))
