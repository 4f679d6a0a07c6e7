// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    /** The requests each connection sends in turn; setupRequest may change one before it goes. */
    requests?: { setupRequest?: <R extends { body?: string }>(request: R) => R }[]
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    max: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
