// `npm start`: builds the SPA (for production) when dist/ is missing or older than its sources, and the
// widgets' bundle when dist-widgets/ is, then runs the server.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSpa } from './build.mjs'
import { buildWidgets, WIDGETS_BUNDLE } from './build-widgets.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

// npm puts node_modules/.bin first on PATH, so `npm start` runs on the pinned Node.js of package.json's
// dependencies; `node scripts/start.mjs` on the machine's own older Node would not.
const REQUIRED_MAJOR = Number(
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node.match(/\d+/)[0],
)
if (Number(process.versions.node.split('.')[0]) < REQUIRED_MAJOR) {
  console.error(
    `The back-office runs on Node.js ${REQUIRED_MAJOR}, this is ${process.version}: run \`npm install\` then \`npm start\` (npm runs the pinned node_modules/.bin/node).`,
  )
  process.exit(1)
}
const SOURCES = ['src', 'index.html', 'locales', 'vite.config.ts']
const WIDGET_SOURCES = ['src', 'locales', 'examples', 'vite.widgets.config.ts']
const builtIndex = path.join(root, 'dist', 'index.html')

function newestMtime(target) {
  let stat
  try {
    stat = fs.statSync(target)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

function isStale(builtFile, sources) {
  if (!fs.existsSync(builtFile)) return true
  const built = fs.statSync(builtFile).mtimeMs
  return sources.some((source) => newestMtime(path.join(root, source)) > built)
}
const spaIsStale = () => isStale(builtIndex, SOURCES)

if (process.env.PUBLIC_DIR === undefined && fs.existsSync(path.join(root, 'index.html')) && spaIsStale()) {
  console.log('Building the web app (dist/ is missing or older than its sources)...')
  const status = buildSpa()
  if (status !== 0) process.exit(status)
}

if (
  process.env.WIDGETS_DIR === undefined &&
  fs.existsSync(path.join(root, 'vite.widgets.config.ts')) &&
  isStale(WIDGETS_BUNDLE, WIDGET_SOURCES)
) {
  console.log('Building the widgets (dist-widgets/ is missing or older than its sources)...')
  const status = buildWidgets()
  if (status !== 0) process.exit(status)
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
