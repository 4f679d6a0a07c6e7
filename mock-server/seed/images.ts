import { encodePng } from './png'
import { createPrng, seedFromText } from './prng'

const MODULES = 25
const QUIET = 4
const SCALE = 6

/**
 * A QR-like payment code: real finder and timing patterns, data modules drawn from a generator seeded
 * by the text. It looks right on screen and in print; it is not meant to be scanned.
 */
export function qrCodePng(text: string): Buffer {
  const dark: boolean[][] = Array.from({ length: MODULES }, () => Array<boolean>(MODULES).fill(false))
  const reserved: boolean[][] = Array.from({ length: MODULES }, () => Array<boolean>(MODULES).fill(false))
  const finder = (top: number, left: number) => {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const y = top + r
        const x = left + c
        if (y < 0 || x < 0 || y >= MODULES || x >= MODULES) continue
        reserved[y]![x] = true
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3))
        dark[y]![x] = ring !== 2 && ring !== 4
      }
    }
  }
  finder(0, 0)
  finder(0, MODULES - 7)
  finder(MODULES - 7, 0)
  for (let i = 8; i < MODULES - 8; i++) {
    reserved[6]![i] = reserved[i]![6] = true
    dark[6]![i] = dark[i]![6] = i % 2 === 0
  }
  const prng = createPrng(seedFromText(text))
  for (let y = 0; y < MODULES; y++) {
    for (let x = 0; x < MODULES; x++) if (!reserved[y]![x]) dark[y]![x] = prng.next() < 0.5
  }
  const size = (MODULES + 2 * QUIET) * SCALE
  const pixels = new Uint8Array(size * size).fill(255)
  for (let y = 0; y < MODULES; y++) {
    for (let x = 0; x < MODULES; x++) {
      if (!dark[y]![x]) continue
      for (let dy = 0; dy < SCALE; dy++) {
        const row = ((y + QUIET) * SCALE + dy) * size + (x + QUIET) * SCALE
        pixels.fill(0, row, row + SCALE)
      }
    }
  }
  return encodePng({ width: size, height: size, channels: 1, pixels })
}

/** A plain profile silhouette (head and shoulders) on a colour chosen by the name. */
export function avatarPng(name: string): Buffer {
  const size = 128
  const hue = seedFromText(name) % 3
  const background = [
    [25, 118, 210],
    [46, 125, 50],
    [123, 31, 162],
  ][hue]!
  const pixels = new Uint8Array(size * size * 3)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const head = (x - 64) ** 2 + (y - 50) ** 2 <= 22 ** 2
      const shoulders = y >= 84 && ((x - 64) / 44) ** 2 + ((y - 128) / 44) ** 2 <= 1
      const colour = head || shoulders ? [255, 255, 255] : background
      pixels.set(colour, (y * size + x) * 3)
    }
  }
  return encodePng({ width: size, height: size, channels: 3, pixels })
}
