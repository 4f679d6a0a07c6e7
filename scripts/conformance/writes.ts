import type { Call, CheckResult } from './result'

export async function marketDayFlows(_call: Call, _token: string): Promise<CheckResult[]> {
  return []
}
