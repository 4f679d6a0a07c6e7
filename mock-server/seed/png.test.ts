import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { avatarPng, qrCodePng } from './images'
import { crc32, encodePng } from './png'

/** Splits a PNG into chunks, checking each CRC. */
function chunks(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  const out: { type: string; data: Buffer }[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    const type = png.subarray(at + 4, at + 8).toString('ascii')
    const data = png.subarray(at + 8, at + 8 + length)
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)))
    out.push({ type, data })
    at += 12 + length
  }
  return out
}

describe('encodePng', () => {
  it('writes a valid PNG whose pixels decode back', () => {
    const pixels = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const parts = chunks(encodePng({ width: 2, height: 2, channels: 3, pixels }))
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    const header = parts[0]!.data
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([2, 2, 8, 2])
    const raw = inflateSync(parts[1]!.data)
    expect([...raw]).toEqual([0, 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12])
  })

  it('matches the standard CRC-32', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082)
  })

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, channels: 1, pixels: new Uint8Array(3) })).toThrow()
  })
})

describe('generated images', () => {
  it('draws the same QR code for the same text and a different one otherwise', () => {
    expect(qrCodePng('Sangola').equals(qrCodePng('Sangola'))).toBe(true)
    expect(qrCodePng('Sangola').equals(qrCodePng('Lasalgaon'))).toBe(false)
    expect(chunks(qrCodePng('Sangola')).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
  })

  it('draws a valid avatar', () => {
    expect(chunks(avatarPng('Ganesh Darekar'))[0]!.data.readUInt32BE(0)).toBe(128)
  })
})
