import { PARTY_TYPE } from '@contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RowData } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { ListColumn } from '@/components/data-table'
import { serviceQueries } from '@/features/service/api'
import type { ReportDefinition, ServiceName } from './report-definition'

const farmerServices = () =>
  queryOptions({
    ...serviceQueries.lookup(),
    select: (services): ServiceName[] => services.filter((s) => s.partyType === PARTY_TYPE.Farmer),
  })

const NO_SERVICES: ServiceName[] = []

/** A report's columns; a report with a column per farmer service gets them once the services arrive. */
export function useReportColumns<TRow extends RowData>(report: ReportDefinition<TRow>): ListColumn<TRow>[] {
  const { columns } = report
  const perService = typeof columns === 'function'
  const services = useQuery({ ...farmerServices(), enabled: perService }).data ?? NO_SERVICES
  return useMemo(() => (typeof columns === 'function' ? columns(services) : columns), [columns, services])
}
