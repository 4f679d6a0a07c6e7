import { api } from '@contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RowData } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { ListColumn } from '@/components/data-table'
import { call } from '@/lib/api-client'
import { LOOKUP_STALE_MS } from '@/lib/lookup-queries'
import type { ReportDefinition, ServiceName } from './report-definition'

const FARMER_PARTY = 1

const farmerServices = () =>
  queryOptions({
    queryKey: ['service', 'lookup'],
    queryFn: () => call(api.service.lookup, {}),
    staleTime: LOOKUP_STALE_MS,
    select: (services): ServiceName[] => services.filter((s) => s.partyType === FARMER_PARTY),
  })

const NO_SERVICES: ServiceName[] = []

/** A report's columns; a report with a column per farmer service gets them once the services arrive. */
export function useReportColumns<TRow extends RowData>(report: ReportDefinition<TRow>): ListColumn<TRow>[] {
  const { columns } = report
  const perService = typeof columns === 'function'
  const services = useQuery({ ...farmerServices(), enabled: perService }).data ?? NO_SERVICES
  return useMemo(() => (typeof columns === 'function' ? columns(services) : columns), [columns, services])
}
