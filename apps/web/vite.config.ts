import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite build` makes the browser's app (dist/); `vite build --ssr` the server renderer
// (dist/server/entry-server.js), which the API loads at start.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  // The renderer bundles its dependencies (React, the router, the query client) so the API needs none of them.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          input: 'src/entry-server.tsx',
          // Minified, names kept (for stack traces), and ASCII only: the server holds the bundle's
          // text in memory, and one character past Latin-1 (a ₹) makes V8 keep all of it at two bytes a character.
          output: { codeSplitting: false, minify: { compress: true, mangle: false, codegen: { removeWhitespace: true, asciiOnly: true } } },
        },
      }
    : {
        target: 'es2022',
        cssCodeSplit: true,
        assetsInlineLimit: 2048,
        reportCompressedSize: false,
        // The bench reads it to measure what the home route loads.
        manifest: true,
      },
}));
