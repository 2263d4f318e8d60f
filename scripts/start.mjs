// `npm start`: runs the server at once and builds what is missing or older than its sources meanwhile:
// the SPA into dist.building/ (the server answers page requests with a page that reloads itself until
// it is moved to dist/), then the widgets' bundle. With NODE_ENV=production a build is the deploy's
// (`npm run build`): only a missing one is made, before the server starts.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSpa, spaBuildArgs } from './build.mjs'
import {
  buildWidgets,
  finishWidgets,
  WIDGETS_BUNDLE,
  WIDGETS_DIR,
  widgetsBuildArgs,
} from './build-widgets.mjs'

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
const SPA_DIR = path.join(root, 'dist')
const production = process.env.NODE_ENV === 'production'

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

function needsBuild(builtFile, sources) {
  if (!fs.existsSync(builtFile)) return true
  if (production) return false
  const built = fs.statSync(builtFile).mtimeMs
  return sources.some((source) => newestMtime(path.join(root, source)) > built)
}

const spaWanted =
  process.env.PUBLIC_DIR === undefined &&
  fs.existsSync(path.join(root, 'index.html')) &&
  needsBuild(path.join(SPA_DIR, 'index.html'), SOURCES)
const widgetsWanted =
  process.env.WIDGETS_DIR === undefined &&
  fs.existsSync(path.join(root, 'vite.widgets.config.ts')) &&
  needsBuild(WIDGETS_BUNDLE, WIDGET_SOURCES)

if (production) {
  for (const [wanted, what, build] of [
    [spaWanted, 'the web app (dist/ is missing)', () => buildSpa()],
    [widgetsWanted, 'the widgets (dist-widgets/ is missing)', () => buildWidgets()],
  ]) {
    if (!wanted) continue
    console.log(`Building ${what}...`)
    const status = build()
    if (status !== 0) process.exit(status)
  }
}

const building = (dir) => `${dir}.building`
// Made before the server starts: it serves the "being built" page and the finished folder from them.
if (!production)
  for (const [wanted, dir] of [
    [spaWanted, SPA_DIR],
    [widgetsWanted, WIDGETS_DIR],
  ]) {
    fs.rmSync(building(dir), { recursive: true, force: true })
    if (wanted) fs.mkdirSync(building(dir), { recursive: true })
  }

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  // The IPC channel carries the server's word that it answers (server/main.ts).
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
})
const serverAnswers = new Promise((resolve) => {
  server.on('message', (message) => {
    if (message?.ready) resolve()
  })
})
let builder = null
// A build cut short by a stop did not fail: nothing is said about it.
let stopping = false
const stopAll = (signal) => {
  stopping = true
  builder?.kill(signal)
  server.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal))
// `npm start` runs this through a shell that exits on SIGTERM without passing it on: once whatever
// started this process is gone, stop too, rather than leave a server holding the data folder.
const startedBy = process.ppid
setInterval(() => {
  if (process.ppid !== startedBy) stopAll('SIGTERM')
}, 1000).unref()
server.on('exit', (code, signal) => {
  stopping = true
  builder?.kill('SIGTERM')
  for (const dir of [SPA_DIR, WIDGETS_DIR]) fs.rmSync(building(dir), { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})

/** Runs a Vite build at a lower priority than the server, answering its exit status, or 'stopped'. */
function viteInBackground(args) {
  return new Promise((resolve) => {
    builder = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      // As `npm run build`: NODE_ENV=development in the shell must not give a development build.
      env: { ...process.env, NODE_ENV: 'production' },
    })
    try {
      os.setPriority(builder.pid, 10)
    } catch {
      // Not allowed here: it builds at the same priority.
    }
    builder.on('exit', (code) => resolve(stopping ? 'stopped' : (code ?? 1)))
  })
}

/** Puts a finished build in place of the folder the server serves: two renames, the old one removed after. */
function moveIntoPlace(dir) {
  const old = `${dir}.old`
  fs.rmSync(old, { recursive: true, force: true })
  if (fs.existsSync(dir)) fs.renameSync(dir, old)
  fs.renameSync(building(dir), dir)
  fs.rmSync(old, { recursive: true, force: true })
}

async function buildWhileServing() {
  const started = performance.now()
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
  if (spaWanted) {
    console.log('Building the web app in the background (dist/ is missing or older than its sources)...')
    const status = await viteInBackground(spaBuildArgs(['--outDir', building(SPA_DIR), '--emptyOutDir']))
    if (status === 'stopped') return
    if (status !== 0) {
      console.error('The web app did not build: see the messages above; the server keeps answering the API.')
      return
    }
    moveIntoPlace(SPA_DIR)
    console.log(`The web app is built (${seconds()}); open pages reload themselves.`)
  }
  if (widgetsWanted) {
    const status = await viteInBackground(widgetsBuildArgs(building(WIDGETS_DIR)))
    if (status === 'stopped') return
    if (status !== 0) {
      console.error('The widgets did not build: see the messages above.')
      return
    }
    finishWidgets(building(WIDGETS_DIR))
    moveIntoPlace(WIDGETS_DIR)
  }
  builder = null
}

// Built once the server answers: on two cores a build beside the start would double its time.
if (!production && (spaWanted || widgetsWanted)) void serverAnswers.then(buildWhileServing)
