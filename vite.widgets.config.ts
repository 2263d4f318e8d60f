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
    },
    lib: {
      entry: 'src/widgets/elements.ts',
      formats: ['es'],
      fileName: () => 'bo-widgets.js',
    },
  },
})
