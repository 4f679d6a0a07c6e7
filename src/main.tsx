import './index.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { applySettings, readSettings } from '@/app/settings'
import { createAppRouter } from './router'

// Before the first paint, so a chosen font or radius never flashes the defaults.
applySettings(readSettings(), document.documentElement)

const router = createAppRouter()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element.')

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
