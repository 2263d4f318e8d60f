// `npm run build:widgets`: the widgets as custom elements in one ES module, dist-widgets/bo-widgets.js,
// with React bundled in, so another tool's page needs nothing but a <script type="module">.
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Library mode leaves process.env alone; without this React ships its development build.
  define: { 'process.env.NODE_ENV': '"production"' },
  publicDir: false,
  build: {
    outDir: 'dist-widgets',
    emptyOutDir: true,
    sourcemap: true,
    // Library mode keeps whitespace for bundlers that import the module; this file goes to browsers as it is.
    rolldownOptions: {
      output: { minify: true },
      // <bo-sales-chart> imports recharts on demand, a chunk beside this file: what that chunk shares with
      // the elements (React, the formatting) stays here, exported to it, so a page with only the order
      // widgets still loads this one file.
      preserveEntrySignatures: 'allow-extension',
      // Tailwind's plugin writes the style sheet without a source map; the bundle's own maps are whole,
      // and a warning about the CSS on every first start would only worry whoever runs it.
      onLog(level, log, handler) {
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return
        handler(level, log)
      },
    },
    lib: {
      entry: 'src/widgets/elements.ts',
      formats: ['es'],
      fileName: () => 'bo-widgets.js',
    },
  },
})
