import { createFileRoute } from '@tanstack/react-router'
import { DefaultServicesPage } from '@/features/default-services/default-services-page'

export const Route = createFileRoute('/_app/default-services')({
  staticData: { heading: 'Default services' },
  component: DefaultServicesPage,
})
