import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4000}`
// The SPA talks to `/api` on its own origin; dev and preview forward that to the mock server.
const proxy = { '/api': { target: mockTarget, changeOrigin: false } }

export default defineConfig({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits every route's component.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: false },
})
