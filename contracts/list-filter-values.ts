/**
 * The picklists list filters take. Plain constants without schemas: route files validate their URL
 * against them, and whatever a route file imports is in the first load.
 */

export const BUYER_TYPES = ['Local', 'Outstation', 'Exporter', 'Retailer', 'Processor'] as const

export const PRODUCT_CATEGORIES = ['Vegetable', 'Fruit', 'Onion-Potato'] as const
