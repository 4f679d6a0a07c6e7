import { Store } from './mock-server/store/store'
import { seedStore, seedPasswordHash } from './mock-server/seed'
const h = await seedPasswordHash(1024)
for (let i = 0; i < 2; i++) {
const t = performance.now()
const s = new Store()
seedStore(s, { today: '2026-11-21', extraMarkets: 0, passwordHash: h })
console.log('seed ms', Math.round(performance.now() - t))
}
