import * as v from 'valibot'
import { endpoint, IsoDateSchema, KeyIDSchema, QueryKeyID } from './core'
import { MODULE } from './role'

/** The farmer's own link to his lot, and the day's rate bulletin: what is read without signing in. */

export const SHARE_LINK_MESSAGES = {
  notFound: 'This link is not valid. Check it, or ask the office for a new one.',
  expired: 'This link has expired; ask the office for a new one.',
  tooMany: 'Too many requests from this address. Please wait a minute and try again.',
  marketNotFound: 'Market not found.',
} as const

/** How long a farmer's link stays valid: long enough for the patti and its payment to follow the sale. */
export const SHARE_LINK_DAYS = 30

export const TokenShareLinkRequestSchema = v.object({ tokenKeyID: KeyIDSchema })

export const TokenShareLinkSchema = v.object({
  /** `<SPA origin>/f/<link>`. */
  url: v.string(),
  link: v.string(),
  /** ISO date-time (UTC). */
  expiresAt: v.string(),
})
export type TokenShareLink = v.InferOutput<typeof TokenShareLinkSchema>

const RateSchema = {
  gradeName: v.string(),
  minRate: v.number(),
  averageRate: v.number(),
  maxRate: v.number(),
}

export const PublicSaleSchema = v.object({
  crates: v.number(),
  rate: v.number(),
  /** 1 Per Kg, 2 Per Crate, 3 Per Quintal, 4 Lump Sum, 5 Per 10 Kg. */
  rateUnit: v.number(),
  /** 0 while a sale by weight waits for the scale. */
  amount: v.number(),
  /** Only when the firm shows buyers to farmers. */
  buyerName: v.optional(v.string()),
})

export const PublicLotGradeSchema = v.object({
  /** '' for a lot sold ungraded or by the trolley. */
  gradeName: v.string(),
  crates: v.number(),
  soldCrates: v.number(),
  sales: v.array(PublicSaleSchema),
})

export const PublicPattiLineSchema = v.object({
  gradeName: v.string(),
  crates: v.number(),
  netWeightKg: v.number(),
  rate: v.number(),
  rateUnit: v.number(),
  amount: v.number(),
  buyerName: v.optional(v.string()),
})

export const PublicPattiSchema = v.object({
  billNo: v.string(),
  billDate: v.string(),
  lines: v.array(PublicPattiLineSchema),
  grossAmount: v.number(),
  /** Each deduction with what it was counted on ("Aadat 6%", "Hamali ₹0.05 × 3,520 kg"). */
  serviceLines: v.array(v.object({ serviceName: v.string(), basis: v.string(), amount: v.number() })),
  otherDeductions: v.array(v.object({ categoryName: v.string(), amount: v.number() })),
  roundOff: v.number(),
  netPayable: v.number(),
  paidAmount: v.number(),
  balance: v.number(),
})

export const PublicLotSchema = v.object({
  tokenNo: v.number(),
  tokenDate: v.string(),
  marketName: v.string(),
  productName: v.string(),
  productNameMr: v.string(),
  farmerName: v.string(),
  declaredCrates: v.number(),
  /** TOKEN_STATUS. */
  status: v.number(),
  grades: v.array(PublicLotGradeSchema),
  patti: v.nullable(PublicPattiSchema),
  rates: v.array(v.object({ ...RateSchema, rateUnit: v.number() })),
})
export type PublicLot = v.InferOutput<typeof PublicLotSchema>

export const RateBulletinSchema = v.object({
  marketName: v.string(),
  date: v.string(),
  products: v.array(
    v.object({
      productName: v.string(),
      productNameMr: v.string(),
      rateUnit: v.number(),
      grades: v.array(v.object({ ...RateSchema, crates: v.number() })),
    }),
  ),
})
export type RateBulletin = v.InferOutput<typeof RateBulletinSchema>

/** Any text: a link that is not one of ours is "not found", never a validation error that tells why. */
const LinkQuery = v.pipe(v.string(), v.maxLength(512, 'must be at most 512 characters'))

export const tokenShareLink = {
  /** Made at the gate, so it needs the gate's right to issue tokens. */
  getLink: endpoint({
    method: 'POST',
    path: 'Token/GetTokenShareLink',
    body: TokenShareLinkRequestSchema,
    data: TokenShareLinkSchema,
    access: { moduleId: MODULE.Token, action: 'view' },
  }),
  revoke: endpoint({
    method: 'POST',
    path: 'Token/RevokeTokenShareLinks',
    body: TokenShareLinkRequestSchema,
    data: v.object({ revoked: v.literal(true) }),
    access: { moduleId: MODULE.Token, action: 'update' },
  }),
} as const

export const publicView = {
  lot: endpoint({
    method: 'GET',
    path: 'Public/GetLot',
    query: v.object({ link: LinkQuery }),
    data: PublicLotSchema,
    public: true,
  }),
  rateBulletin: endpoint({
    method: 'GET',
    path: 'Public/GetRateBulletin',
    query: v.object({ MarketKeyID: QueryKeyID, Date: IsoDateSchema }),
    data: RateBulletinSchema,
    public: true,
  }),
} as const
