import { describe, expect, it } from 'vitest'
import { entryKey, firstLoadFiles, isCountedAsset, keysForSource, type Manifest } from './bundle-size'

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js'],
    css: ['assets/index-c3.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js', imports: ['_shared-d4.js'] },
  '_shared-d4.js': { file: 'assets/shared-d4.js', imports: ['_vendor-b2.js'] },
  '_ui-e5.js': { file: 'assets/ui-e5.js', css: ['assets/ui-e5.css'] },
  'src/routes/login.tsx?tsr-split=component': {
    file: 'assets/login-f6.js',
    src: 'src/routes/login.tsx?tsr-split=component',
    imports: ['_vendor-b2.js', '_ui-e5.js'],
  },
  'src/routes/_app/dashboard.tsx?tsr-split=component': {
    file: 'assets/dashboard-g7.js',
    imports: ['_vendor-b2.js'],
  },
  'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2': {
    file: 'assets/inter-latin-400-normal.woff2',
  },
}

describe('firstLoadFiles', () => {
  it('follows static imports transitively (cycles included) and adds each chunk’s CSS', () => {
    expect(firstLoadFiles(manifest, ['index.html'])).toEqual([
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/shared-d4.js',
      'assets/vendor-b2.js',
    ])
  })

  it('counts a file shared by the entry and a route once', () => {
    const files = firstLoadFiles(manifest, ['index.html', ...keysForSource(manifest, 'src/routes/login.tsx')])
    expect(files).toEqual([
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/login-f6.js',
      'assets/shared-d4.js',
      'assets/ui-e5.css',
      'assets/ui-e5.js',
      'assets/vendor-b2.js',
    ])
  })

  it('fails on a key the manifest does not have', () => {
    expect(() => firstLoadFiles(manifest, ['src/missing.tsx'])).toThrow('no chunk src/missing.tsx')
  })
})

describe('keysForSource', () => {
  it('finds the split chunks of a route file and nothing for another file with the same prefix', () => {
    expect(keysForSource(manifest, 'src/routes/_app/dashboard.tsx')).toEqual([
      'src/routes/_app/dashboard.tsx?tsr-split=component',
    ])
    expect(keysForSource(manifest, 'src/routes/_app/dash.tsx')).toEqual([])
  })
})

describe('entryKey and isCountedAsset', () => {
  it('finds the single entry and counts only scripts and styles', () => {
    expect(entryKey(manifest)).toBe('index.html')
    expect(isCountedAsset('assets/a.js')).toBe(true)
    expect(isCountedAsset('assets/a.css')).toBe(true)
    expect(isCountedAsset('assets/inter-latin-400-normal.woff2')).toBe(false)
    expect(isCountedAsset('assets/logo.png')).toBe(false)
  })

  it('refuses a manifest without exactly one entry', () => {
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow('found 0')
  })
})
