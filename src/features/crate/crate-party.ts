import { PARTY_TYPE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import type { ComboboxOption } from '@/components/ui/combobox'
import { buyerQueries } from '@/features/buyer/api'
import { farmerQueries } from '@/features/farmer/api'

export interface CrateParty {
  options: readonly ComboboxOption[]
  loading: boolean
  /** The chosen party as the ledger names it ('1002 Ganesh Darekar') and the mobile it is shared to. */
  chosen: { name: string; mobileNo: string } | null
}

/** The farmers or the buyers of the market to pick a ledger's party from, and the one chosen. */
export function useCrateParty(
  marketKeyID: string | null,
  partyType: number,
  partyKeyID: string | null,
): CrateParty {
  const isFarmer = partyType === PARTY_TYPE.Farmer
  const farmers = useQuery({
    ...farmerQueries.lookup(marketKeyID),
    enabled: isFarmer && Boolean(marketKeyID),
  })
  const buyers = useQuery({ ...buyerQueries.lookup(marketKeyID), enabled: !isFarmer && Boolean(marketKeyID) })
  // The buyer's lookup has no mobile: the buyer's record has it.
  const buyer = useQuery({
    ...buyerQueries.model(isFarmer ? null : partyKeyID),
    enabled: !isFarmer && Boolean(partyKeyID),
  })
  if (isFarmer) {
    const farmer = farmers.data?.find((f) => f.farmerKeyID === partyKeyID)
    return {
      options: (farmers.data ?? []).map((f) => ({
        value: f.farmerKeyID,
        label: `${f.farmerCode} ${f.farmerName}`,
        description: f.village,
      })),
      loading: farmers.isPending,
      chosen: farmer
        ? { name: `${farmer.farmerCode} ${farmer.farmerName}`, mobileNo: farmer.mobileNo }
        : null,
    }
  }
  const listed = buyers.data?.find((b) => b.buyerKeyID === partyKeyID)
  return {
    options: (buyers.data ?? []).map((b) => ({
      value: b.buyerKeyID,
      label: `${b.buyerCode} ${b.firmName}`,
      description: b.city,
    })),
    loading: buyers.isPending,
    chosen: listed
      ? { name: `${listed.buyerCode} ${listed.firmName}`, mobileNo: buyer.data?.mobileNo ?? '' }
      : null,
  }
}
