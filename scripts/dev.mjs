// `npm run dev`: the API server with reload on change, and the Vite dev server on 5173 proxying /api to it.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const apiPort = process.env.PORT ?? '3000'
const children = []

function run(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  child.on('exit', (code, signal) => {
    console.log(`${name} stopped (${signal ?? code}); stopping the rest.`)
    shutdown(code ?? 1)
  })
  children.push(child)
  return child
}

let stopping = false
function shutdown(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}

run(
  'API server',
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'],
  {
    PORT: apiPort,
    // The SPA is served by Vite in development.
    PUBLIC_DIR: path.join(root, '.no-spa-in-dev'),
  },
)
run('Vite', [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', '5173', '--strictPort'], {
  API_URL: `http://127.0.0.1:${apiPort}`,
})

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0))
